import { ApiError, refusedCall, UNREACHABLE } from './api-client';
import { getSession } from './session';

/**
 * A JSON call that carries a large body (a file as a data URL) and reports how much of it has gone: fetch cannot tell
 * upload progress, XMLHttpRequest can. `onProgress` gets the share sent, from 0 to 1. It answers and fails as
 * `apiRequest` does; it lives apart so that only the screens that upload load it.
 */
export function apiUpload<T>(
  path: string,
  body: unknown,
  onProgress: (share: number) => void,
  method: 'POST' | 'PUT' = 'PUT',
): Promise<T> {
  const token = getSession()?.token;
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/json');
    if (token) request.setRequestHeader('Authorization', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown;
      try {
        payload = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else reject(refusedCall(request.status, payload, token, 'upload'));
    };
    request.onerror = () => reject(new ApiError(0, UNREACHABLE));
    request.send(JSON.stringify(body));
  });
}
