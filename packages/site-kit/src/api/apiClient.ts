import { shouldRetryRequest } from '@allas/core';

/** How long a server-side api call may take before the page gives up on it. */
export const API_TIMEOUT_MS = 5000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiCallOptions {
  /** The api's base URL on the server (load context), or '/api' in the browser. */
  baseUrl: string;
  method?: string;
  /** The session's bearer token (server side only; the browser's calls get it from the gateway). */
  token?: string;
  requestId?: string;
  locale?: string;
  body?: unknown;
  timeoutMs?: number;
  /** Aborts the call with the request it serves (a browser that went away, a navigation). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** The call's timeout, joined with the caller's own signal when it has one. */
function callSignal(options: ApiCallOptions): AbortSignal {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  return options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
}

/**
 * The one HTTP client of the sites: JSON in and out, an explicit timeout, and core's retry policy
 * (one retry for idempotent methods on transient statuses). A failure is an ApiError with the
 * status (0 when the api could not be reached), for the caller to show inline or as the error page.
 */
export async function apiCall<T>(path: string, options: ApiCallOptions): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.requestId) headers['x-request-id'] = options.requestId;
  if (options.locale) headers['accept-language'] = options.locale;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const doFetch = options.fetch ?? fetch;
  for (let retriesSoFar = 0; ; retriesSoFar++) {
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: callSignal(options),
      });
    } catch (error) {
      // Nobody waits for this answer any more: stop here, and do not retry.
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      throw new ApiError(0, `${method} ${path}: ${(error as Error).message}`);
    }
    if (response.ok) return (await response.json()) as T;
    if (!shouldRetryRequest({ method, status: response.status, retriesSoFar })) {
      throw new ApiError(response.status, `${method} ${path}: HTTP ${response.status}`);
    }
  }
}
