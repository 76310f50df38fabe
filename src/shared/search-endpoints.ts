import { endpoints } from './endpoint.js';
import { SearchAnswerSchema, SearchQuerySchema } from './search.js';

// Every member searches the applications they may see, as the applications list shows them.
export const searchEndpoints = endpoints('Search', {
  search: {
    method: 'GET',
    path: '/api/search/',
    summary:
      "Searches the company's applications the caller may see, by name, e-mail, phone, city, posting, source, " +
      'notes, answers and resume text, best match first, with a highlighted snippet; 20 a page.',
    access: 'readApplications',
    token: 'read_applications',
    query: SearchQuerySchema,
    answers: { 200: SearchAnswerSchema },
  },
});
