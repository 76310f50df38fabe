import type { AnswerOf, BodyOf, EndpointShape } from '../../shared/endpoint';
import { ApiError, pathOf, refusedCall, UNREACHABLE } from './api-client';
import { getSession } from './session';

/**
 * A call of a declared endpoint that carries a large body (a file as a data URL) and reports how much of it has gone:
 * fetch cannot tell upload progress, XMLHttpRequest can. `onProgress` gets the share sent, from 0 to 1. It answers and
 * fails as `call` does; it lives apart so that only the screens that upload load it.
 */
export function apiUpload<E extends EndpointShape>(
  endpoint: E,
  input: { params?: Record<string, string>; body: BodyOf<E> },
  onProgress: (share: number) => void,
): Promise<AnswerOf<E>> {
  const token = getSession()?.token;
  return new Promise<AnswerOf<E>>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, pathOf(endpoint, input));
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
      if (request.status >= 200 && request.status < 300) resolve(payload as AnswerOf<E>);
      else reject(refusedCall(request.status, payload, token, 'upload'));
    };
    request.onerror = () => reject(new ApiError(0, UNREACHABLE));
    request.send(JSON.stringify(input.body));
  });
}
