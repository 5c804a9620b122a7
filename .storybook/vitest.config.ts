// Story interactions: every story of the Storybook (play functions included) runs as a Vitest test,
// headless in Debian's chromium, through @storybook/addon-vitest. The addon applies the project
// annotations of .storybook/preview.tsx itself, so no setup file is needed.
// Run: pnpm test:stories   (scripts/test.sh step "ui: story interactions (chromium)")
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const configDir = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: join(configDir, '..'),
  // A Vitest config replaces the Vite config that Storybook reads, so the plugins the stories need
  // are listed again here; without vanilla-extract every .css.ts fails (STACK.md gotcha 10).
  plugins: [react(), vanillaExtractPlugin(), storybookTest({ configDir })],
  optimizeDeps: {
    // Found late by the optimiser, they would make Vite reload the browser in the middle of a run
    // ("Vite unexpectedly reloaded a test", STACK.md gotcha 11).
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      // The compiled .css.ts modules import these runtimes; they are @allas/ui's dependencies, not
      // the root's, so they are named through it (pnpm does not hoist them to the root).
      '@allas/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@allas/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      'storybook/test',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          // Playwright cannot download its own browsers here (STACK.md gotcha 9).
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
