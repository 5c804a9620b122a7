import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOfHost } from '../src/http/regionOfHost';
import { startTestGateway, type TestGateway } from './support/gateway';
import { send } from './support/http';
import {
  json,
  startSilentUpstream,
  startUpstream,
  stoppedUpstreamUrl,
  type Upstream,
} from './support/upstream';

let api: Upstream;
let gateway: TestGateway;

beforeAll(async () => {
  api = await startUpstream((request, res) => json(res, 200, { status: 'ok', url: request.url }));
  gateway = await startTestGateway(api.url, {
    PUBLIC_BASE_URL_HU: 'https://allas.hu',
    PUBLIC_BASE_URL_RO: 'https://allas.ro',
    PUBLIC_BASE_URL_BLUE: 'https://kek.allas.hu',
  });
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});

const nonceOf = (csp: string | string[] | undefined) =>
  /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(String(csp))?.[1];

describe('host → site', () => {
  it('serves robots.txt per region, pointing at the region sitemap', async () => {
    const hu = await send(gateway.url, '/robots.txt', { headers: { host: 'hu.localhost:3000' } });
    expect(hu.status).toBe(200);
    expect(hu.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(hu.text).toContain('Sitemap: https://allas.hu/sitemap.xml');
    expect(hu.text).toContain('Disallow: /api/');
    const ro = await send(gateway.url, '/robots.txt', { headers: { host: 'RO.localhost:3000' } });
    expect(ro.text).toContain('Sitemap: https://allas.ro/sitemap.xml');
    const blue = await send(gateway.url, '/robots.txt', {
      headers: { host: 'blue.localhost:3000' },
    });
    expect(blue.text).toContain('Sitemap: https://kek.allas.hu/sitemap.xml');
  });

  it('gives an unknown host the first configured region (the default)', async () => {
    const answer = await send(gateway.url, '/robots.txt', { headers: { host: '10.0.0.7' } });
    expect(answer.text).toContain('Sitemap: https://allas.hu/sitemap.xml');
    const configured = [
      { host: 'allas.ro', site: 'RO' as const },
      { host: 'allas.hu', site: 'HU' as const },
      { host: 'kek.allas.hu', site: 'BLUE' as const },
    ];
    expect(siteOfHost(configured, 'unknown.example')).toBe('RO');
    expect(siteOfHost(configured, 'ALLAS.HU.')).toBe('HU');
    expect(siteOfHost(configured, 'Kek.Allas.hu')).toBe('BLUE');
  });
});

describe('security headers', () => {
  it('puts them on every answer, with a fresh nonce each time', async () => {
    const first = await send(gateway.url, '/robots.txt');
    const second = await send(gateway.url, '/api/jobs');
    const third = await send(gateway.url, '/healthz');
    const nonces = [first, second, third].map((answer) =>
      nonceOf(answer.headers['content-security-policy']),
    );
    for (const answer of [first, second, third]) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    expect(nonces.every((nonce) => nonce !== undefined && nonce.length >= 22)).toBe(true);
    expect(new Set(nonces).size).toBe(3);
  });

  it('sends no referrer from a page whose query carries a token', async () => {
    const answer = await send(gateway.url, '/hu/reset-password?token=abc123&email=a%40b.hu');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends HSTS only when the request came over https through a trusted proxy', async () => {
    const forged = await send(gateway.url, '/healthz', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await startTestGateway(api.url, { TRUST_PROXY: 'true' });
    try {
      const https = await send(behindProxy.url, '/healthz', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains',
      );
      const http = await send(behindProxy.url, '/healthz');
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it("takes the client address from a trusted proxy's last X-Forwarded-For entry only", async () => {
    const behindProxy = await startTestGateway(api.url, { TRUST_PROXY: 'true' });
    try {
      api.seen.length = 0;
      await send(behindProxy.url, '/api/jobs', {
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      });
      expect(api.seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('operations routes', () => {
  it('answers /healthz while the process is up, whatever the api does', async () => {
    const offline = await startTestGateway(await stoppedUpstreamUrl());
    try {
      const answer = await send(offline.url, '/healthz');
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok' });
    } finally {
      await offline.close();
    }
  });

  it("answers /readyz 200 when the api's /healthz answers", async () => {
    api.seen.length = 0;
    const answer = await send(gateway.url, '/readyz');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
    expect(api.seen.map((request) => request.url)).toEqual(['/healthz']);
  });

  it('answers /readyz 503 when the api is down or too slow', async () => {
    const down = await startTestGateway(await stoppedUpstreamUrl());
    const silent = await startSilentUpstream();
    const slow = await startTestGateway(silent.url, { READY_TIMEOUT_MS: '200' });
    try {
      const downAnswer = await send(down.url, '/readyz');
      expect(downAnswer.status).toBe(503);
      expect(downAnswer.json()).toEqual({ status: 'unavailable', api: 'unreachable' });
      const slowAnswer = await send(slow.url, '/readyz');
      expect(slowAnswer.status).toBe(503);
      expect(slowAnswer.json()).toEqual({ status: 'unavailable', api: 'timeout' });
    } finally {
      await down.close();
      await slow.close();
      await silent.close();
    }
  });

  it('serves the favicon itself, before any site code', async () => {
    const answer = await send(gateway.url, '/favicon.ico');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/x-icon');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('answers pages 503 in plain words while a region has no site build', async () => {
    const answer = await send(gateway.url, '/allasok', { headers: { host: 'ro.localhost' } });
    expect(answer.status).toBe(503);
    expect(answer.text).toBe('The RO site is not built yet.\n');
  });

  it('writes one JSON access-log line per request with its request id', async () => {
    await send(gateway.url, '/healthz', { headers: { 'x-request-id': 'log-check-1' } });
    const line = gateway.logs.find((entry) => entry.requestId === 'log-check-1');
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/healthz',
      status: 200,
      site: 'HU',
    });
  });
});
