import { afterEach, describe, expect, it } from 'vitest';
import {
  browserSession,
  sessionCookieHeader,
  startTestGateway,
  type TestGateway,
} from './support/gateway';
import { send } from './support/http';
import {
  startFloodingUpstream,
  startSilentUpstream,
  startUpstream,
  stoppedUpstreamUrl,
  type Upstream,
} from './support/upstream';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function gatewayFor(apiUrl: string, env: Record<string, string> = {}): Promise<TestGateway> {
  const gateway = await startTestGateway(apiUrl, env);
  cleanups.push(() => gateway.close());
  return gateway;
}
async function upstream(start: Promise<Upstream>): Promise<Upstream> {
  const started = await start;
  cleanups.push(() => started.close());
  return started;
}

/** The gateway's own time for a request, from its access log (the test runner's clock may lag). */
function loggedMs(gateway: TestGateway, requestId: string): number {
  const line = gateway.logs.find(
    (entry) => entry.requestId === requestId && entry.msg === 'request',
  );
  return Number(line?.ms);
}

const unavailable = {
  error: { code: 'unavailable', message: 'Something went wrong. Try again a little later.' },
};

describe('when the api fails', () => {
  it('answers 502 at once when the api is down (connection refused)', async () => {
    const gateway = await gatewayFor(await stoppedUpstreamUrl());
    // The first request of a fresh process also pays for loading and compiling code.
    await send(gateway.url, '/api/jobs');
    const durations: number[] = [];
    for (const attempt of [1, 2, 3, 4, 5]) {
      const requestId = `stopped-${attempt}`;
      const answer = await send(gateway.url, '/api/jobs', {
        headers: { 'accept-language': 'en', 'x-request-id': requestId },
      });
      expect(answer.status).toBe(502);
      expect(answer.json()).toEqual(unavailable);
      // Nowhere near the 10 s timeout, even on a busy machine …
      expect(answer.ms).toBeLessThan(2000);
      durations.push(loggedMs(gateway, requestId));
    }
    // … and typically a millisecond or two: the median of the gateway's own times, so one
    // scheduling hiccup of a shared CI machine does not decide the result.
    const median = durations.sort((a, b) => a - b)[2];
    expect(median).toBeLessThan(100);
  });

  it('answers 504 when the api stays silent past the timeout', async () => {
    const silent = await upstream(startSilentUpstream());
    const gateway = await gatewayFor(silent.url, { API_TIMEOUT_MS: '300' });
    const answer = await send(gateway.url, '/api/jobs', { headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(504);
    expect(answer.json()).toEqual(unavailable);
    expect(answer.ms).toBeGreaterThanOrEqual(290);
    expect(silent.seen).toHaveLength(1);
  });

  it('gives the auth calls their own, shorter timeout', async () => {
    const silent = await upstream(startSilentUpstream());
    const gateway = await gatewayFor(silent.url, {
      API_TIMEOUT_MS: '5000',
      AUTH_TIMEOUT_MS: '200',
    });
    const answer = await send(gateway.url, '/api/login', {
      method: 'POST',
      headers: { cookie: sessionCookieHeader(), 'x-xsrf-token': browserSession.xsrf },
      body: { credentials: { email: 'anna@example.hu', password: 'Titok-123' } },
    });
    expect(answer.status).toBe(504);
    expect(answer.ms).toBeLessThan(4000);
  });

  it('cuts an answer that streams past 5 MB and answers 502', async () => {
    const flood = await upstream(startFloodingUpstream(6 * 1024 * 1024));
    const gateway = await gatewayFor(flood.url);
    expect(gateway.config.maxResponseBytes).toBe(5 * 1024 * 1024);
    const answer = await send(gateway.url, '/api/jobs', { headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(502);
    expect(answer.json()).toEqual(unavailable);
  });

  it('lets an answer just under the limit through whole', async () => {
    const flood = await upstream(startFloodingUpstream(4 * 1024 * 1024));
    const gateway = await gatewayFor(flood.url);
    const answer = await send(gateway.url, '/api/jobs');
    expect(answer.status).toBe(200);
    expect(answer.text).toHaveLength(4 * 1024 * 1024);
  });

  it('refuses an answer whose declared length is over the limit without reading it', async () => {
    const big = await upstream(
      startUpstream((_request, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2048) });
        res.end('x'.repeat(2048));
      }),
    );
    const gateway = await gatewayFor(big.url, { API_MAX_RESPONSE_BYTES: '1024' });
    expect((await send(gateway.url, '/api/jobs')).status).toBe(502);
  });

  it('answers in the language asked for, else the region default', async () => {
    const gateway = await gatewayFor(await stoppedUpstreamUrl());
    const ro = await send(gateway.url, '/api/jobs', { headers: { host: 'ro.localhost' } });
    expect(ro.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'A apărut o eroare. Încearcă din nou puțin mai târziu.',
      },
    });
    const hu = await send(gateway.url, '/api/jobs?locale=hu', {
      headers: { host: 'ro.localhost' },
    });
    expect(hu.json<typeof unavailable>().error.message).toBe(
      'Valami hiba történt. Próbáld újra egy kicsit később!',
    );
  });
});
