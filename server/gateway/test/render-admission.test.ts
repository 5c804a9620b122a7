import http from 'node:http';
import Koa from 'koa';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayState } from '../src/http/state';
import { listen, type RunningGateway } from '../src/server';
import { RETRY_AFTER_SECONDS, renderAdmission } from '../src/ssr/renderAdmission';
import { send } from './support/http';

/** A render that lasts until the test lets it finish, recording which pages started. */
function heldRenders() {
  const started: string[] = [];
  const holds: Array<() => void> = [];
  const render = async (ctx: Koa.ParameterizedContext<GatewayState>) => {
    started.push(ctx.path);
    await new Promise<void>((done) => holds.push(done));
    ctx.body = `rendered ${ctx.path}`;
  };
  const finishNext = async () => {
    // The next render may only just be starting: wait until it holds.
    for (let i = 0; i < 200 && holds.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    holds.shift()?.();
  };
  return { started, render, finishNext };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('bounded server rendering: one render at a time, a line of one, 300 ms of patience', () => {
  let server: RunningGateway;
  let renders = heldRenders();

  beforeAll(async () => {
    const app = new Koa<GatewayState>();
    app.use((ctx, next) => {
      ctx.state.site = ctx.hostname.startsWith('ro.') ? 'RO' : 'HU';
      return next();
    });
    app.use(renderAdmission({ concurrency: 1, maxWaitMs: 300, maxQueue: 1 }));
    app.use((ctx) => renders.render(ctx));
    server = await listen(app, 0, '127.0.0.1');
  });
  afterAll(() => server.stop(1000));
  afterEach(() => {
    renders = heldRenders();
  });

  it('renders a waiting page once the one before it is done, in arrival order', async () => {
    const first = send(server.url, '/first');
    await until(() => renders.started.length === 1);
    const second = send(server.url, '/second');
    await new Promise((r) => setTimeout(r, 50));
    expect(renders.started).toEqual(['/first']);
    await renders.finishNext();
    await renders.finishNext();
    expect((await first).text).toBe('rendered /first');
    expect((await second).text).toBe('rendered /second');
    expect(renders.started).toEqual(['/first', '/second']);
  });

  it('answers 503 with Retry-After in the page language when the wait is too long, and never renders it late', async () => {
    const first = send(server.url, '/first');
    await until(() => renders.started.length === 1);
    const late = await send(server.url, '/ro/locuri-de-munca', {
      headers: { host: 'hu.localhost' },
    });
    expect(late.status).toBe(503);
    expect(late.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(late.headers['cache-control']).toBe('no-store');
    expect(late.text).toContain('<html lang="ro">');
    expect(late.text).toContain('A apărut o eroare. Încearcă din nou puțin mai târziu.');
    await renders.finishNext();
    expect((await first).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(renders.started).toEqual(['/first']);
  });

  it("answers 503 at once when the line is full, in the site's default language", async () => {
    const first = send(server.url, '/first');
    await until(() => renders.started.length === 1);
    const waiting = send(server.url, '/waiting');
    await new Promise((r) => setTimeout(r, 30));
    const full = await send(server.url, '/allasok', { headers: { host: 'ro.localhost' } });
    expect(full.status).toBe(503);
    expect(full.text).toContain('<html lang="ro">');
    await renders.finishNext();
    await renders.finishNext();
    expect((await first).status).toBe(200);
    expect((await waiting).status).toBe(200);
  });

  it('gives the place up when the browser leaves while waiting', async () => {
    const first = send(server.url, '/first');
    await until(() => renders.started.length === 1);
    const gone = http.get(`${server.url}/gone`);
    gone.on('error', () => {});
    await new Promise((r) => setTimeout(r, 30));
    gone.destroy();
    await new Promise((r) => setTimeout(r, 30));
    const next = send(server.url, '/next');
    await new Promise((r) => setTimeout(r, 30));
    await renders.finishNext();
    await renders.finishNext();
    expect((await first).status).toBe(200);
    expect((await next).text).toBe('rendered /next');
    expect(renders.started).toEqual(['/first', '/next']);
  });
});
