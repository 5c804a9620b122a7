// The fast path of a screenshot comparison. toHaveScreenshot decodes both PNGs in JavaScript and runs
// pixelmatch over them (about 0.2 s of a worker's CPU per 1.2-megapixel screenshot, measured here,
// for each of the ~2,800 screenshots of a run), even when nothing changed. Chromium encodes the same
// pixels to the same bytes, and a baseline is the very file it once wrote, so a screenshot whose
// bytes equal its baseline's is a pass without decoding anything. Anything else (a missing baseline,
// an update run, one differing byte) goes to toHaveScreenshot, which compares with the configured
// tolerance and writes the diff images of the report.
import { readFile } from 'node:fs/promises';
import type { Page, PageScreenshotOptions } from '@playwright/test';
import { test } from './fixtures';

/**
 * True when a screenshot taken now is byte for byte the committed baseline `name`. `clip` is the
 * clip the comparison's toHaveScreenshot is given (the page screenshots cap a page's height).
 */
export async function equalsBaselineBytes(
  page: Page,
  name: string,
  options: Pick<PageScreenshotOptions, 'clip'> = {},
): Promise<boolean> {
  const info = test.info();
  if (info.config.updateSnapshots === 'all' || info.config.updateSnapshots === 'changed') {
    return false;
  }
  const baseline = await readFile(info.snapshotPath(name, { kind: 'screenshot' })).catch(
    () => null,
  );
  if (!baseline) return false;
  // toHaveScreenshot waits two animation frames before its capture, so a resize has been laid out.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  const actual = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    ...options,
  });
  return actual.equals(baseline);
}
