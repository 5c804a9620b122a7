// End-to-end journeys against the started product: the api and the gateway serving the built sites
// (`pnpm build:sites` first), driven in Debian's chromium (Playwright cannot download browsers here).
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { blueOrigin, gtmId, huOrigin, maintenanceOrigin, ports, roOrigin } from './servers';

const root = join(import.meta.dirname, '..', '..');
const apiUrl = `http://127.0.0.1:${ports.api}`;
const gatewayEnv = {
  API_URL: apiUrl,
  LOG_LEVEL: 'warn',
  PUBLIC_BASE_URL_HU: huOrigin,
  PUBLIC_BASE_URL_RO: roOrigin,
  PUBLIC_BASE_URL_BLUE: blueOrigin,
  GTM_ID_HU: gtmId,
  // The RO site offers only Romanian and English here, so /hu/… shows the language redirect.
  SITE_LANGS_RO: 'ro,en',
  // Signed-out pages cached as `npm start` (production) does, so every journey runs with the cache.
  PAGE_CACHE_TTL_MS: '10000',
};

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  outputDir: join(root, 'test-results', 'e2e'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: join(root, 'reports', 'playwright-e2e.json') }]],
  use: {
    browserName: 'chromium',
    locale: 'en-GB',
    timezoneId: 'Europe/Budapest',
    // The demo seed opens the award's voting on the day the api starts, and during the voting the
    // shell invites each guest to vote once per szmdModalShown lifetime (spec §4). Every journey is
    // a visitor who has already seen the invitation; voting.spec.ts starts without the cookie.
    storageState: {
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
    },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: [
    {
      // A fresh database per run, first given the run's employer account (employer-account.ts);
      // PGlite start, migrations and a 40-job seed take up to a minute on a busy machine.
      command:
        'sh -c \'export DATA_DIR="$(mktemp -d)" && pnpm exec tsx ../../tests/e2e/employer-account.ts && exec pnpm exec tsx src/main.ts\'',
      cwd: join(root, 'server', 'api'),
      url: `${apiUrl}/healthz`,
      env: {
        API_PORT: String(ports.api),
        SEED_JOBS: '40',
        LOG_LEVEL: 'warn',
        RATE_LIMITS: '0',
        // A proof-of-work captcha the journeys can solve in a few hashes.
        CAPTCHA_MAX_NUMBER: '10',
        // Mounts POST /_test/social-login-codes, standing in for the OAuth callback (a later issue)
        // in tests/e2e/social-login.spec.ts; the api refuses the flag in production.
        SOCIAL_LOGIN_TEST_CODES: '1',
        // Social sign-in (issue 14): the local provider stands in for LinkedIn, Google and Facebook
        // (tests/e2e/social-sign-in.spec.ts); the callbacks go to the sites' public origins.
        SOCIAL_DEV_PROVIDER: '1',
        SOCIAL_DEV_PROVIDER_PORT: String(ports.socialProvider),
        PUBLIC_BASE_URL_HU: huOrigin,
        PUBLIC_BASE_URL_RO: roOrigin,
        PUBLIC_BASE_URL_BLUE: blueOrigin,
      },
      timeout: 240_000,
      reuseExistingServer: false,
    },
    {
      command: 'pnpm exec tsx src/main.ts',
      cwd: join(root, 'server', 'gateway'),
      url: `${huOrigin}/healthz`,
      env: { ...gatewayEnv, PORT: String(ports.gateway) },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: 'pnpm exec tsx src/main.ts',
      cwd: join(root, 'server', 'gateway'),
      url: `${maintenanceOrigin}/healthz`,
      env: { ...gatewayEnv, PORT: String(ports.maintenanceGateway), MAINTENANCE: '1' },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
