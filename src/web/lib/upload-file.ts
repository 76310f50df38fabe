import type { UploadedFile, UploadPurpose } from '../../shared/uploads';
import { uploadEndpoints } from '../../shared/uploads-endpoints';
import { ApiError, refusedCall, UNREACHABLE } from './api-client';
import { getSession } from './session';

/**
 * Sends a file on its own to `POST /api/uploads/` as multipart/form-data, streamed by the browser from the disk, and
 * answers what was kept: the call that uses it then names its id. `onProgress` gets the share sent, from 0 to 1 (fetch
 * cannot tell upload progress, XMLHttpRequest can). It fails as `call` does.
 */
export function uploadFile(
  purpose: UploadPurpose,
  file: Blob,
  { name, onProgress }: { name?: string; onProgress?: (share: number) => void } = {},
): Promise<UploadedFile> {
  const token = getSession()?.token;
  const form = new FormData();
  // The purpose goes first: the server knows who may send the file, and its limit, before its first byte.
  form.append('purpose', purpose);
  form.append('file', file, name ?? (file instanceof File ? file.name : `${purpose}.pdf`));
  return new Promise<UploadedFile>((resolve, reject) => {
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
      if (request.status === 201) resolve((payload as { data: UploadedFile }).data);
      else reject(refusedCall(request.status, payload, token, 'upload'));
    };
    request.onerror = () => reject(new ApiError(0, UNREACHABLE));
    request.send(form);
  });
}
