import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/inlineScriptHashes';
import { type CachedPage, PageCacheStore } from '../src/ssr/pageCacheStore';

const page = (bytes: number, storedAt = 0): CachedPage => ({
  body: Buffer.alloc(bytes),
  encoded: { br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
  headers: {},
  contentSecurityPolicy: '',
  storedAt,
});

describe('the page store', () => {
  it('keeps a page for its time, then forgets it', () => {
    let now = 0;
    const store = new PageCacheStore({ ttlMs: 1000, maxEntries: 10, maxBytes: 1000 }, () => now);
    store.set('a', page(10, now));
    now = 999;
    expect(store.get('a')).toBeDefined();
    now = 1000;
    expect(store.get('a')).toBeUndefined();
    expect(store.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops the least recently used page when the entries or the bytes are full', () => {
    const store = new PageCacheStore({ ttlMs: 1000, maxEntries: 2, maxBytes: 100 }, () => 0);
    store.set('a', page(10));
    store.set('b', page(10));
    store.get('a');
    store.set('c', page(10));
    expect([store.get('a'), store.get('b'), store.get('c')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
    store.set('d', page(95));
    expect(store.size).toEqual({ entries: 1, bytes: 95 });
    store.set('e', page(101));
    expect(store.get('e')).toBeUndefined();
    expect(store.get('d')).toBeDefined();
  });

  it('counts the compressed copies as well', () => {
    const store = new PageCacheStore({ ttlMs: 1000, maxEntries: 10, maxBytes: 100 }, () => 0);
    store.set('a', { ...page(50), encoded: { br: Buffer.alloc(10), gzip: Buffer.alloc(20) } });
    expect(store.size).toEqual({ entries: 1, bytes: 80 });
    store.set('b', { ...page(50), encoded: { br: Buffer.alloc(10), gzip: Buffer.alloc(20) } });
    expect(store.size).toEqual({ entries: 1, bytes: 80 });
    expect(store.get('a')).toBeUndefined();
  });

  it('replaces a page stored again under its key', () => {
    const store = new PageCacheStore({ ttlMs: 1000, maxEntries: 2, maxBytes: 100 }, () => 0);
    store.set('a', page(40));
    store.set('a', page(30));
    expect(store.size).toEqual({ entries: 1, bytes: 30 });
  });
});

describe('inline script hashes', () => {
  it('hashes each inline script once, exactly as written, and leaves external ones out', () => {
    const html =
      '<script nonce="n">a()</script><SCRIPT type="module">import "x";\n</SCRIPT >' +
      '<script src="/x.js"></script><script async src=/y.js></script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-wz/sV6mw+CL8eq3WLhMoGNoDrL+K8HFY8t+PfTE4Rc0='",
    ]);
  });
});
