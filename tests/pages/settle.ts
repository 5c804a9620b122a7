// What makes two screenshots of a page equal: one instant for the api, the gateway and the browser,
// fonts loaded, every image fetched and decoded (lazy ones too), and the layout of a resize done.
import type { BrowserContext, Page } from '@playwright/test';
import { votingInvitationSeen } from '../e2e/productServers';

/** The instant every clock of the page suite starts at: a Monday morning in Budapest. */
export const FIXED_NOW = '2026-03-02T09:00:00Z';

/**
 * A guard against a runaway page (an endless list would make a huge PNG): pages are captured whole
 * up to this height. The tallest today is the HU home page at 375 px, 11,578 px; whole pages, because
 * the break that made this suite (the home page's call-to-action boxes) sits near the bottom.
 */
export const MAX_HEIGHT = 16_000;

/**
 * The browser's clock pinned to the suite's instant (timers still run, so the app works), cookies
 * decided (consent accepted) and the award's voting invitation already seen, on every site's host.
 */
export async function pinContext(context: BrowserContext): Promise<void> {
  await context.clock.setFixedTime(new Date(FIXED_NOW));
  await context.addCookies([
    ...votingInvitationSeen.cookies,
    // The cookie bar's "accept" (core's cookieTable.consent): the bar is gone, as for most visitors.
    ...votingInvitationSeen.cookies.map((cookie) => ({
      ...cookie,
      name: 'cookieConsentAccepted',
      value: 'true',
    })),
  ]);
}

/** Runs in the page: lazy images made eager, then fonts and every image loaded and decoded. */
async function imagesAndFontsReady(): Promise<void> {
  for (const image of document.images) {
    if (image.loading === 'lazy') image.loading = 'eager';
  }
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((image) =>
      image.complete
        ? image.decode().catch(() => undefined)
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }).then(() => image.decode().catch(() => undefined)),
    ),
  );
  // Two frames: whatever the loads changed is laid out and painted.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** The page at `width`, laid out, with its fonts and images ready; returns the height to capture. */
export async function settleAt(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(imagesAndFontsReady);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  return Math.min(height, MAX_HEIGHT);
}
