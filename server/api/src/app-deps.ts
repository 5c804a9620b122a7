import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Captcha } from './auth/captcha.ts';
import type { RateLimiter } from './auth/rate-limits.ts';
import type { Config } from './config.ts';
import type { DatabaseKind } from './db/connect.ts';
import type { Database } from './db/schema.ts';
import type { FileStore } from './files/file-store.ts';
import type { SharedAnswers } from './http/shared-answers.ts';
import type { Mailer } from './mail/mailer.ts';

/** Everything a route needs from the outside world, passed in so tests can build the app their way. */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  logger: Logger;
  mailer: Mailer;
  files: FileStore;
  captcha: Captcha;
  limiter: RateLimiter;
  /** Signed-out answers shared by every visitor, kept briefly (SHARED_ANSWERS_TTL_MS). */
  shared: SharedAnswers;
  /** The clock; tests may pin it. */
  now: () => Date;
}
