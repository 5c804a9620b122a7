// The suite's own proof: a page-level layout break fails the comparison. The home page's
// call-to-action boxes once collapsed (their headings broke letter by letter from 768 px up) while
// every story of the box looked right; the break is made again here, in the browser, and the
// screenshot is compared with the committed baseline by Playwright's own toHaveScreenshot comparator
// with the suite's settings. The comparison must report a difference, and the same comparator must
// find the baseline equal to itself (so the failure is the break's, not the comparator's).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import { gotoHydrated } from '../e2e/hydration';
import { pixelExpect } from '../visual/pixelSettings';
import { SITES, test } from './fixtures';
import { settleAt } from './settle';

type Comparator = (
  actual: Buffer,
  expected: Buffer,
  options: { maxDiffPixels?: number; threshold?: number },
) => { errorMessage: string } | null;

/**
 * The comparator toHaveScreenshot runs (playwright-core's getComparator('image/png')). It is not in
 * Playwright's typed public API, but the package exports its bundle; the versions are pinned in
 * package.json, and a change of its shape fails this test loudly rather than passing it.
 */
function pngComparator(): Comparator {
  const fromPlaywright = createRequire(createRequire(import.meta.url).resolve('playwright'));
  const bundle = fromPlaywright('playwright-core/lib/coreBundle') as {
    utils: { getComparator: (mimeType: string) => Comparator };
  };
  return bundle.utils.getComparator('image/png');
}

test('a call-to-action box squeezed on the home page fails its baseline comparison', async ({
  pageAs,
}) => {
  const page = await pageAs('hu', 'guest');
  await gotoHydrated(page, `${SITES.hu}/`);
  // The old fault: the boxes' column narrower than their words.
  const boxes = page.locator('section[aria-labelledby="home-registration-heading"] li');
  await expect(boxes).not.toHaveCount(0);
  await page.addStyleTag({
    content:
      'section[aria-labelledby="home-registration-heading"] li { max-width: 4rem; overflow-wrap: anywhere; }',
  });
  const height = await settleAt(page, 1280);
  const broken = await page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width: 1280, height },
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
  const baseline = await readFile(
    test.info().snapshotPath('hu-home-1280.png', { kind: 'screenshot' }),
  );
  const { maxDiffPixels, threshold } = pixelExpect.toHaveScreenshot;
  const options = { maxDiffPixels, threshold };
  const compare = pngComparator();
  expect(compare(baseline, baseline, options)).toBeNull();
  expect(compare(broken, baseline, options)?.errorMessage).toMatch(/pixels|size/);
});
