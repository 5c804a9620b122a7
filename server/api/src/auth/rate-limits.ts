import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../http/api-error.ts';

// The limits of issue 4 §2. Memory counters: right for one process (the embedded default); several
// api processes would share a PostgreSQL-backed limiter instead (not built yet).
export const RATE_LIMITS = {
  login: { points: 5, duration: 60 },
  forgotPassword: { points: 3, duration: 60 * 60 },
  applications: { points: 10, duration: 60 * 60 },
  uploads: { points: 10, duration: 60 * 60 },
  forms: { points: 10, duration: 60 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimiter {
  /** Counts one attempt for each key; throws 429 with Retry-After when any key is over its limit. */
  consume(name: RateLimitName, keys: string[]): Promise<void>;
  reset(name: RateLimitName, key: string): Promise<void>;
}

export function memoryRateLimiter(enabled: boolean): RateLimiter {
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, options]) => [
      name,
      new RateLimiterMemory({ keyPrefix: name, ...options }),
    ]),
  ) as Record<RateLimitName, RateLimiterMemory>;
  return {
    async consume(name, keys) {
      if (!enabled) return;
      for (const key of keys) {
        try {
          await limiters[name].consume(key.toLowerCase());
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
          throw new ApiError(429, 'rate_limited', 'error.rateLimited', { seconds }, undefined, {
            'Retry-After': String(seconds),
          });
        }
      }
    },
    async reset(name, key) {
      await limiters[name].delete(key.toLowerCase());
    },
  };
}
