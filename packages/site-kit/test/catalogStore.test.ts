import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogAt, keepCatalog, loadCatalog } from '../src/i18n/catalogStore';

const catalog = { 'home.title': [{ type: 0, value: 'allas' }] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the catalog store', () => {
  it('fetches a catalog once, however many ask for it, and keeps it by its URL', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(catalog), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const [first, second] = await Promise.all([
      loadCatalog('/assets/hu-a1.json'),
      loadCatalog('/assets/hu-a1.json'),
    ]);
    await loadCatalog('/assets/hu-a1.json');
    expect(first).toEqual(catalog);
    expect(second).toBe(first);
    expect(catalogAt('/assets/hu-a1.json')).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/assets/hu-a1.json', { credentials: 'same-origin' });
  });

  it('serves a kept catalog without fetching', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    keepCatalog('/assets/ro-b2.json', catalog);
    await expect(loadCatalog('/assets/ro-b2.json')).resolves.toBe(catalog);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects when the file does not answer, and tries again on the next call', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('gone', { status: 404 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(catalog), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(loadCatalog('/assets/en-c3.json')).rejects.toThrow('answered 404');
    expect(catalogAt('/assets/en-c3.json')).toBeUndefined();
    await expect(loadCatalog('/assets/en-c3.json')).resolves.toEqual(catalog);
  });
});
