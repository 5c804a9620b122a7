import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type SiteCode, siteDirectory } from '@allas/core';
import type { GatewayConfig } from '../config/env';
import type { FetchHandler } from './fetchAdapter';

/** react-router's `createRequestHandler(build, mode)`. */
export type CreateRequestHandler = (build: unknown, mode?: string) => FetchHandler;

export interface SiteBuild {
  site: SiteCode;
  /** The server build module (build/server/index.js). */
  serverEntry: string;
  /** Its browser files (build/client), served before SSR: hashed /assets/* with immutable caching. */
  clientDir: string;
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const defaultServerEntry = (site: SiteCode) =>
  resolve(repoRoot, 'sites', siteDirectory(site), 'build/server/index.js');

/**
 * Where each site's build is: SITE_BUILD_<SITE>, else `sites/<hu|ro|blue>/build/server/index.js`
 * in this repository. A configured path that does not exist stops the start (the variable is
 * named); a missing default build is only a notice while the site is not built, except in
 * production, where serving no pages would be an outage.
 */
export function locateSiteBuilds(
  config: GatewayConfig,
  notice: (message: string) => void,
): SiteBuild[] {
  const builds: SiteBuild[] = [];
  for (const site of Object.values(config.sites)) {
    const configured = site.siteBuild !== undefined;
    const serverEntry = resolve(site.siteBuild ?? defaultServerEntry(site.code));
    if (!existsSync(serverEntry)) {
      const message = `SITE_BUILD_${site.code}: no server build at ${serverEntry}`;
      if (configured || config.nodeEnv === 'production') throw new Error(message);
      notice(`${message}; ${site.code} pages answer 503 until the site is built`);
      continue;
    }
    builds.push({
      site: site.code,
      serverEntry,
      clientDir: resolve(dirname(serverEntry), '../client'),
    });
  }
  return builds;
}

/**
 * Imports a server build and makes its Fetch handler. `createRequestHandler` is passed in: it must
 * come from the same react-router copy as the build's own imports (its contexts are module
 * singletons), which the SSR setup guarantees by pinning one version for the sites and the gateway.
 */
export async function loadSiteHandler(
  build: SiteBuild,
  createRequestHandler: CreateRequestHandler,
  mode: 'production' | 'development',
): Promise<FetchHandler> {
  const module = await import(pathToFileURL(build.serverEntry).href);
  return handlerOfServerBuild(module, createRequestHandler, mode);
}

/** A Fetch handler for an imported server build (from its file, or from Vite in development). */
export function handlerOfServerBuild(
  serverBuild: unknown,
  createRequestHandler: CreateRequestHandler,
  mode: 'production' | 'development',
): FetchHandler {
  const module = serverBuild as {
    entry?: { module?: { getLoadContext?: (context: unknown) => unknown } };
  };
  const handler = createRequestHandler(module, mode);
  // With middleware (on in react-router 8) the handler only takes a RouterContextProvider; the
  // site's server entry exports getLoadContext to turn the gateway's GatewayRequestContext into one.
  const toLoadContext = module.entry?.module?.getLoadContext;
  if (toLoadContext === undefined) return handler;
  return (request, loadContext) => handler(request, toLoadContext(loadContext));
}
