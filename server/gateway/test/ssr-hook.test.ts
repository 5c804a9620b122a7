import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { GatewayRequestContext } from '@allas/core';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { listen, type RunningGateway } from '../src/server';
import { type FetchHandler, renderWith } from '../src/ssr/fetchAdapter';
import type { CreateRequestHandler } from '../src/ssr/siteBuilds';
import { startGateway } from '../src/start';
import { send } from './support/http';
import { stoppedUpstreamUrl } from './support/upstream';

describe('the Koa ↔ Fetch adapter', () => {
  let server: RunningGateway;
  const received: { url: string; method: string; headers: Headers; body: string }[] = [];

  /** A Fetch handler that echoes what it got and answers with two cookies and a streamed body. */
  const echo: FetchHandler = async (request) => {
    received.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body === null ? '' : await request.text(),
    });
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'x-rendered-by': 'echo',
    });
    headers.append('set-cookie', 'first=1; Path=/');
    headers.append('set-cookie', 'second=2; Path=/; HttpOnly');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<!doctype html><p>Állás, '));
        controller.enqueue(new TextEncoder().encode('locuri de muncă</p>'));
        controller.close();
      },
    });
    return new Response(request.method === 'HEAD' ? null : stream, { status: 201, headers });
  };

  beforeAll(async () => {
    const app = new Koa();
    app.use((ctx) => renderWith(ctx, echo));
    server = await listen(app, 0, '127.0.0.1');
  });
  afterAll(() => server.stop(1000));

  it('turns the Koa request into a Fetch Request: URL, method and repeated headers', async () => {
    await send(server.url, '/hu/allasok?q=k%C5%91m%C5%B1ves', {
      headers: { host: 'hu.localhost:3000', accept: 'text/html', 'x-multi': ['a', 'b'] },
    });
    const request = received.at(-1);
    expect(request?.url).toBe('http://hu.localhost:3000/hu/allasok?q=k%C5%91m%C5%B1ves');
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('accept')).toBe('text/html');
    expect(request?.headers.get('x-multi')).toBe('a, b');
  });

  it('streams a POST body through (duplex half)', async () => {
    await send(server.url, '/en/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=anna%40example.hu&password=x',
    });
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      body: 'email=anna%40example.hu&password=x',
    });
  });

  it('writes status, headers, every Set-Cookie separately and the streamed body back', async () => {
    const answer = await send(server.url, '/');
    expect(answer.status).toBe(201);
    expect(answer.headers['x-rendered-by']).toBe('echo');
    expect(answer.headers['set-cookie']).toEqual(['first=1; Path=/', 'second=2; Path=/; HttpOnly']);
    expect(answer.text).toBe('<!doctype html><p>Állás, locuri de muncă</p>');
  });
});

