import { DEFAULT_QUESTION } from '../../shared/posting-form.js';
import { type Posting } from '../../shared/postings.js';
import type { ApiClient } from './factories.js';
import { requestOf } from './routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';

const DAY = 86_400_000;

export function postingInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Backend Engineer',
    department: 'Engineering',
    city: 'Toronto',
    country: 'Canada',
    posting_date: new Date().toISOString(),
    deadline: new Date(Date.now() + 30 * DAY).toISOString(),
    soft_skills: [{ value: 'Teamwork', text: 'Teamwork', selected: true }],
    technical_skills: [{ value: 'TypeScript', text: 'TypeScript', selected: true }, 'PostgreSQL'],
    questions: [DEFAULT_QUESTION],
    recruiter_name: 'Rita Recruiter',
    recruiter_email: 'rita@acme.example',
    about_company: '<p>We build robots.</p>',
    about_job: '<p>Build the API.</p>',
    qualification: '<p>Five years of Node.js.</p>',
    key_requirements: '<ul><li>SQL</li></ul>',
    nice_to_have: '',
    other_remarks: '',
    is_active: true,
    ...overrides,
  };
}

export async function makePosting(
  app: ApiClient,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Posting> {
  const response = await app.inject({
    ...requestOf(postingEndpoints.create),
    headers: { authorization: token },
    // The specification's wizard, which most tests exercise; a test of the company's default sets it undefined.
    payload: { application_form: 'full', ...postingInput(overrides) },
  });
  if (response.statusCode !== 201) throw new Error(`posting failed: ${response.body}`);
  return response.json<{ data: Posting }>().data;
}
