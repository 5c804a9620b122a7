import { cookieTable, parseCookieHeader } from '@allas/core';

/** An api error as the browser sees it: the api's `{ error: { code, message, fields? } }`. */
export class BrowserApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field name → message, in the page's language, for messages next to the fields. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'BrowserApiError';
  }
}

export interface BrowserCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for uploads (the browser sets the multipart boundary). */
  body?: unknown;
  /** The page's language, so the api answers messages in it. */
  locale?: string;
  signal?: AbortSignal;
}

function xsrfCookie(): string | undefined {
  return parseCookieHeader(document.cookie).get(cookieTable.xsrfToken.name);
}

/** Makes sure the readable XSRF-TOKEN cookie exists (the gateway's POST /api/csrf sets it). */
export async function ensureXsrf(): Promise<string> {
  const existing = xsrfCookie();
  if (existing) return existing;
  const response = await fetch('/api/csrf', { method: 'POST', credentials: 'same-origin' });
  const token = xsrfCookie();
  if (!response.ok || !token) {
    throw new BrowserApiError(response.status || 0, 'csrf_unavailable', 'csrf');
  }
  return token;
}

async function errorOf(response: Response): Promise<BrowserApiError> {
  try {
    const body = (await response.json()) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    };
    const error = body.error ?? {};
    return new BrowserApiError(
      response.status,
      error.code ?? 'http_error',
      error.message ?? `HTTP ${response.status}`,
      error.fields ?? {},
    );
  } catch {
    return new BrowserApiError(response.status, 'http_error', `HTTP ${response.status}`);
  }
}

/**
 * The browser's one way to the api: through the gateway at /api on the page's own origin, which
 * adds the bearer token from its httpOnly cookie. State-changing calls carry the XSRF
 * double-submit header. A failure is a BrowserApiError with the api's message in the page's
 * language (status 0 when the network failed), for a toast or the messages next to the fields.
 */
export async function browserApi<T>(path: string, options: BrowserCallOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.locale) headers['accept-language'] = options.locale;
  if (method !== 'GET') headers['x-xsrf-token'] = await ensureXsrf();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    throw new BrowserApiError(0, 'network', (error as Error).message);
  }
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
