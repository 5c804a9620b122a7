import type { PathsOf } from '@allas/core';
import { BrowserApiError, browserApiError } from '../api/browserApi';
import { apiPath } from '../api/typedApi';

/** The file name a Content-Disposition header gives (RFC 5987 `filename*` first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      return fallback;
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file the api serves to its owner only (the saved CV, the personal-data export)
 * through the gateway, and hands it to the browser as a download. A failure is a BrowserApiError
 * with the api's message, for a toast. The path is one of core's GET endpoints (a download's
 * answer is a file, not JSON, so it does not go through the typed client), with its :params.
 */
export async function downloadFile(
  path: PathsOf<'get'>,
  fallbackName: string,
  locale: string,
  params?: Readonly<Record<string, string | number>>,
) {
  let response: Response;
  try {
    response = await fetch(`/api${apiPath(path, params, undefined)}`, {
      credentials: 'same-origin',
      headers: { 'accept-language': locale },
    });
  } catch (error) {
    throw new BrowserApiError(0, 'network', (error as Error).message);
  }
  if (!response.ok) throw browserApiError(response.status, await response.text());
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the URL is released after the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
