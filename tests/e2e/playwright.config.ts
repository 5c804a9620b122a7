// End-to-end journeys against the started product: the api and the gateway serving the built sites
// (`pnpm build:sites` first), driven in Debian's chromium (Playwright cannot download browsers here).
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { productWebServers, votingInvitationSeen } from './productServers';
import { e2eProduct, gtmId } from './servers';

const root = join(import.meta.dirname, '..', '..');

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
    storageState: votingInvitationSeen,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  // A fresh database per run, first given the run's employer accounts (employer-account.ts).
  webServer: productWebServers(e2eProduct, {
    prepare: '../../tests/e2e/employer-account.ts',
    apiEnv: {
      SEED_JOBS: '40',
      // A proof-of-work captcha the journeys can solve in a few hashes.
      CAPTCHA_MAX_NUMBER: '10',
      // Mounts POST /_test/social-login-codes, standing in for the OAuth callback (a later issue)
      // in tests/e2e/social-login.spec.ts; the api refuses the flag in production.
      SOCIAL_LOGIN_TEST_CODES: '1',
      // Social sign-in (issue 14): the local provider stands in for LinkedIn, Google and Facebook
      // (tests/e2e/social-sign-in.spec.ts); the callbacks go to the sites' public origins.
      SOCIAL_DEV_PROVIDER: '1',
      SOCIAL_DEV_PROVIDER_PORT: String(e2eProduct.ports.socialProvider),
    },
    gatewayEnv: {
      GTM_ID_HU: gtmId,
      // The RO site offers only Romanian and English here, so /hu/… shows the language redirect.
      SITE_LANGS_RO: 'ro,en',
      // Signed-out pages cached as `npm start` (production) does, so every journey runs with the cache.
      PAGE_CACHE_TTL_MS: '10000',
    },
    maintenance: true,
  }),
});
