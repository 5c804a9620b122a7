import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type SiteCode, siteDirectory } from '@allas/core';
import type { Middleware, Next } from 'koa';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config/env';
import type { GatewayContext, GatewayState } from '../http/state';
import type { FetchHandler } from './fetchAdapter';
import { type CreateRequestHandler, handlerOfServerBuild } from './siteBuilds';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The part of Vite's dev server the gateway uses (Vite is the site's dependency, not ours). */
interface ViteDevServer {
  middlewares: (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
  ssrFixStacktrace(error: Error): void;
  close(): Promise<void>;
}

export interface DevSites {
  handlers: Map<SiteCode, FetchHandler>;
  middleware: Middleware<GatewayState>;
  close(): Promise<void>;
}

/**
 * `pnpm dev`: each site rendered from its sources by a Vite dev server in middleware mode,
 * with the site's own Vite (its vite.config.ts and plugins). Each request imports the current
 * server build through Vite, so an edited route, component or style shows on the next request, and
 * the browser's modules update in place over Vite's hot-reload socket (one port per site).
 */
export async function startDevSites(config: GatewayConfig, logger: Logger): Promise<DevSites> {
  const servers = new Map<SiteCode, ViteDevServer>();
  const handlers = new Map<SiteCode, FetchHandler>();
  const sites = Object.values(config.sites);
  for (const [index, site] of sites.entries()) {
    const siteRoot = join(repoRoot, 'sites', siteDirectory(site.code));
    const requireFromSite = createRequire(join(siteRoot, 'package.json'));
    const vite = (await import(pathToFileURL(requireFromSite.resolve('vite')).href)) as {
      createServer(options: object): Promise<ViteDevServer>;
    };
    const server = await vite.createServer({
      root: siteRoot,
      configFile: join(siteRoot, 'vite.config.ts'),
      appType: 'custom',
      logLevel: 'warn',
      server: { middlewareMode: true, hmr: { port: 24_678 + index } },
    });
    servers.set(site.code, server);
    // react-router as the dev build imports it: Vite resolves it with the "development" condition
    // (dist/development), a plain import would take dist/production, and its contexts are module
    // singletons, so one copy would not recognise the other's RouterContextProvider.
    const reactRouterDir = dirname(requireFromSite.resolve('react-router/package.json'));
    const { createRequestHandler } = (await import(
      pathToFileURL(join(reactRouterDir, 'dist/development/index.js')).href
    )) as { createRequestHandler: CreateRequestHandler };
    handlers.set(site.code, async (request, loadContext) => {
      try {
        const build = await server.ssrLoadModule('virtual:react-router/server-build');
        return await handlerOfServerBuild(
          build,
          createRequestHandler,
          'development',
        )(request, loadContext);
      } catch (error) {
        server.ssrFixStacktrace(error as Error);
        throw error;
      }
    });
    logger.info({ site: site.code, siteRoot }, 'site rendered from source with hot reload');
  }
  const middleware = async (ctx: GatewayContext, next: Next) => {
    const server = servers.get(ctx.state.site);
    if (server === undefined) return next();
    // Vite answers its own URLs (/@vite/client, /app/…, /@fs/…) on the raw response, or passes the
    // request on: then the gateway goes on to render the page.
    const answeredByVite = await new Promise<boolean>((resolve, reject) => {
      ctx.res.once('finish', () => resolve(true));
      server.middlewares(ctx.req, ctx.res, (error?: unknown) => {
        if (error) reject(error);
        else resolve(false);
      });
    });
    if (answeredByVite) ctx.respond = false;
    else await next();
  };
  return {
    handlers,
    middleware: middleware as Middleware<GatewayState>,
    async close() {
      await Promise.all([...servers.values()].map((server) => server.close()));
    },
  };
}
