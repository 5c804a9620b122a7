import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall } from './apiClient';

describe('apiCall', () => {
  it('stops when the request it serves is aborted, and does not retry', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      controller.abort(new Error('the browser went away'));
      throw init?.signal?.reason ?? new Error('aborted');
    });
    await expect(
      apiCall('/jobs', { baseUrl: 'http://api', signal: controller.signal, fetch }),
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
    const call = apiCall('/jobs', { baseUrl: 'http://api', timeoutMs: 20, fetch });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 0 });
  });
});
