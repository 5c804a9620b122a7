import { expect, type Page, type Response } from '@playwright/test';

/**
 * Waits until React has hydrated the page: the site's document sets `data-hydrated` on <html> in
 * an effect (site-kit SiteDocument), which runs only after the whole tree has hydrated. Before
 * then the server-rendered HTML is visible and clickable, but a click is lost and text typed into
 * a controlled field can be replaced, so every journey acts only after this signal.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A document load that the journey is about to act on: the page, once hydrated. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** The same document loaded again (what a visitor's refresh does), once hydrated. */
export async function reloadHydrated(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await waitForHydration(page);
  return response;
}
