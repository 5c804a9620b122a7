// Faults: the api killed (SIGKILL), frozen (SIGSTOP) and restarted while pages and api calls run.
// The gateway must answer 502/503/504 within its timeouts, never crash, recover by itself, and
// every write the api acknowledged before a SIGKILL must be there after the restart. Its own
// product (a small seed), since this file takes the api down. The timings are printed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jsonOf, type RawAnswer, send } from './http';
import { type Product, startProduct } from './product';
import { BrowserSession, newEmail } from './session';

const API_TIMEOUT_MS = 3_000;
let product: Product;
const timings: string[] = [];

beforeAll(async () => {
  product = await startProduct({
    seedJobs: 30,
    gatewayEnv: {
      API_TIMEOUT_MS: String(API_TIMEOUT_MS),
      AUTH_TIMEOUT_MS: String(API_TIMEOUT_MS),
      // What a render answers while the api is down is measured here; with the signed-out page
      // cache on, a page rendered just before would be served from memory instead, by whichever
      // gateway worker happened to keep it (the gateway's own tests cover the cache).
      PAGE_CACHE_TTL_MS: '0',
    },
  });
});
afterAll(async () => {
  console.log(`fault timings:\n  ${timings.join('\n  ')}`);
  await product?.stop();
});

const statusOf = (answer: RawAnswer) => (answer.kind === 'answer' ? answer.status : answer.kind);

async function timed(label: string, path: string, accept = 'application/json') {
  const answer = await send(product.gatewayUrl, { path, headers: { accept }, timeoutMs: 30_000 });
  timings.push(`${label}: ${statusOf(answer)} in ${Math.round(answer.ms)} ms`);
  return answer;
}

it('keeps every acknowledged write across a SIGKILL of the api, and recovers without a gateway restart', async () => {
  const browser = await new BrowserSession(product.gatewayUrl).start();
  await browser.register(newEmail('faults'));
  const jobs = jsonOf<{ items: Array<{ id: string }> }>(
    await browser.request('GET', '/api/jobs?perPage=30'),
  );
  const ids = (jobs?.items ?? []).map((job) => job.id);
  expect(ids.length).toBeGreaterThanOrEqual(12);

  // Save jobs one after another and kill the api in the middle of the stream of writes.
  const acknowledged: string[] = [];
  const writes = (async () => {
    for (const id of ids) {
      const answer = await browser.request('PUT', `/api/saved-jobs/${id}`);
      if (answer.kind === 'answer' && answer.status < 300) acknowledged.push(id);
    }
  })();
  while (acknowledged.length < 5) await new Promise((done) => setTimeout(done, 20));
  product.api.child.kill('SIGKILL');
  await writes;
  expect(acknowledged.length).toBeGreaterThanOrEqual(5);

  // The api is gone: api calls answer 502 at once, pages 503 with Retry-After; the gateway lives.
  const down = await timed('api call, api killed', '/api/jobs');
  expect(statusOf(down)).toBe(502);
  const page = await timed('page, api killed', '/jobs', 'text/html');
  expect(statusOf(page)).toBe(503);
  expect(page.kind === 'answer' && page.headers['retry-after']).toBeTruthy();
  expect(page.kind === 'answer' && page.body.toString('utf8')).toContain('<html');
  expect(statusOf(await timed('gateway /healthz, api killed', '/healthz'))).toBe(200);

  const restarted = Date.now();
  await product.restartApi();
  timings.push(`api restart to /healthz: ${Date.now() - restarted} ms`);
  const saved = jsonOf<Array<{ id: string }>>(await browser.request('GET', '/api/saved-jobs'));
  const savedIds = new Set((saved ?? []).map((job) => String(job.id)));
  const lost = acknowledged.filter((id) => !savedIds.has(String(id)));
  timings.push(`acknowledged writes before the kill: ${acknowledged.length}, lost: ${lost.length}`);
  expect(lost).toEqual([]);
  expect(statusOf(await timed('api call after restart', '/api/jobs'))).toBe(200);
  expect(statusOf(await timed('page after restart', '/jobs', 'text/html'))).toBe(200);
  expect(product.gateway.ended()).toBeUndefined();
});

it('answers 504 and 503 within its timeouts while the api is frozen (SIGSTOP), and recovers on SIGCONT', async () => {
  product.api.child.kill('SIGSTOP');
  try {
    const [call, page, health] = await Promise.all([
      timed('api call, api frozen', '/api/jobs'),
      timed('page, api frozen', '/jobs', 'text/html'),
      timed('gateway /healthz, api frozen', '/healthz'),
    ]);
    expect(statusOf(call)).toBe(504);
    expect(call.ms).toBeLessThan(API_TIMEOUT_MS + 2_000);
    expect(statusOf(page)).toBe(503);
    expect(page.ms).toBeLessThan(12_000);
    expect(statusOf(health)).toBe(200);
    expect(health.ms).toBeLessThan(1_000);
  } finally {
    product.api.child.kill('SIGCONT');
  }
  // Requests the gateway gave up on must not pile up: it answers normally again right away.
  const after = await timed('api call after SIGCONT', '/api/jobs');
  expect(statusOf(after)).toBe(200);
  expect(statusOf(await timed('page after SIGCONT', '/', 'text/html'))).toBe(200);
  expect(product.gateway.ended()).toBeUndefined();
});
