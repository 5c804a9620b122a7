import type { AnyEndpoint, EndpointAnswer } from '@allas/core';
import { BrowserApiError, browserApiError, ensureXsrf, parseAnswer } from './browserApi';
import { type ApiRequest, apiPath } from './typedApi';

/** The endpoints that take a multipart upload. */
type UploadEndpoint = Extract<AnyEndpoint, { method: 'post'; multipart: object }>;
type UploadAt<P> = Extract<UploadEndpoint, { path: P }>;

export interface UploadOptions {
  locale: string;
  /** The upload's 0–99 while the bytes go up, 100 once the api has answered. */
  onProgress: (percent: number) => void;
}

/**
 * A multipart upload through the gateway that reports its progress (fetch cannot report upload
 * progress, XMLHttpRequest can), typed from core's endpoint like browserApi's calls. Errors arrive
 * like browserApi's: the api's message and fields.
 */
export async function browserUpload<P extends UploadEndpoint['path']>(
  path: P,
  init: ApiRequest<UploadAt<P>> & { body: FormData },
  options: UploadOptions,
): Promise<EndpointAnswer<UploadAt<P>>> {
  const xsrf = await ensureXsrf();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${apiPath(path, init.params, undefined)}`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', options.locale);
    request.setRequestHeader('x-xsrf-token', xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        options.onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onerror = () => reject(new BrowserApiError(0, 'network', 'network'));
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(browserApiError(request.status, request.responseText));
        return;
      }
      options.onProgress(100);
      try {
        // The answer's type is the endpoint's (core's contract); the status said it succeeded.
        resolve(parseAnswer(request.responseText) as EndpointAnswer<UploadAt<P>>);
      } catch {
        reject(new BrowserApiError(request.status, 'http_error', `HTTP ${request.status}`));
      }
    };
    request.send(init.body);
  });
}
