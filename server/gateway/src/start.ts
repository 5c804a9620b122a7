import type { SiteCode } from '@allas/core';
import type { Logger } from 'pino';
import { createGateway } from './app';
import type { GatewayConfig } from './config/env';
import { createApiClient } from './proxy/callApi';
import { listen, type RunningGateway } from './server';
import { startDevSites } from './ssr/devSites';
import type { FetchHandler } from './ssr/fetchAdapter';
import {
  type CreateRequestHandler,
  loadSiteHandler,
  locateSiteBuilds,
  type SiteBuild,
} from './ssr/siteBuilds';

/** react-router's handler factory, imported only once a site build is there to render. */
async function reactRouterHandlerFactory(): Promise<CreateRequestHandler> {
  const specifier = 'react-router';
  try {
    const module = (await import(specifier)) as { createRequestHandler: CreateRequestHandler };
    return module.createRequestHandler;
  } catch (error) {
    throw new Error(
      `A site build is present but @allas/gateway cannot import react-router to render it (${(error as Error).message})`,
    );
  }
}

export interface StartOptions {
  /** Overrides the react-router import (tests pass a fake). */
  createRequestHandler?: CreateRequestHandler;
}

export interface StartedGateway extends RunningGateway {
  siteBuilds: readonly SiteBuild[];
  /** Graceful stop of the server, then the api connections. */
  close(timeoutMs?: number): Promise<boolean>;
}

/** Locates and loads the site builds, builds the app and listens. */
export async function startGateway(
  config: GatewayConfig,
  logger: Logger,
  options: StartOptions = {},
): Promise<StartedGateway> {
  if (config.sitesDev) return startWithDevSites(config, logger);
  const siteBuilds = locateSiteBuilds(config, (message) => logger.warn(message));
  const siteHandlers = new Map<SiteCode, FetchHandler>();
  if (siteBuilds.length > 0) {
    const factory = options.createRequestHandler ?? (await reactRouterHandlerFactory());
    const mode = config.nodeEnv === 'production' ? 'production' : 'development';
    for (const build of siteBuilds) {
      siteHandlers.set(build.site, await loadSiteHandler(build, factory, mode));
    }
  }
  const api = createApiClient(config.apiUrl);
  const app = await createGateway(config, { logger, api, siteBuilds, siteHandlers });
  const running = await listen(app, config.port, config.host);
  return {
    ...running,
    siteBuilds,
    async close(timeoutMs = config.shutdownTimeoutMs) {
      const inTime = await running.stop(timeoutMs);
      api.close();
      return inTime;
    },
  };
}

/** pnpm dev: the same gateway, with the sites rendered from source by Vite (hot reload). */
async function startWithDevSites(config: GatewayConfig, logger: Logger): Promise<StartedGateway> {
  const devSites = await startDevSites(config, logger);
  const api = createApiClient(config.apiUrl);
  const app = await createGateway(config, {
    logger,
    api,
    siteBuilds: [],
    siteHandlers: devSites.handlers,
    siteDevMiddleware: devSites.middleware,
  });
  const running = await listen(app, config.port, config.host);
  return {
    ...running,
    siteBuilds: [],
    async close(timeoutMs = config.shutdownTimeoutMs) {
      const inTime = await running.stop(timeoutMs);
      api.close();
      await devSites.close();
      return inTime;
    },
  };
}