describe('loading the site builds and rendering per region', () => {
  let folder: string;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  const builds: unknown[] = [];

  /** Stands in for react-router's createRequestHandler: renders the build's region with the nonce. */
  const fakeCreateRequestHandler: CreateRequestHandler = (build) => {
    builds.push(build);
    const site = (build as { site: string }).site;
    return async (request, loadContext) => {
      const context = loadContext as GatewayRequestContext;
      const path = new URL(request.url).pathname;
      const html = `<!doctype html><html lang="${site}"><script nonce="${context.cspNonce}">window.region="${context.region}"</script><p>${site} ${path}</p></html>`;
      return new Response(html, {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    };
  };

  /** A tiny server build with the shape createRequestHandler takes, plus its client files. */
  async function writeBuild(site: string): Promise<string> {
    const root = join(folder, site);
    await mkdir(join(root, 'build/server'), { recursive: true });
    await mkdir(join(root, 'build/client/assets'), { recursive: true });
    const entry = join(root, 'build/server/index.js');
    await writeFile(
      entry,
      [
        `export const site = ${JSON.stringify(site)};`,
        "export const entry = { module: { default: () => new Response('') } };",
        "export const routes = { root: { id: 'root', path: '', module: {} } };",
        "export const assets = { version: '1', entry: { module: '/assets/entry.client-abc123.js', imports: [] }, routes: {} };",
        "export const publicPath = '/';",
        "export const assetsBuildDirectory = 'build/client';",
        'export const future = {};',
        'export const ssr = true;',
        "export const basename = '/';",
      ].join('\n'),
    );
    await writeFile(
      join(root, 'build/client/assets/entry.client-abc123.js'),
      `console.log(${JSON.stringify(site)});`,
    );
    await writeFile(join(root, 'build/client/robots-note.txt'), `${site} public file`);
    // A video and its captions, as the workshop page's bundled media.
    await writeFile(
      join(root, 'build/client/assets/workshop-abc123.webm'),
      Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256)),
    );
    await writeFile(
      join(root, 'build/client/assets/workshop.hu-abc123.vtt'),
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:06.000\nMunkáltatói márkaépítés\n',
    );
    await writeFile(
      join(root, 'build/client/assets/chunk-def456.js'),
      `export const jobs = ${JSON.stringify(Array.from({ length: 300 }, (_, id) => ({ id, site })))};`,
    );
    return entry;
  }

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'allas-gateway-sites-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: await stoppedUpstreamUrl(),
      SITE_BUILD_HU: await writeBuild('hu'),
      SITE_BUILD_RO: await writeBuild('ro'),
      SITE_BUILD_BLUE: await writeBuild('blue'),
    });
    gateway = await startGateway(config, pino({ level: 'silent' }), {
      createRequestHandler: fakeCreateRequestHandler,
    });
  });
  afterAll(async () => {
    await gateway.close(1000);
    await rm(folder, { recursive: true, force: true });
  });

  it('imports each site build and hands the module to createRequestHandler', () => {
    expect(builds).toHaveLength(3);
    expect(builds.map((build) => (build as { site: string }).site).sort()).toEqual([
      'blue',
      'hu',
      'ro',
    ]);
    expect(builds[0]).toHaveProperty('routes.root.id', 'root');
    expect(builds[0]).toHaveProperty('assets.entry.module', '/assets/entry.client-abc123.js');
  });

  it("renders a page with its region's build, the script carrying the answer's CSP nonce", async () => {
    const hu = await send(gateway.url, '/allasok', { headers: { host: 'localhost:3000' } });
    expect(hu.status).toBe(200);
    expect(hu.text).toContain('<p>hu /allasok</p>');
    const nonce = /'nonce-([^']+)'/.exec(String(hu.headers['content-security-policy']))?.[1];
    expect(hu.text).toContain(`<script nonce="${nonce}">window.region="HU"</script>`);
    const ro = await send(gateway.url, '/locuri-de-munca', {
      headers: { host: 'ro.localhost:3000' },
    });
    expect(ro.text).toContain('<p>ro /locuri-de-munca</p>');
    expect(ro.text).toContain('window.region="RO"');
    // The blue-collar board has its own build and shows the Hungarian market.
    const blue = await send(gateway.url, '/jobs', { headers: { host: 'blue.localhost:3000' } });
    expect(blue.text).toContain('<p>blue /jobs</p>');
    expect(blue.text).toContain('window.region="HU"');
  });

  it('serves hashed assets with immutable caching and other client files briefly, before SSR', async () => {
    const asset = await send(gateway.url, '/assets/entry.client-abc123.js', {
      headers: { host: 'ro.localhost' },
    });
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log("ro");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const file = await send(gateway.url, '/robots-note.txt', { headers: { host: 'localhost' } });
    expect(file.text).toBe('hu public file');
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the video and its captions with their types, and parts of the video by range', async () => {
    const whole = await send(gateway.url, '/assets/workshop-abc123.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.raw).toHaveLength(1000);
    const captions = await send(gateway.url, '/assets/workshop.hu-abc123.vtt');
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.text).toContain('Munkáltatói márkaépítés');

    const part = await send(gateway.url, '/assets/workshop-abc123.webm', {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect([...part.raw]).toEqual(Array.from({ length: 100 }, (_, index) => (100 + index) % 256));
    const open = await send(gateway.url, '/assets/workshop-abc123.webm', {
      headers: { range: 'bytes=990-' },
    });
    expect(open.headers['content-range']).toBe('bytes 990-999/1000');
    expect(open.raw).toHaveLength(10);
    const suffix = await send(gateway.url, '/assets/workshop-abc123.webm', {
      headers: { range: 'bytes=-5' },
    });
    expect(suffix.headers['content-range']).toBe('bytes 995-999/1000');
    const beyond = await send(gateway.url, '/assets/workshop-abc123.webm', {
      headers: { range: 'bytes=5000-' },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');
    // Several ranges, or a path outside /assets/, get the whole file as before.
    const several = await send(gateway.url, '/assets/workshop-abc123.webm', {
      headers: { range: 'bytes=0-1,5-6' },
    });
    expect(several.status).toBe(200);
    const traversal = await send(gateway.url, '/assets/../robots-note.txt', {
      headers: { host: 'localhost', range: 'bytes=0-1' },
    });
    expect(traversal.status).not.toBe(206);
  });

  it('compresses assets for browsers that accept it, keeping the immutable caching', async () => {
    const answer = await send(gateway.url, '/assets/chunk-def456.js', {
      headers: { host: 'localhost', 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(answer.raw).toString('utf8')).toContain('{"id":299,"site":"hu"}');
  });

  it('keeps favicon, robots.txt and /api/* away from the site', async () => {
    expect((await send(gateway.url, '/favicon.ico')).headers['content-type']).toBe('image/x-icon');
    expect((await send(gateway.url, '/robots.txt')).text).toContain('Sitemap:');
    expect((await send(gateway.url, '/api/jobs')).status).toBe(502);
  });

  it('stops the start when a configured build is missing, naming the variable', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      SITE_BUILD_RO: join(folder, 'nope/index.js'),
    });
    await expect(startGateway(config, pino({ level: 'silent' }))).rejects.toThrow(
      /^SITE_BUILD_RO: no server build at /,
    );
  });
});
