import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { GatewayRequestContext, RegionCode } from '@allas/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchHandler } from '../src/ssr/fetchAdapter';
import { sessionCookieHeader, startTestGateway, type TestGateway } from './support/gateway';
import { send } from './support/http';
import { stoppedUpstreamUrl } from './support/upstream';

const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
const HYDRATION = 'window.__context = {"path":"<\\u002fscript>"};';
const MODULE = 'import "/assets/entry.js";';
const JSON_LD = '{"@type":"JobPosting","title":"Kőműves"}';

/**
 * A site standing in for react-router: counts its renders and answers by path — a page with three
 * inline scripts (carrying the request's nonce, as the sites' do) and an external one, and the
 * answers that must never be kept.
 */
function fakeSite() {
  const renders: string[] = [];
  let holdSlow: Promise<void> = Promise.resolve();
  let releaseSlow = () => {};
  const handler: FetchHandler = async (request, loadContext) => {
    const { cspNonce } = loadContext as GatewayRequestContext;
    const url = new URL(request.url);
    renders.push(`${url.host}${url.pathname}${url.search}`);
    const count = renders.length;
    if (url.pathname === '/slow') await holdSlow;
    const html = `<!doctype html><html><head><script nonce="${cspNonce}">${HYDRATION}</script><script nonce="${cspNonce}" type="module" async="">${MODULE}</script><script src="/assets/x.js" nonce="${cspNonce}"></script></head><body><p>${url.host} ${url.pathname}${url.search} render ${count}</p><script type="application/ld+json" nonce="${cspNonce}">${JSON_LD}</script><script nonce="${cspNonce}">${HYDRATION}</script></body></html>`;
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (url.pathname === '/with-cookie') headers.append('set-cookie', 'allas_reset=abc; Path=/');
    if (url.pathname === '/private') headers.set('cache-control', 'no-store');
    if (url.pathname === '/data.json') headers.set('content-type', 'application/json');
    const status = url.pathname === '/missing' ? 404 : 200;
    return new Response(html, { status, headers });
  };
  return {
    renders,
    handler,
    holdSlowRenders() {
      holdSlow = new Promise((resolve) => {
        releaseSlow = resolve;
      });
    },
    releaseSlowRenders: () => releaseSlow(),
  };
}

async function startCachingGateway(site: ReturnType<typeof fakeSite>, env = {}) {
  const handlers = new Map<RegionCode, FetchHandler>([
    ['HU', site.handler],
    ['RO', site.handler],
  ]);
  return startTestGateway(
    await stoppedUpstreamUrl(),
    { PAGE_CACHE_TTL_MS: '10000', ...env },
    {
      handlers,
    },
  );
}

