import { API_CALL_TIMEOUT_MS, cookieTable } from '@allas/core';

export type ExchangeOutcome =
  | { ok: true; token: string }
  | { ok: false; reason: 'invalid' | 'failed' };

export interface ExchangeInput {
  apiUrl: string;
  requestId: string;
  locale: string;
  code: string;
  session: string;
  xsrf: string;
  fetch?: typeof fetch;
}

/**
 * Trades the one-time code at the api (POST /auth/social/exchange) on the server, as the gateway's
 * /api/social-login does for browser code: with the visitor's session cookie, to which the code is
 * bound, and their XSRF token. A refused code (4xx) is `invalid`; an unreachable or failing api is
 * `failed`. Never retried: a code works once.
 */
export async function exchangeSocialCode(input: ExchangeInput): Promise<ExchangeOutcome> {
  const doFetch = input.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${input.apiUrl.replace(/\/$/, '')}/auth/social/exchange`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'accept-language': input.locale,
        'x-request-id': input.requestId,
        'x-xsrf-token': input.xsrf,
        cookie: `${cookieTable.session.name}=${encodeURIComponent(input.session)}`,
      },
      body: JSON.stringify({ token: input.code }),
      signal: AbortSignal.timeout(API_CALL_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, reason: 'failed' };
  }
  if (response.status >= 400 && response.status < 500) return { ok: false, reason: 'invalid' };
  if (!response.ok) return { ok: false, reason: 'failed' };
  const answer = (await response.json().catch(() => null)) as unknown;
  const first = Array.isArray(answer) ? (answer[0] as { token?: unknown } | undefined) : undefined;
  return typeof first?.token === 'string' && first.token !== ''
    ? { ok: true, token: first.token }
    : { ok: false, reason: 'failed' };
}
