// The started product for a Playwright config: an api on a fresh database in a throw-away folder
// (a script run first on the same folder writes the run's accounts), and gateways in front of the
// built sites. The journeys (tests/e2e) and the page screenshots (tests/pages) each start one.
import { join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import type { productAt } from './servers';

type WebServer = Extract<
  NonNullable<PlaywrightTestConfig['webServer']>,
  readonly unknown[]
>[number];

const root = join(import.meta.dirname, '..', '..');

export function productWebServers(
  product: ReturnType<typeof productAt>,
  options: {
    /** Run with tsx from server/api before the api starts, on its DATA_DIR (PGlite: one process at a time). */
    prepare: string;
    apiEnv: Record<string, string>;
    gatewayEnv: Record<string, string>;
    /** A second gateway in maintenance mode on ports.maintenanceGateway. */
    maintenance: boolean;
  },
): WebServer[] {
  const { ports, huOrigin, roOrigin, blueOrigin, maintenanceOrigin } = product;
  const gatewayEnv = {
    API_URL: `http://127.0.0.1:${ports.api}`,
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL_HU: huOrigin,
    PUBLIC_BASE_URL_RO: roOrigin,
    PUBLIC_BASE_URL_BLUE: blueOrigin,
    ...options.gatewayEnv,
  };
  const gateway = (port: number, url: string, env: Record<string, string>): WebServer => ({
    command: 'pnpm exec tsx src/main.ts',
    cwd: join(root, 'server', 'gateway'),
    url: `${url}/healthz`,
    env: { ...gatewayEnv, ...env, PORT: String(port) },
    timeout: 120_000,
    reuseExistingServer: false,
  });
  return [
    {
      // PGlite start, migrations and the seed take up to a minute on a busy machine.
      command: `sh -c 'export DATA_DIR="$(mktemp -d)" && pnpm exec tsx ${options.prepare} && exec pnpm exec tsx src/main.ts'`,
      cwd: join(root, 'server', 'api'),
      url: `http://127.0.0.1:${ports.api}/healthz`,
      env: {
        API_PORT: String(ports.api),
        LOG_LEVEL: 'warn',
        RATE_LIMITS: '0',
        PUBLIC_BASE_URL_HU: huOrigin,
        PUBLIC_BASE_URL_RO: roOrigin,
        PUBLIC_BASE_URL_BLUE: blueOrigin,
        ...options.apiEnv,
      },
      timeout: 240_000,
      reuseExistingServer: false,
    },
    gateway(ports.gateway, huOrigin, {}),
    ...(options.maintenance
      ? [gateway(ports.maintenanceGateway, maintenanceOrigin, { MAINTENANCE: '1' })]
      : []),
  ];
}

/**
 * The browser state of a visitor who has already seen the award's voting invitation. The demo seed
 * opens the voting on the day the api starts, and during the voting the shell invites each guest to
 * vote once per szmdModalShown lifetime (spec §4); voting.spec.ts starts without the cookie.
 */
export const votingInvitationSeen = {
  cookies: ['localhost', 'ro.localhost', 'blue.localhost'].map((domain) => ({
    name: 'szmdModalShown',
    value: 'true',
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};
