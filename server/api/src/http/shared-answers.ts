/**
 * The answers every signed-out visitor gets alike (the home page's lists, the category tree, the
 * places, the legal documents, the banners), kept for a few seconds in this process. Each page of
 * the sites asks for several of them, and on the embedded database they are most of the api's work
 * (the home page's nine queries: ~30 ms of CPU, on the api's single thread). Concurrent askers share
 * one computation; any change made through this api forgets them all (mountRoutes), so a change is
 * visible at once here and within the TTL in other api processes.
 */
export interface SharedAnswers {
  /** `compute()`'s answer for `key`, reused until the TTL ends or a change clears it. */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function sharedAnswers(ttlMs: number, clock: () => number = Date.now): SharedAnswers {
  const entries = new Map<string, { until: number; answer: Promise<unknown> }>();
  return {
    remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs === 0) return compute();
      const now = clock();
      const kept = entries.get(key);
      if (kept && kept.until > now) return kept.answer as Promise<T>;
      const answer = compute();
      entries.set(key, { until: now + ttlMs, answer });
      // A failure is not kept: the next asker tries again.
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      return answer;
    },
    clear() {
      entries.clear();
    },
  };
}
