// Visual regression and accessibility over the static Storybook (storybook-static/, built by
// `pnpm build-storybook`), served on loopback by serveStorybook.mjs and driven in Debian's chromium.
// Everything that could make two runs differ is pinned: the browser binary, font hinting, colour
// profile, device scale, viewport sizes, animations and the caret; web fonts are bundled by @allas/ui.
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { pixelBrowser, pixelExpect } from './pixelSettings';
import { storybookStaticDir } from './storyIndex';

const root = join(import.meta.dirname, '..', '..');
// VISUAL_PORT and STORYBOOK_STATIC let a second checkout or an experiment run beside the usual one.
const PORT = Number(process.env.VISUAL_PORT ?? 6106);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  // No OS or browser suffix: the baselines are made in Debian chromium, here and in CI alike.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: join(root, 'test-results', 'visual'),
  fullyParallel: true,
  // Three on two cores: since a story load costs half the CPU it did (fixtures.ts), a test spends a
  // third of its time waiting (the module waterfall of a load, the protocol's round trips), and a
  // third worker fills it. Back to back on this 2-core machine: 117 Forms/ stories 109 s with 2
  // workers, 95 s with 3 (machine nearly idle); 90 Feedback/ and Navigation/ stories 112 and 141 s
  // with 2, 103 and 98 s with 3 (busy), the same CPU time either way. (With the old per-story cost
  // 3 were no faster: 149 and 200 s with 2, 161 and 192 s with 3.)
  workers: 3,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  reporter: [
    ['list'],
    ['html', { outputFolder: join(root, 'reports', 'visual-html'), open: 'never' }],
    ['json', { outputFile: join(root, 'reports', 'playwright-visual.json') }],
  ],
  expect: pixelExpect,
  use: {
    ...pixelBrowser,
    baseURL,
    locale: 'en-GB',
  },
  webServer: {
    command: `node tests/visual/serveStorybook.mjs ${storybookStaticDir} ${PORT}`,
    cwd: root,
    url: `${baseURL}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
