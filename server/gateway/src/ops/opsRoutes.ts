import { readFile } from 'node:fs/promises';
import Router from '@koa/router';
import type { GatewayConfig } from '../config/env';
import type { GatewayState } from '../http/state';
import { type ApiClient, ApiFailure } from '../proxy/callApi';
import { robotsTxt } from './robots';

const faviconFile = new URL('../../public/favicon.ico', import.meta.url);

/**
 * Routes answered before any site code runs: liveness, readiness, robots.txt and the favicon.
 * They come first because a site's optional language segment would otherwise take single-segment
 * paths like /favicon.ico as a language (STACK gotcha 20).
 */
export async function opsRoutes(config: GatewayConfig, api: ApiClient) {
  const favicon = await readFile(faviconFile);
  const router = new Router<GatewayState>();

  /** Liveness: the process answers. Never looks at the api, so a slow api does not restart us. */
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  /** Readiness: the api answers its own /healthz in time, so this gateway can serve sessions. */
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      const answer = await api.call({
        method: 'GET',
        path: '/healthz',
        headers: { accept: 'application/json', 'x-request-id': ctx.state.requestId },
        timeoutMs: config.readyTimeoutMs,
        maxResponseBytes: 64 * 1024,
      });
      const ready = answer.status === 200;
      ctx.status = ready ? 200 : 503;
      ctx.body = ready ? { status: 'ready' } : { status: 'unavailable', api: answer.status };
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      ctx.status = 503;
      ctx.body = { status: 'unavailable', api: error.kind };
    }
  });

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = robotsTxt(config.sites[ctx.state.site].publicBaseUrl);
  });

  router.get('/favicon.ico', (ctx) => {
    ctx.type = 'image/x-icon';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = favicon;
  });

  return router;
}
