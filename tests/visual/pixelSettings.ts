// The pixel-exact settings shared by the two screenshot suites, the stories' (tests/visual) and the
// pages' (tests/pages): how screenshots are compared and the browser that takes them.
import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export const pixelExpect = {
  // threshold 0: any colour change counts, also a subtle token tweak (the default 0.2 lets it pass).
  // maxDiffPixels 10: a fresh-clone run showed 2 pixels (channel delta 7/255) of anti-aliasing noise
  // at the corner of a button in a bottom-fixed bar, in 2 of 1,664 screenshots; a one-token change
  // differs by thousands of pixels (13,811 at 375 px), so it still fails.
  toHaveScreenshot: {
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixels: 10,
    threshold: 0,
  },
} satisfies PlaywrightTestConfig['expect'];

/** Everything that could make two runs' pixels differ, pinned: device scale, colours, fonts' hinting. */
export const pixelBrowser = {
  browserName: 'chromium',
  deviceScaleFactor: 1,
  colorScheme: 'light',
  timezoneId: 'Europe/Budapest',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--font-render-hinting=none', '--force-color-profile=srgb'],
  },
} satisfies PlaywrightTestConfig['use'];
