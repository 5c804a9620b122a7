import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, serverApi } from './apiClient';

describe('serverApi', () => {
  it('stops when the request it serves is aborted, and does not retry', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      controller.abort(new Error('the browser went away'));
      throw init?.signal?.reason ?? new Error('aborted');
    });
    await expect(
      serverApi({ baseUrl: 'http://api', signal: controller.signal, fetch }).get('/jobs'),
    ).rejects.toThrow('the browser went away');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('still gives up after its own timeout with status 0', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('timed out')));
        }),
    );
    const call = serverApi({ baseUrl: 'http://api', timeoutMs: 20, fetch }).get('/jobs');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 0 });
  });

  it('gives up on a real api that never answers, even when garbage collection runs meanwhile', async () => {
    // A composite AbortSignal that only fetch holds was collected on Node 20, and such a call
    // then waited forever (CI's resilience run with the api frozen). Collect garbage every few ms.
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const silent = createServer(() => {});
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
    const { port } = silent.address() as AddressInfo;
    const collecting = setInterval(collectGarbage, 5);
    const browser = new AbortController();
    const started = Date.now();
    try {
      const call = serverApi({
        baseUrl: `http://127.0.0.1:${port}`,
        timeoutMs: 300,
        signal: browser.signal,
      }).get('/jobs');
      await expect(call).rejects.toMatchObject({ status: 0 });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      clearInterval(collecting);
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('retries an idempotent call once on a transient status, never a POST', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 503 }));
    const api = serverApi({ baseUrl: 'http://api', fetch });
    await expect(api.get('/healthz')).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
    fetch.mockClear();
    await expect(api.post('/job-alerts/confirm', { body: { token: 't' } })).rejects.toMatchObject({
      status: 503,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fills path params and serialises the query: lists comma-joined, empty values left out', async () => {
    const fetch = vi.fn(async () => new Response('{"items":[]}', { status: 200 }));
    const api = serverApi({ baseUrl: 'http://api/', fetch });
    await api.get('/jobs/:companySlug/:slug', { params: { companySlug: 'a b', slug: 'x/y' } });
    await api.get('/jobs', { query: { region: 'ro', types: ['fullTime', 'partTime'], q: '' } });
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      'http://api/jobs/a%20b/x%2Fy',
      'http://api/jobs?region=ro&types=fullTime%2CpartTime',
    ]);
  });
});
