import type { RegionCode } from '@allas/core';
import pino from 'pino';
import { createGateway } from '../../src/app';
import { type GatewayConfig, loadConfig } from '../../src/config/env';
import { createApiClient } from '../../src/proxy/callApi';
import { listen } from '../../src/server';
import type { FetchHandler } from '../../src/ssr/fetchAdapter';
import type { SiteBuild } from '../../src/ssr/siteBuilds';

export interface TestGateway {
  url: string;
  config: GatewayConfig;
  /** The JSON log lines written so far. */
  logs: Record<string, unknown>[];
  /** Graceful stop (1 s at most); true when every connection ended by itself in that time. */
  close(): Promise<boolean>;
}

/**
 * The gateway on a loopback port in front of `apiUrl`, configured as main.ts would from these
 * environment variables; sites are whatever the test passes (none by default).
 */
export async function startTestGateway(
  apiUrl: string,
  env: Record<string, string> = {},
  sites: { builds?: SiteBuild[]; handlers?: Map<RegionCode, FetchHandler> } = {},
): Promise<TestGateway> {
  const config = loadConfig({ NODE_ENV: 'test', API_URL: apiUrl, ...env });
  const logs: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const api = createApiClient(config.apiUrl);
  const app = await createGateway(config, {
    logger,
    api,
    siteBuilds: sites.builds ?? [],
    siteHandlers: sites.handlers ?? new Map(),
  });
  const running = await listen(app, 0, '127.0.0.1');
  return {
    url: running.url,
    config,
    logs,
    async close() {
      const inTime = await running.stop(1000);
      api.close();
      return inTime;
    },
  };
}

/** Cookie and header values of a signed-in browser session, as the gateway would have set them. */
export const browserSession = {
  xsrf: 'xsrf-value-123',
  session: 'session-value-456',
  token: 'token-value-789',
};

export function sessionCookieHeader(
  parts: Partial<typeof browserSession> = browserSession,
): string {
  const pairs: string[] = [];
  if (parts.xsrf !== undefined) pairs.push(`XSRF-TOKEN=${parts.xsrf}`);
  if (parts.session !== undefined) pairs.push(`allas_session=${parts.session}`);
  if (parts.token !== undefined) pairs.push(`token=${parts.token}`);
  return pairs.join('; ');
}
