import { constants } from 'node:zlib';
import type { SiteCode } from '@allas/core';
import Koa, { type Middleware } from 'koa';
import compress from 'koa-compress';
import type { Logger } from 'pino';
import { authProxy } from './auth/authProxy';
import type { GatewayConfig } from './config/env';
import { drainRequestBody } from './http/drainRequestBody';
import { siteByHost } from './http/regionOfHost';
import { requestLog } from './http/requestLog';
import { requestPath } from './http/requestPath';
import { securityHeaders } from './http/securityHeaders';
import type { GatewayState } from './http/state';
import { unexpectedErrors } from './http/unexpectedErrors';
import { opsRoutes } from './ops/opsRoutes';
import type { ApiClient } from './proxy/callApi';
import { passThrough } from './proxy/passThrough';
import type { FetchHandler } from './ssr/fetchAdapter';
import { pageCache } from './ssr/pageCache';
import { renderAdmission } from './ssr/renderAdmission';
import { siteAssets } from './ssr/siteAssets';
import type { SiteBuild } from './ssr/siteBuilds';
import { siteRendering } from './ssr/siteRendering';

export interface GatewayDeps {
  logger: Logger;
  api: ApiClient;
  /** The located site builds (their client folders are served) … */
  siteBuilds: readonly SiteBuild[];
  /** … and each site's render handler. */
  siteHandlers: ReadonlyMap<SiteCode, FetchHandler>;
  /** pnpm dev: the Vite dev servers' middleware, serving sources and hot reload instead of builds. */
  siteDevMiddleware?: Middleware<GatewayState>;
}

/**
 * The gateway's Koa app. Order matters: the request id and the error net wrap everything; security
 * headers go on every answer; operations routes, the auth proxy and the pass-through come before
 * static files, and those before SSR, so a site never sees /favicon.ico, /robots.txt or /api/*.
 */
export async function createGateway(config: GatewayConfig, deps: GatewayDeps) {
  const app = new Koa<GatewayState>({ proxy: config.trustProxy });
  // Trusted: one load balancer in front, whose own (last) X-Forwarded-For entry is the client.
  if (config.trustProxy) app.maxIpsCount = 1;
  const timeouts = { api: deps.api, maxResponseBytes: config.maxResponseBytes };
  // Errors Koa sees after the answer started (a browser closing a streamed page early) go to the
  // JSON log rather than to stderr; a browser that went away is routine, not an error.
  app.on('error', (error: NodeJS.ErrnoException, ctx?: { state?: Partial<GatewayState> }) => {
    const logger = ctx?.state?.logger ?? deps.logger;
    const routine = ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'].includes(
      error.code ?? '',
    );
    if (routine) logger.debug({ err: error }, 'browser went away during the answer');
    else logger.error({ err: error }, 'error while answering');
  });

  app.use(requestLog(deps.logger));
  app.use(drainRequestBody);
  app.use(unexpectedErrors);
  app.use(securityHeaders({ devSockets: config.sitesDev }));
  app.use(
    compress({
      threshold: 1024,
      // Flush per write so streamed SSR HTML reaches the browser while it renders.
      gzip: { flush: constants.Z_SYNC_FLUSH },
      deflate: { flush: constants.Z_SYNC_FLUSH },
      br: {
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      },
    }),
  );
  app.use(siteByHost(config.regionHosts));
  app.use(requestPath);
  app.use((await opsRoutes(config, deps.api)).routes());
  app.use(authProxy({ ...timeouts, timeoutMs: config.authTimeoutMs }).routes());
  app.use(passThrough({ ...timeouts, timeoutMs: config.apiTimeoutMs }));
  app.use(deps.siteDevMiddleware ?? siteAssets(deps.siteBuilds));
  // Cached signed-out pages skip the render line.
  app.use(pageCache({ ...config.pageCache, devSockets: config.sitesDev }));
  app.use(renderAdmission(config.renders));
  app.use(siteRendering(deps.siteHandlers, config));
  return app;
}
