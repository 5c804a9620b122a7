import { cookieTable } from '@allas/core';
import { ApiError, serverApi } from '../api/apiClient';

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
  const api = serverApi({
    baseUrl: input.apiUrl,
    requestId: input.requestId,
    locale: input.locale,
    headers: {
      'x-xsrf-token': input.xsrf,
      cookie: `${cookieTable.session.name}=${encodeURIComponent(input.session)}`,
    },
    ...(input.fetch ? { fetch: input.fetch } : {}),
  });
  try {
    // A POST: core's policy never repeats it.
    const [first] = await api.post('/auth/social/exchange', { body: { token: input.code } });
    return typeof first?.token === 'string' && first.token !== ''
      ? { ok: true, token: first.token }
      : { ok: false, reason: 'failed' };
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return { ok: false, reason: refused ? 'invalid' : 'failed' };
  }
}