describe('the signed-out page cache', () => {
  let gateway: TestGateway;
  const site = fakeSite();
  const get = (path: string, headers: Record<string, string> = {}) =>
    send(gateway.url, path, { headers: { host: 'localhost:3000', ...headers } });

  beforeAll(async () => {
    gateway = await startCachingGateway(site);
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    site.renders.length = 0;
  });

  it('serves a second signed-out visit from memory, without rendering, as public for CDNs', async () => {
    const first = await get('/en/jobs');
    const second = await get('/en/jobs');
    expect(site.renders).toEqual(['localhost:3000/en/jobs']);
    expect([
      first.status,
      first.headers['x-cache'],
      second.status,
      second.headers['x-cache'],
    ]).toEqual([200, 'miss', 200, 'hit']);
    expect(second.text).toBe(first.text);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers.age).toBe('0');
    for (const answer of [first, second]) {
      expect(answer.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
      );
      expect(answer.headers.vary).toContain('Cookie');
      expect(answer.headers.vary).toContain('Authorization');
      expect(answer.headers['set-cookie']).toBeUndefined();
      // The gateway's own headers are the request's, not the stored ones.
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('sends a cached page compressed as the browser asks, compressed once', async () => {
    const plain = await get('/en/blog/1');
    const br = await get('/en/blog/1', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/en/blog/1', { 'accept-encoding': 'gzip' });
    expect(site.renders).toHaveLength(1);
    expect([plain.headers['content-encoding'], br.headers['content-encoding']]).toEqual([
      undefined,
      'br',
    ]);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.raw).toString('utf8')).toBe(plain.text);
    expect(gunzipSync(gzip.raw).toString('utf8')).toBe(plain.text);
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('allows the cached page’s inline scripts by their hashes, the same for every visitor', async () => {
    const first = await get('/en/companies');
    const second = await get('/en/companies');
    const scriptSrc = (csp: unknown) => /script-src ([^;]+)/.exec(String(csp))?.[1];
    const expected = [hashOf(HYDRATION), hashOf(MODULE), hashOf(JSON_LD), "'strict-dynamic'"];
    expect(scriptSrc(first.headers['content-security-policy'])).toBe(expected.join(' '));
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
    expect(String(first.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // A page that is not cached keeps its own nonce.
    const signedIn = await get('/en/companies', { cookie: sessionCookieHeader() });
    expect(scriptSrc(signedIn.headers['content-security-policy'])).toMatch(
      /^'nonce-[A-Za-z0-9+/=]{22,}' 'strict-dynamic'$/,
    );
  });

  it('never keeps or serves a page for a signed-in visitor', async () => {
    const cookie = sessionCookieHeader();
    const signedIn = [await get('/en/blog', { cookie }), await get('/en/blog', { cookie })];
    expect(site.renders).toHaveLength(2);
    for (const answer of signedIn) {
      expect(answer.headers['x-cache']).toBeUndefined();
      expect(answer.headers['cache-control']).toBeUndefined();
    }
    // Cached for signed-out visitors, the page is rendered anew for a session all the same.
    await get('/en/blog');
    await get('/en/blog');
    expect(site.renders).toHaveLength(3);
    const again = await get('/en/blog', { cookie: 'token=t-123' });
    const bearer = await get('/en/blog', { authorization: 'Bearer t-123' });
    expect(site.renders).toHaveLength(5);
    expect([again.headers['x-cache'], bearer.headers['x-cache']]).toEqual([undefined, undefined]);
    expect(again.text).toContain('render 4');
  });

  it('renders for any cookie but the language and the consent answer', async () => {
    await get('/en/salary');
    for (const cookie of [
      'allas_dev=1',
      'XSRF-TOKEN=x',
      '_ga=GA1.1.1',
      'cookieConsentAccepted=maybe',
    ]) {
      expect((await get('/en/salary', { cookie })).headers['x-cache'], cookie).toBeUndefined();
    }
    expect(site.renders).toHaveLength(5);
    // The language cookie changes nothing on the server …
    expect((await get('/en/salary', { cookie: 'i18n_redirected=hu' })).headers['x-cache']).toBe(
      'hit',
    );
    // … nor does the award's vote-invitation cookie, which only the browser reads.
    expect((await get('/en/salary', { cookie: 'szmdModalShown=true' })).headers['x-cache']).toBe(
      'hit',
    );
    // … the consent answer changes the page (the bar, the tag manager): a page of its own.
    const accepted = { cookie: 'i18n_redirected=en; cookieConsentAccepted=true' };
    expect((await get('/en/salary', accepted)).headers['x-cache']).toBe('miss');
    expect((await get('/en/salary', accepted)).headers['x-cache']).toBe('hit');
    expect(site.renders).toHaveLength(6);
  });

  it('never keeps an answer with Set-Cookie, a 404, a POST, a no-store page or one that is not HTML', async () => {
    for (const path of ['/with-cookie', '/missing', '/private', '/data.json']) {
      const answers = [await get(path), await get(path)];
      expect(
        answers.map((answer) => answer.headers['x-cache']),
        path,
      ).toEqual([undefined, undefined]);
    }
    const missing = await get('/missing');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(String(missing.headers['content-security-policy'])).toContain("'nonce-");
    expect((await get('/with-cookie')).headers['set-cookie']).toEqual(['allas_reset=abc; Path=/']);
    expect((await get('/private')).headers['cache-control']).toBe('no-store');
    for (let i = 0; i < 2; i++) {
      const post = await send(gateway.url, '/en/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'message=hello',
      });
      expect(post.headers['x-cache']).toBeUndefined();
    }
    expect(site.renders).toHaveLength(13);
    expect((await get('/en/contact')).headers['x-cache']).toBe('miss');
  });

  it('keeps a page per host, path and query', async () => {
    const variants = [
      ['/en/jobs?page=2', 'localhost:3000'],
      ['/en/jobs?page=3', 'localhost:3000'],
      ['/en/jobs?page=2', 'ro.localhost:3000'],
      ['/en/jobs/it', 'localhost:3000'],
      ['/jobs?page=2', 'localhost:3000'],
    ] as const;
    for (const [path, host] of variants) {
      expect((await get(path, { host })).headers['x-cache'], `${host}${path}`).toBe('miss');
    }
    for (const [path, host] of variants) {
      const answer = await get(path, { host });
      expect(answer.headers['x-cache']).toBe('hit');
      expect(answer.text).toContain(`<p>${host} ${path} render`);
    }
    expect(site.renders).toHaveLength(variants.length);
  });

  it('renders concurrent first visits of one page once; the others wait for that render', async () => {
    site.holdSlowRenders();
    const answers = Promise.all(Array.from({ length: 5 }, () => get('/slow')));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(site.renders).toEqual(['localhost:3000/slow']);
    site.releaseSlowRenders();
    const done = await answers;
    expect(site.renders).toHaveLength(1);
    expect(new Set(done.map((answer) => answer.text)).size).toBe(1);
    expect(done.map((answer) => answer.headers['x-cache']).sort()).toEqual([
      'hit',
      'hit',
      'hit',
      'hit',
      'miss',
    ]);
  });
});

describe('the page cache’s lifetime and switch', () => {
  it('renders a page again once its time is up', async () => {
    const site = fakeSite();
    const gateway = await startCachingGateway(site, { PAGE_CACHE_TTL_MS: '300' });
    try {
      const get = () => send(gateway.url, '/en');
      expect((await get()).headers['x-cache']).toBe('miss');
      expect((await get()).headers['x-cache']).toBe('hit');
      await new Promise((resolve) => setTimeout(resolve, 350));
      const later = await get();
      expect(later.headers['x-cache']).toBe('miss');
      expect(later.text).toContain('render 2');
    } finally {
      await gateway.close();
    }
  });

  it('hits skip the render line: a full line does not hold a cached page up', async () => {
    const site = fakeSite();
    const gateway = await startCachingGateway(site, {
      RENDER_CONCURRENCY: '1',
      RENDER_QUEUE_MAX: '0',
    });
    try {
      await send(gateway.url, '/en');
      site.holdSlowRenders();
      const slow = send(gateway.url, '/slow');
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The one render slot is taken and no one may wait: a page to render is turned away …
      expect((await send(gateway.url, '/en/jobs')).status).toBe(503);
      // … the cached one is served.
      const cached = await send(gateway.url, '/en');
      expect([cached.status, cached.headers['x-cache']]).toEqual([200, 'hit']);
      site.releaseSlowRenders();
      expect((await slow).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('is off with PAGE_CACHE_TTL_MS=0', async () => {
    const site = fakeSite();
    const gateway = await startCachingGateway(site, { PAGE_CACHE_TTL_MS: '0' });
    try {
      const answers = [await send(gateway.url, '/en'), await send(gateway.url, '/en')];
      expect(site.renders).toHaveLength(2);
      expect(answers.map((answer) => answer.headers['x-cache'])).toEqual([undefined, undefined]);
      expect(String(answers[0]?.headers['content-security-policy'])).toContain("'nonce-");
    } finally {
      await gateway.close();
    }
  });
});
