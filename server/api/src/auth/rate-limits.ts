import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { ApiError } from '../http/api-error.ts';

// The limits of issue 4 §2. Memory counters for the embedded default (one process); on PostgreSQL
// the counters live in the rate_limits table so every api process shares them.
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

function rateLimiter(
  enabled: boolean,
  create: (
    name: RateLimitName,
    options: { points: number; duration: number },
  ) => RateLimiterAbstract,
): RateLimiter {
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, options]) => [
      name,
      create(name as RateLimitName, options),
    ]),
  ) as Record<RateLimitName, RateLimiterAbstract>;
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

export function memoryRateLimiter(enabled: boolean): RateLimiter {
  return rateLimiter(
    enabled,
    (name, options) => new RateLimiterMemory({ keyPrefix: name, ...options }),
  );
}

/**
 * Counters in PostgreSQL (table from migrations/0002). If the database does not answer, a memory
 * limiter with the same limits takes over for this process, so a hiccup never turns into a 500.
 */
export function postgresRateLimiter(enabled: boolean, pool: pg.Pool): RateLimiter {
  return rateLimiter(
    enabled,
    (name, options) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: name,
        ...options,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...options }),
      }),
  );
}
