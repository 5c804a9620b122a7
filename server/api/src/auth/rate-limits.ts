import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Plain limits: `points` counted hits per `windowMs`, then 429 until the window ends. Guests are
 * counted per client address (which the gateway forwards), signed-in users per account, and a
 * guest's form is counted only after its captcha passed, so nobody can spend another's allowance.
 */
export const RATE_LIMITS = {
  forms: { points: 10, windowMs: HOUR },
  applications: { points: 10, windowMs: HOUR },
  uploads: { points: 10, windowMs: HOUR },
  // Reset mails: a few per address asked for (mail bombing) and per client (enumeration).
  forgotPasswordPerEmail: { points: 3, windowMs: HOUR },
  forgotPasswordPerClient: { points: 20, windowMs: HOUR },
  // Award votes (issue 11): per account and per client address, well above a voter's weekly limit.
  votesPerAccount: { points: 30, windowMs: HOUR },
  votesPerClient: { points: 120, windowMs: HOUR },
  voterEmailConfirmations: { points: 5, windowMs: HOUR },
} as const;

/**
 * Login failures (OWASP ASVS v5 §6.3): counted per account and client address together, and per
 * client address across accounts (password spraying). From its `holdAfter`-th failure such a key is
 * held back (429) for a delay that doubles with each further failure, up to `maxDelayMs`; a success clears
 * the pair. No rule holds back an account as such, so nobody can lock another person out: failures
 * against one account from everywhere only make its logins wait a little (`loginAccount`, at most
 * three seconds, never refused).
 */
export const LOGIN_THROTTLES = {
  loginPair: {
    holdAfter: 5,
    windowMs: 15 * MINUTE,
    firstDelayMs: 1_000,
    maxDelayMs: 15 * MINUTE,
    holdsBack: true,
  },
  loginClient: {
    holdAfter: 20,
    windowMs: 15 * MINUTE,
    firstDelayMs: 5_000,
    maxDelayMs: HOUR,
    holdsBack: true,
  },
  loginAccount: {
    holdAfter: 10,
    windowMs: 15 * MINUTE,
    firstDelayMs: 250,
    maxDelayMs: 3_000,
    holdsBack: false,
  },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type LoginThrottleName = keyof typeof LOGIN_THROTTLES;

export interface RateLimiter {
  /** Counts one hit for each key; 429 with Retry-After when a key is over its limit. */
  consume(name: RateLimitName, keys: string[]): Promise<void>;
  /** 429 with Retry-After when any key is held back now; counts nothing. */
  assertNotHeldBack(name: LoginThrottleName, keys: string[]): Promise<void>;
  /** Counts a failure for the key; from `holdAfter` failures on, a holding rule holds it back. */
  recordFailure(name: LoginThrottleName, key: string): Promise<void>;
  /** The growing delay the key's failures in this window call for (0 while they are few). */
  delayMs(name: LoginThrottleName, key: string): Promise<number>;
  /** Forgets a key's count (a successful login clears its pair). */
  reset(name: RateLimitName | LoginThrottleName, key: string): Promise<void>;
}

export const tooManyRequests = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, 'rate_limited', 'error.rateLimited', { seconds }, undefined, {
    'Retry-After': String(seconds),
  });
};

/** Doubling delays: the `holdAfter`-th failure waits `firstDelayMs`, each further one twice as long. */
export function growingDelayMs(
  failures: number,
  rule: { holdAfter: number; firstDelayMs: number; maxDelayMs: number },
): number {
  const over = failures - rule.holdAfter;
  if (over < 0) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(over, 30));
}

const counterKey = (name: string, key: string) => `${name}:${key.toLowerCase()}`;

/**
 * Counters in the rate_limit_counters table (migrations/0007), so every api process sees the same
 * counts. One upsert per hit: a window that has ended starts again at 1.
 */
export function databaseRateLimiter(
  db: Kysely<Database>,
  enabled: boolean,
  now: () => Date,
): RateLimiter {
  async function hit(key: string, windowMs: number) {
    const at = now().getTime();
    const row = await sql<{ hits: number; window_ends_at: number; blocked_until: number }>`
      INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
      VALUES (${key}, 1, ${at + windowMs})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.window_ends_at <= ${at} THEN 1 ELSE c.hits + 1 END,
        blocked_until = CASE WHEN c.window_ends_at <= ${at} THEN 0 ELSE c.blocked_until END,
        window_ends_at = CASE WHEN c.window_ends_at <= ${at} THEN ${at + windowMs}
                              ELSE c.window_ends_at END
      RETURNING hits, window_ends_at, blocked_until`.execute(db);
    // An occasional sweep keeps the table to the live windows.
    if (Math.random() < 0.01) {
      await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<', at).execute();
    }
    const first = row.rows[0];
    return {
      at,
      hits: Number(first?.hits ?? 1),
      windowEndsAt: Number(first?.window_ends_at ?? at),
    };
  }

  return {
    async consume(name, keys) {
      if (!enabled) return;
      const rule = RATE_LIMITS[name];
      for (const key of keys) {
        const { at, hits, windowEndsAt } = await hit(counterKey(name, key), rule.windowMs);
        if (hits > rule.points) throw tooManyRequests(windowEndsAt - at);
      }
    },
    async assertNotHeldBack(name, keys) {
      if (!enabled || keys.length === 0) return;
      const at = now().getTime();
      const rows = await db
        .selectFrom('rate_limit_counters')
        .select('blocked_until')
        .where(
          'key',
          'in',
          keys.map((key) => counterKey(name, key)),
        )
        .where('blocked_until', '>', at)
        .execute();
      const until = Math.max(0, ...rows.map((row) => Number(row.blocked_until)));
      if (until > at) throw tooManyRequests(until - at);
    },
    async recordFailure(name, key) {
      if (!enabled) return;
      const rule = LOGIN_THROTTLES[name];
      const id = counterKey(name, key);
      const { at, hits } = await hit(id, rule.windowMs);
      const delay = growingDelayMs(hits, rule);
      if (rule.holdsBack && delay > 0) {
        // The hold may outlast the window: keep the row (and its count) until it ends.
        await db
          .updateTable('rate_limit_counters')
          .set((eb) => ({
            blocked_until: at + delay,
            window_ends_at: eb.fn('greatest', [eb.ref('window_ends_at'), eb.val(at + delay)]),
          }))
          .where('key', '=', id)
          .execute();
      }
    },
    async delayMs(name, key) {
      if (!enabled) return 0;
      const row = await db
        .selectFrom('rate_limit_counters')
        .select(['hits', 'window_ends_at'])
        .where('key', '=', counterKey(name, key))
        .executeTakeFirst();
      if (!row || Number(row.window_ends_at) <= now().getTime()) return 0;
      return growingDelayMs(Number(row.hits), LOGIN_THROTTLES[name]);
    },
    async reset(name, key) {
      await db.deleteFrom('rate_limit_counters').where('key', '=', counterKey(name, key)).execute();
    },
  };
}
