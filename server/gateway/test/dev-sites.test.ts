import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';
import { type StartedGateway, startGateway } from '../src/start';
import { send } from './support/http';
import { stoppedUpstreamUrl } from './support/upstream';

// `pnpm dev`: the gateway renders both sites from their sources through real Vite dev servers.
describe('SITES_DEV: the sites rendered from source with hot reload', () => {
  let gateway: StartedGateway;

  beforeAll(async () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: await stoppedUpstreamUrl(),
      SITES_DEV: '1',
      LOG_LEVEL: 'silent',
    });
    gateway = await startGateway(config, pino({ level: 'silent' }));
  }, 120_000);
  afterAll(async () => {
    await gateway?.close(1000);
  });

  it('server-renders a page of each site from source, with Vite’s client and the nonce', async () => {
    // The maintenance page needs no api (this one is stopped); it answers 503 (an outage notice).
    const hu = await send(gateway.url, '/maintenance', { headers: { host: 'localhost' } });
    expect(hu.status).toBe(503);
    expect(hu.text).toContain('<html lang="hu"');
    expect(hu.text).toContain('Karbantartás folyamatban');
    expect(hu.text).toContain('virtual:react-router/inject-hmr-runtime');
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(hu.headers['content-security-policy']));
    expect(hu.text).toContain(`nonce="${nonce?.[1]}"`);
    // Vite's hot-reload socket has its own port, so development allows local sockets.
    expect(hu.headers['content-security-policy']).toContain('ws://localhost:*');
    const ro = await send(gateway.url, '/maintenance', { headers: { host: 'ro.localhost' } });
    expect(ro.status).toBe(503);
    expect(ro.text).toContain('<html lang="ro"');
    const blue = await send(gateway.url, '/maintenance', { headers: { host: 'blue.localhost' } });
    expect(blue.status).toBe(503);
    expect(blue.text).toContain('<html lang="hu" class="allas-theme-blue"');
  }, 120_000);

  it("serves Vite's modules before the pages and still answers 404 for unknown paths", async () => {
    const client = await send(gateway.url, '/@vite/client', { headers: { host: 'localhost' } });
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toMatch(/javascript/);
    const missing = await send(gateway.url, '/nincs-ilyen-oldal', {
      headers: { host: 'localhost' },
    });
    expect(missing.status).toBe(404);
  }, 60_000);

  it('is refused in production', () => {
    expect(() => loadConfig({ SITES_DEV: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ SITES_DEV: '1', NODE_ENV: 'production' })).toThrow(/SITES_DEV/);
  });
});
