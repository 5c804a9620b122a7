import type { AnyEndpoint } from '@allas/core';
import { BrowserApiError, browserApiError, ensureXsrf, parseAnswer } from './browserApi';
import { createTypedApi } from './typedApi';

/** The endpoints that take a multipart upload. */
type UploadEndpoint = Extract<AnyEndpoint, { method: 'post'; multipart: object }>;

export interface UploadOptions {
  locale: string;
  /** The upload's 0–99 while the bytes go up, 100 once the api has answered. */
  onProgress: (percent: number) => void;
}

/**
 * Multipart uploads through the gateway that report their progress (fetch cannot report upload
 * progress, XMLHttpRequest can): the sites' typed api client (createTypedApi) over an
 * XMLHttpRequest transport, so what it takes and answers is core's endpoint's, like browserApi's
 * calls, e.g. `browserUpload.post('/profile/cv', { body, locale, onProgress })`. Errors arrive
 * like browserApi's: the api's message and fields.
 */
export const browserUpload = createTypedApi<UploadOptions, UploadEndpoint>(
  async ({ method, path, body, options }) => {
    const xsrf = await ensureXsrf();
    return new Promise<unknown>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(method, `/api${path}`);
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
          resolve(parseAnswer(request.responseText));
        } catch {
          reject(new BrowserApiError(request.status, 'http_error', `HTTP ${request.status}`));
        }
      };
      request.send(body instanceof FormData ? body : null);
    });
  },
);
