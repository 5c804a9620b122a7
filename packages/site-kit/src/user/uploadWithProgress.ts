import { BrowserApiError, ensureXsrf } from '../api/browserApi';

/**
 * A multipart upload through the gateway that reports its progress (fetch cannot report upload
 * progress, XMLHttpRequest can). Errors arrive like browserApi's: the api's message and fields.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: { locale: string; onProgress: (percent: number) => void },
): Promise<T> {
  const xsrf = await ensureXsrf();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
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
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        options.onProgress(100);
        resolve(body as T);
        return;
      }
      const error =
        (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
          ?.error ?? {};
      reject(
        new BrowserApiError(
          request.status,
          error.code ?? 'http_error',
          error.message ?? `HTTP ${request.status}`,
          error.fields ?? {},
        ),
      );
    };
    request.send(form);
  });
}
