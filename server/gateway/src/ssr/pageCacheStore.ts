/** One signed-out page as it was answered, kept to be sent again. */
export interface CachedPage {
  readonly body: Buffer;
  /** The body compressed once for all its visitors, rather than on every answer. */
  readonly encoded: { readonly br: Buffer; readonly gzip: Buffer };
  /** The answer's headers as rendered (Content-Type, the security headers …), without per-request ones. */
  readonly headers: Readonly<Record<string, string>>;
  /** The policy allowing this body's inline scripts by their hashes. */
  readonly contentSecurityPolicy: string;
  /** Clock time (ms) when it was rendered: its age and expiry count from here. */
  readonly storedAt: number;
}

export interface PageCacheLimits {
  /** How long a page is served from memory after it was rendered. */
  readonly ttlMs: number;
  readonly maxEntries: number;
  /** The bodies' bytes at most (compressed copies included), all pages together. */
  readonly maxBytes: number;
}

const sizeOf = (page: CachedPage) =>
  page.body.length + page.encoded.br.length + page.encoded.gzip.length;

/**
 * The gateway's memory of rendered pages: fresh for `ttlMs`, at most `maxEntries` pages and
 * `maxBytes` of bodies, the least recently used going first when either is full. A Map keeps
 * insertion order, so a page read is moved to the end and the first key is the one to evict.
 */
export class PageCacheStore {
  readonly #entries = new Map<string, CachedPage>();
  #bytes = 0;

  constructor(
    private readonly limits: PageCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** The fresh page stored under `key`, now the most recently used; an expired one is dropped. */
  get(key: string): CachedPage | undefined {
    const page = this.#entries.get(key);
    if (page === undefined) return undefined;
    this.#delete(key, page);
    if (this.now() - page.storedAt >= this.limits.ttlMs) return undefined;
    this.#entries.set(key, page);
    this.#bytes += sizeOf(page);
    return page;
  }

  /** Keeps a page unless it alone is larger than the whole budget. */
  set(key: string, page: CachedPage): void {
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#delete(key, previous);
    if (sizeOf(page) > this.limits.maxBytes) return;
    this.#entries.set(key, page);
    this.#bytes += sizeOf(page);
    while (this.#entries.size > this.limits.maxEntries || this.#bytes > this.limits.maxBytes) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, CachedPage];
      this.#delete(oldestKey, oldest);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  #delete(key: string, page: CachedPage): void {
    this.#entries.delete(key);
    this.#bytes -= sizeOf(page);
  }
}
