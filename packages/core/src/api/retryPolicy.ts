/**
 * How long a call to the api may take before the caller gives up on it (the sites' server-side
 * client, the gateway's auth calls).
 */
export const API_CALL_TIMEOUT_MS = 5000;

/**
 * How long the api may stay silent on a call the gateway passes through for the browser before
 * the gateway gives up on it (the default of its API_TIMEOUT_MS setting): longer than a call's,
 * because the pass-through also carries uploads, and counted from the last progress in either
 * direction rather than from the start.
 */
export const API_PASS_THROUGH_IDLE_MS = 10_000;

/** Spec §7: the HTTP client retries these statuses … */
export const RETRYABLE_STATUS_CODES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
/** … once … */
export const MAX_HTTP_RETRIES = 1;
/** … and only for methods that are safe to repeat (RFC 9110 §9.2.2). */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'OPTIONS',
  'PUT',
  'DELETE',
  'TRACE',
]);

/** Whether a failed request should be sent again; `retriesSoFar` counts earlier retries. */
export function shouldRetryRequest(input: {
  method: string;
  status: number;
  retriesSoFar: number;
}): boolean {
  return (
    input.retriesSoFar < MAX_HTTP_RETRIES &&
    IDEMPOTENT_METHODS.has(input.method.toUpperCase()) &&
    RETRYABLE_STATUS_CODES.has(input.status)
  );
}
