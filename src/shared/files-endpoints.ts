import { endpoints } from './endpoint.js';
import { FileAnswerSchema } from './files.js';
import { IdParamsSchema } from './team.js';

// Their answers are a file's bytes, in the type it was stored with.
export const fileEndpoints = endpoints('Files', {
  file: {
    method: 'GET',
    path: '/api/files/{id}',
    summary: 'A stored resume or offer, as an attachment, for the parties to its application only.',
    access: 'anyone',
    params: IdParamsSchema,
    answerType: 'application/octet-stream',
    answers: { 200: FileAnswerSchema },
  },
});

export const pictureEndpoints = endpoints('Files', {
  picture: {
    method: 'GET',
    path: '/api/pictures/{id}',
    summary: "A company's picture, its logo on a job ad, which guests see too.",
    access: 'public',
    params: IdParamsSchema,
    answerType: 'image/*',
    answers: { 200: FileAnswerSchema },
  },
});
