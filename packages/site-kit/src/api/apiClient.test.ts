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
