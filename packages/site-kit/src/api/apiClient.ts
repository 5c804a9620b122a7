import { API_CALL_TIMEOUT_MS, shouldRetryRequest } from '@allas/core';
import { createTypedApi, type TypedApi } from './typedApi';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** The api's base URL (the gateway's load context). */
  baseUrl: string;
  /** The session's bearer token (the browser's calls get it from the gateway instead). */
  token?: string;
  requestId?: string;
  locale?: string;
  timeoutMs?: number;
  /** More request headers (the social-code exchange sends the visitor's session and XSRF token). */
  headers?: Readonly<Record<string, string>>;
  /** Aborts the calls with the request they serve (a browser that went away, a navigation). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** What one server-side call may set for itself. */
export interface ServerCallOptions {
  timeoutMs?: number;
}

/** A call's abort signal, and `end` to release its timer and listener once the answer is read. */
interface CallDeadline {
  signal: AbortSignal;
  end(): void;
}

/**
 * The call's timeout joined with the caller's own signal. Not `AbortSignal.any`: on Node 20 a
 * composite signal that only fetch holds can be garbage-collected before it fires
 * (nodejs/node#55428), and the call then waits for a frozen api forever instead of failing after
 * its timeout (the resilience faults test under CI's memory pressure). Here the timer and the
 * caller's listener hold the controller until `end`.
 */
function callDeadline(timeoutMs: number, signal: AbortSignal | undefined): CallDeadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    end() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

/**
 * The typed api client on the server (loaders, actions, the root middleware): JSON in and out, an
 * explicit timeout, and core's retry policy (one retry for idempotent methods on transient
 * statuses). A failure is an ApiError with the status (0 when the api could not be reached), for
 * the caller to show inline or as the error page.
 */
export function serverApi(options: ApiClientOptions): TypedApi<ServerCallOptions> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.requestId) headers['x-request-id'] = options.requestId;
  if (options.locale) headers['accept-language'] = options.locale;
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  return createTypedApi<ServerCallOptions>(async ({ method, path, body, options: call }) => {
    const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? API_CALL_TIMEOUT_MS;
    const callHeaders =
      body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
    for (let retriesSoFar = 0; ; retriesSoFar++) {
      const deadline = callDeadline(timeoutMs, options.signal);
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${path}`, {
          method,
          headers: callHeaders,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: deadline.signal,
        });
        // The body is read under the same deadline: an api that froze mid-answer fails the call too.
        if (response.ok) return await response.json();
      } catch (error) {
        // Nobody waits for this answer any more: stop here, and do not retry.
        if (options.signal?.aborted) throw options.signal.reason ?? error;
        throw new ApiError(0, `${method} ${path}: ${(error as Error).message}`);
      } finally {
        deadline.end();
      }
      if (!shouldRetryRequest({ method, status: response.status, retriesSoFar })) {
        throw new ApiError(response.status, `${method} ${path}: HTTP ${response.status}`);
      }
    }
  });
}
