// A page preloads at most its largest image (issue 15 §5): React's server renderer preloads every
// eagerly loaded <img> unless it is marked low priority, which once made the home page preload 27.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { huOrigin } from './servers';

async function imagePreloads(url: string, request: APIRequestContext) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<link rel="preload" as="image"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1],
  );
}

test('the home page and the job list preload no image: none is their largest paint', async ({
  request,
}) => {
  expect(await imagePreloads(`${huOrigin}/`, request)).toEqual([]);
  expect(await imagePreloads(`${huOrigin}/jobs`, request)).toEqual([]);
});

test('a company page preloads its banner only, at high priority', async ({ request }) => {
  // The first company of the directory, whatever the demo seed names it.
  const list = await (await request.get(`${huOrigin}/api/companies?region=hu`)).json();
  const slug: string = list.items[0].slug;
  const html = await (await request.get(`${huOrigin}/company/${slug}`)).text();
  const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
  expect(preloads).toEqual([
    expect.stringContaining(`href="/api/media/companies/${slug}/banner.svg"`),
  ]);
  expect(preloads[0]).toMatch(/fetchpriority="high"/i);
});
