import type { Locale, SiteCode } from '@allas/core';
import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';

/** What the gateway's middleware leave on `ctx.state` for later ones (and, later, for SSR). */
export interface GatewayState {
  requestId: string;
  logger: Logger;
  /** Fresh per request; every inline script the SSR writes must carry it. */
  cspNonce: string;
  /** The site this request's host names (REGION_HOSTS). */
  site: SiteCode;
}

export type GatewayContext = ParameterizedContext<GatewayState>;
export type { Locale };
