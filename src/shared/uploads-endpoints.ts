import { endpoints } from './endpoint.js';
import { UPLOAD_BODY_LIMIT, UploadAnswerSchema } from './uploads.js';

// A file streamed on its own, whose id the call that uses it then carries instead of the file as base64 (decision 100).
export const uploadEndpoints = endpoints('Uploads', {
  upload: {
    method: 'POST',
    path: '/api/uploads/',
    summary:
      'Keeps a file sent as multipart/form-data: a `purpose` field (resume, offer, picture or attachment) before the ' +
      '`file` part. Its id is then usable by its uploader alone, for that purpose alone; one never used is removed ' +
      'after a day.',
    // Any signed-in account; the purpose decides who may (`UPLOAD_RULES`).
    access: 'anyone',
    bodyLimit: UPLOAD_BODY_LIMIT,
    carriesFile: true,
    answers: { 201: UploadAnswerSchema },
  },
});
