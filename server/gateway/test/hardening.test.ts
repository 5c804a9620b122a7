// Issue 16: what an attacker tried against the gateway, each case named after the reproduction.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import {
  browserSession,
  sessionCookieHeader,
  startTestGateway,
  type TestGateway,
} from './support/gateway';
import { send } from './support/http';
import { json, startUpstream, type Upstream } from './support/upstream';

let api: Upstream;
const gateways: TestGateway[] = [];

beforeAll(async () => {
  // A stand-in api that answers everything, development helpers included, as a careless api would.
  api = await startUpstream((request, res) =>
    json(res, 200, { url: request.url, mails: [{ text: 'reset link: …?token=secret' }] }),
  );
  for (const NODE_ENV of ['development', 'test', 'production']) {
    gateways.push(await startTestGateway(api.url, { NODE_ENV }));
  }
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await api.close();
});

const gateway = () => gateways[0] as TestGateway;

describe('the three-request takeover', () => {
  it('the development outbox is 404 through the gateway in every mode, however it is spelled', async () => {
    for (const each of gateways) {
      for (const path of [
        '/api/_dev/outbox',
        '/api/_dev/outbox?to=victim%40example.hu',
        '/api//_dev/outbox',
        '/api/%5Fdev/outbox',
        '/api/%5fdev/outbox',
        '/api/jobs/../_dev/outbox',
        '/api/_test/social-login-codes',
      ]) {
        const answer = await send(each.url, path);
        expect(answer.status, `${each.config.nodeEnv} ${path}`).toBe(404);
        expect(answer.text).not.toContain('token=secret');
      }
    }
    expect(api.seen.filter((request) => request.url.includes('_'))).toEqual([]);
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('bad request paths answer 4xx before static files or a site see them', () => {
  it.each([
    ['/%E0%A4%A', 400],
    ['/company/%', 400],
    ['/api/jobs/%', 400],
    ['/%00', 404],
    ['/jobs%00', 404],
    ['/..%5c..%5c', 404],
    ['/..%2f..%2fetc%2fpasswd', 404],
    ['/assets/..%2f..%2fpackage.json', 404],
  ])('%s answers %i in the page language', async (path, status) => {
    const answer = await send(gateway().url, path, { headers: { 'accept-language': 'ro' } });
    expect(answer.status).toBe(status);
    expect(answer.text).toMatch(status === 400 ? /adres/ : /Nu a fost găsit/);
  });

  it('a page path with repeated slashes is redirected to its single-slash form', async () => {
    const answer = await send(gateway().url, '//jobs?q=java');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/jobs?q=java');
    const post = await send(gateway().url, '//jobs', { method: 'POST', body: {} });
    expect(post.status).toBe(404);
  });
});

describe('deeply nested JSON', () => {
  const deep = `{"credentials":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
  it.each(['/api/login', '/api/register', '/api/forgot-password', '/api/reset-password'])(
    '%s refuses a body nested 10,000 deep instead of overflowing the stack',
    async (path) => {
      const answer = await send(gateway().url, path, {
        method: 'POST',
        body: deep,
        headers: {
          cookie: sessionCookieHeader(),
          'x-xsrf-token': browserSession.xsrf,
          'accept-language': 'en',
        },
      });
      // forgot-password answers its neutral 200 whatever happens, so nobody learns who has an account.
      expect(answer.status).toBe(path === '/api/forgot-password' ? 200 : 400);
      if (answer.status === 400)
        expect(answer.json()).toMatchObject({ error: { code: 'bad_request' } });
    },
  );
});

describe('headers', () => {
  it('every answer carries a permissions policy and an opener policy', async () => {
    for (const path of ['/', '/api/jobs', '/healthz']) {
      const answer = await send(gateway().url, path);
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['permissions-policy']).toContain('geolocation=()');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});

describe('hangs', () => {
  it('a GET that carries a body is passed on without it, and answered at once', async () => {
    const answer = await send(gateway().url, '/api/jobs?q=java', {
      method: 'GET',
      body: JSON.stringify({ email: 'x'.repeat(50_000) }),
    });
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(2_000);
    const seen = api.seen.at(-1);
    expect(seen?.headers['content-length']).toBeUndefined();
  });
});

describe('resets', () => {
  /** Sends requests one after another over one kept-alive connection, as a browser does. */
  function overOneConnection(baseUrl: string) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const base = new URL(baseUrl);
    return {
      /** `chunked` sends the body without a Content-Length, so its size is only known by reading. */
      send(method: string, path: string, body?: Buffer, chunked = false) {
        return new Promise<string>((resolve) => {
          const req = http.request(
            {
              hostname: base.hostname,
              port: base.port,
              method,
              path,
              agent,
              headers: body
                ? {
                    'content-type': 'application/json',
                    ...(chunked ? {} : { 'content-length': body.length }),
                  }
                : {},
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve(String(res.statusCode)));
            },
          );
          req.on('error', (error) => resolve(`error ${(error as NodeJS.ErrnoException).code}`));
          if (body && chunked) {
            req.write(body.subarray(0, 1000));
            req.end(body.subarray(1000));
          } else req.end(body);
        });
      },
      close: () => agent.destroy(),
    };
  }

  it('a page POST answered without reading its body leaves the connection usable (413 when large)', async () => {
    // Like a site route without an action: answers without reading the request's body.
    const site = await startTestGateway(
      api.url,
      {},
      {
        handlers: new Map([['HU', async () => new Response('no action here', { status: 405 })]]),
      },
    );
    gateways.push(site);
    const connection = overOneConnection(site.url);
    const small = Buffer.from(JSON.stringify({ email: 'x'.repeat(30_000) }));
    const big = Buffer.from(JSON.stringify({ email: 'x'.repeat(200_000) }));
    expect(await connection.send('POST', '/en/blog', small)).toBe('405');
    expect(await connection.send('POST', '/en/blog', big)).toBe('413');
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      outcomes.push(await connection.send('POST', '/en/blog', big));
      outcomes.push(await connection.send('GET', '/healthz'));
    }
    connection.close();
    expect(outcomes.filter((outcome) => outcome.startsWith('error'))).toEqual([]);
    expect(outcomes.filter((_, index) => index % 2 === 1)).toEqual(Array(5).fill('200'));
  });

  it('a sign-in POST refused as too large (413) leaves the connection usable, sized or chunked', async () => {
    const connection = overOneConnection(gateway().url);
    const big = Buffer.from(JSON.stringify({ email: 'x'.repeat(200_000) }));
    const outcomes: string[] = [];
    for (const path of ['/api/register', '/api/employer/register', '/api/login']) {
      for (const chunked of [false, true]) {
        outcomes.push(`${path} ${await connection.send('POST', path, big, chunked)}`);
        outcomes.push(`${path} then ${await connection.send('GET', '/healthz')}`);
      }
    }
    connection.close();
    expect(outcomes).toEqual(
      ['/api/register', '/api/employer/register', '/api/login'].flatMap((path) => [
        `${path} 413`,
        `${path} then 200`,
        `${path} 413`,
        `${path} then 200`,
      ]),
    );
  });
});
