// Page-level visual review (issue 18 §6): whole pages of the three built sites, signed out and
// signed in, screenshotted at 375 and 1280 px and compared with committed baselines, in the same
// pixel settings and HTML report format as the story screenshots (tests/visual), with axe on every
// page. The product is its own: an api on a fresh database seeded under a fixed clock
// (ALLAS_FIXED_NOW, also preloaded into the gateway by fixed-clock.mjs), and a gateway on ports of
// its own (PAGES_PORT), so the journeys of tests/e2e, which change their database, never show here.
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { productWebServers } from '../e2e/productServers';
import { pixelBrowser, pixelExpect } from '../visual/pixelSettings';
import { pagesProduct } from './pageProduct';
import { FIXED_NOW } from './settle';

const root = join(import.meta.dirname, '..', '..');

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  // No OS or browser suffix: the baselines are made in Debian chromium, as tests/visual's are.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: join(root, 'test-results', 'pages'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  reporter: [
    ['list'],
    ['html', { outputFolder: join(root, 'reports', 'pages-html'), open: 'never' }],
    ['json', { outputFile: join(root, 'reports', 'playwright-pages.json') }],
  ],
  // The stories' pixel settings (threshold 0: any colour change counts; 10 pixels of anti-aliasing).
  expect: pixelExpect,
  use: { ...pixelBrowser, locale: 'hu-HU', reducedMotion: 'reduce' },
  webServer: productWebServers(pagesProduct, {
    prepare: '../../tests/pages/prepare-data.ts',
    apiEnv: {
      ALLAS_FIXED_NOW: FIXED_NOW,
      SEED_JOBS: '60',
      SEED_RANDOM: '20251001',
      CAPTCHA_MAX_NUMBER: '10',
      // The alert scheduler would mail the seeded alert and stamp it mid-run.
      ALERTS_INTERVAL_SECONDS: '0',
    },
    gatewayEnv: {
      ALLAS_FIXED_NOW: FIXED_NOW,
      NODE_OPTIONS: `--import=${join(import.meta.dirname, 'fixed-clock.mjs')}`,
      // Every page rendered for its request: nothing rendered before the clock moved is served.
      PAGE_CACHE_TTL_MS: '0',
    },
    maintenance: false,
  }),
});
