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
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const configDir = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: join(configDir, '..'),
  // A Vitest config replaces the Vite config that Storybook reads, so the plugins the stories need
  // are listed again here; without vanilla-extract every .css.ts fails (STACK.md gotcha 10).
  plugins: [react(), vanillaExtractPlugin(), storybookTest({ configDir })],
  optimizeDeps: {
    // Every dependency the stories load is pre-bundled up front and discovery is off: a dependency
    // found late by the optimiser makes Vite re-bundle and reload the browser in the middle of a run
    // ("Vite unexpectedly reloaded a test", STACK.md gotcha 11), and on a slower machine the test
    // files loading at that moment fail as a whole. A missing entry fails every run alike.
    noDiscovery: true,
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-dom/test-utils',
      // @allas/ui's own dependencies are named through it: pnpm does not hoist them to the root.
      '@allas/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@allas/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@allas/ui > @radix-ui/react-dialog',
      '@allas/ui > @radix-ui/react-switch',
      '@allas/ui > @radix-ui/react-toast',
      '@allas/ui > @react-google-maps/api',
      '@allas/ui > @googlemaps/markerclusterer',
      '@allas/ui > react-dropzone',
      '@allas/ui > react-phone-number-input',
      // site-kit's sections (their stories render in the site's router and language).
      '@allas/site-kit > react-router',
      '@allas/site-kit > react-intl',
      '@allas/site-kit > swr',
      '@allas/site-kit > react-hook-form',
      '@allas/site-kit > @hookform/resolvers/zod',
      '@allas/site-kit > zod',
      'storybook/test',
      'storybook/preview-api',
      'storybook/internal/channels',
      'storybook/internal/docs-tools',
      'storybook/internal/preview-api',
      'storybook/internal/preview/runtime',
      '@storybook/addon-vitest/internal/global-setup',
      '@storybook/addon-vitest/internal/setup-file',
      '@storybook/addon-vitest/internal/test-utils',
      'vitest > @vitest/expect > chai',
      'vitest > @vitest/snapshot > magic-string',
      'vitest > expect-type',
    ],
  },
  test: {
    name: 'storybook',
    // The story files share one tester iframe, so the stories' modules (Storybook's runtime, ui,
    // site-kit) are loaded and evaluated once instead of once per file. Back to back on this 2-core
    // machine: ui's 61 files 144 s (158 s CPU) isolated, 57 s (34 s CPU) shared; site-kit's 61 files
    // in three isolated runs 409 s (226 s CPU), one shared run 70 s (44 s CPU); both packages in one
    // shared run 80 s (62 s CPU). Every story still mounts afresh, and the visual step
    // (tests/visual) loads every story, play function included, in a page of its own.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      // On a busy two-core machine the first sessions can take over a minute to connect while Vite
      // transforms the stories; past the default timeout their test files would not run at all.
      connectTimeout: 180_000,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_FLAGS],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
