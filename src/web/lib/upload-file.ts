import type { UploadedFile, UploadPurpose } from '../../shared/uploads';
import { uploadEndpoints } from '../../shared/uploads-endpoints';
import { ApiError, refusedCall, UNREACHABLE } from './api-client';
import { getSession } from './session';

/** A busy server's 503 with `Retry-After` is tried again this many times before the candidate sees its message. */
const BUSY_RETRIES = 4;
/** The longest wait before trying again, whatever the server asks. */
const BUSY_WAIT_MAX_S = 30;

/**
 * Sends a file on its own to `POST /api/uploads/` as multipart/form-data, streamed by the browser from the disk, and
 * answers what was kept: the call that uses it then names its id. `onProgress` gets the share sent, from 0 to 1 (fetch
 * cannot tell upload progress, XMLHttpRequest can). A server that is taking all the uploads it can hold answers 503
 * with `Retry-After` before reading the file (decision 101): the file is sent again after that wait, spread a little
 * so that a burst's candidates do not all come back in the same second. It fails as `call` does.
 */
export async function uploadFile(
  purpose: UploadPurpose,
  file: Blob,
  { name, onProgress }: { name?: string; onProgress?: (share: number) => void } = {},
): Promise<UploadedFile> {
  for (let attempt = 0; ; attempt++) {
    const sent = await sendOnce(purpose, file, name, onProgress);
    if ('uploaded' in sent) return sent.uploaded;
    if (sent.retryAfterS === undefined || attempt === BUSY_RETRIES) throw sent.error;
    const waitS = Math.min(sent.retryAfterS, BUSY_WAIT_MAX_S) * (1 + Math.random() / 2);
    await new Promise((resolve) => setTimeout(resolve, waitS * 1000));
  }
}

type SentOnce = { uploaded: UploadedFile } | { error: ApiError; retryAfterS: number | undefined };

function sendOnce(
  purpose: UploadPurpose,
  file: Blob,
  name: string | undefined,
  onProgress: ((share: number) => void) | undefined,
): Promise<SentOnce> {
  const token = getSession()?.token;
  const form = new FormData();
  // The purpose goes first: the server knows who may send the file, and its limit, before its first byte.
  form.append('purpose', purpose);
  form.append('file', file, name ?? (file instanceof File ? file.name : `${purpose}.pdf`));
  return new Promise<SentOnce>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(uploadEndpoints.upload.method, uploadEndpoints.upload.path);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown;
      try {
        payload = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        payload = undefined;
      }
      if (request.status === 201) {
        resolve({ uploaded: (payload as { data: UploadedFile }).data });
        return;
      }
      const retryAfter = Number(request.getResponseHeader('Retry-After'));
      resolve({
        error: refusedCall(request.status, payload, token, 'upload'),
        retryAfterS: request.status === 503 && retryAfter > 0 ? retryAfter : undefined,
      });
    };
    request.onerror = () => reject(new ApiError(0, UNREACHABLE));
    request.send(form);
  });
}
