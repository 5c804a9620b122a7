import {
  type AnyEndpoint,
  cookieTable,
  type GatewayAuthEndpoint,
  parseCookieHeader,
} from '@allas/core';
import { createTypedApi } from './typedApi';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The error of a failed answer, from its text (the api's error body, or anything else). */
export function browserApiError(status: number, text: string): BrowserApiError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const error = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : {};
  const fields = isRecord(error.fields) ? error.fields : {};
  return new BrowserApiError(
    status,
    typeof error.code === 'string' ? error.code : 'http_error',
    typeof error.message === 'string' ? error.message : `HTTP ${status}`,
    Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, String(message)])),
  );
}

/** A success's JSON, or nothing for an empty answer (204). */
export function parseAnswer(text: string): unknown {
  return text ? JSON.parse(text) : undefined;
}

/**
 * The browser's typed api client: through the gateway at /api on the page's own origin, which
 * adds the bearer token from its httpOnly cookie and applies core's retry policy on its call to
 * the api (so the browser does not retry as well). State-changing calls carry the XSRF
 * double-submit header. A failure is a BrowserApiError with the api's message in the page's
 * language (status 0 when the network failed), for a toast or the messages next to the fields.
 */
export const browserApi = createTypedApi<BrowserCallOptions, AnyEndpoint | GatewayAuthEndpoint>(
  async ({ method, path, body, options }) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.locale) headers['accept-language'] = options.locale;
    if (method !== 'GET') headers['x-xsrf-token'] = await ensureXsrf();
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetch(`/api${path}`, {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      throw new BrowserApiError(0, 'network', (error as Error).message);
    }
    const text = await response.text();
    if (!response.ok) throw browserApiError(response.status, text);
    return parseAnswer(text);
  },
);
