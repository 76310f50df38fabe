import { randomUUID } from 'node:crypto';
import { uploadEndpoints } from '../../shared/uploads-endpoints.js';
import type { UploadedFile } from '../../shared/uploads.js';
import { requestOf } from './routes.js';

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body as a browser sends it, with its parts in the order given. */
export function multipartOf(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----openhire-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface InjectingApp {
  inject(request: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: Buffer;
  }): PromiseLike<{ statusCode: number; body: string; json<T>(): T }>;
}

/** Sends a file to `POST /api/uploads/` as the web app does: the purpose first, then the file. */
export function sendUpload(app: InjectingApp, token: string, purpose: string, content: Buffer, filename = 'file.pdf') {
  const { payload, headers } = multipartOf([
    { name: 'purpose', value: purpose },
    { name: 'file', filename, content },
  ]);
  return app.inject({ ...requestOf(uploadEndpoints.upload), headers: { ...headers, authorization: token }, payload });
}

/** An upload that must succeed: its id and what the call answered. */
export async function upload(
  app: InjectingApp,
  token: string,
  purpose: string,
  content: Buffer,
  filename?: string,
): Promise<UploadedFile> {
  const response = await sendUpload(app, token, purpose, content, filename);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ data: UploadedFile }>().data;
}
