import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pino from 'pino';
import type { AppDeps } from './app-deps.ts';
import { altchaCaptcha } from './auth/captcha.ts';
import { databaseRateLimiter } from './auth/rate-limits.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { localFileStore } from './files/file-store.ts';
import { sharedAnswers } from './http/shared-answers.ts';
import { outboxMailer } from './mail/mailer.ts';
import { smtpMailer } from './mail/smtp-mailer.ts';

/** Opens and migrates the database and wires the services the app runs on. */
export async function buildDeps(
  config: Config,
  overrides: {
    dataDir?: string;
    logger?: pino.Logger;
    now?: () => Date;
    pglite?: Parameters<typeof openDatabase>[0]['pglite'];
  } = {},
): Promise<{ deps: AppDeps; database: DatabaseHandle }> {
  const logger = overrides.logger ?? pino({ level: config.LOG_LEVEL, base: { service: 'api' } });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: overrides.dataDir ?? join(config.DATA_DIR, 'db'),
    pglite: overrides.pglite,
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
  });
  const applied = await migrate(database.db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  const now = overrides.now ?? clockOf(config);
  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    logger,
    mailer: config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.MAIL_FROM, logger)
      : outboxMailer(database.db),
    files: localFileStore(config.FILE_STORE ?? join(config.DATA_DIR, 'files')),
    captcha: altchaCaptcha(
      database.db,
      config.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
      config.CAPTCHA_MAX_NUMBER,
    ),
    limiter: databaseRateLimiter(database.db, config.RATE_LIMITS, now),
    shared: sharedAnswers(config.SHARED_ANSWERS_TTL_MS),
    now,
  };
  return { deps, database };
}

/**
 * The wall clock, or with ALLAS_FIXED_NOW (tests only) a clock that starts at that instant and runs
 * on at the real pace: timestamps stay ordered as they are made, and a run of a few minutes stays
 * on the same day and hour.
 */
export function clockOf(config: Pick<Config, 'ALLAS_FIXED_NOW'>): () => Date {
  if (!config.ALLAS_FIXED_NOW) return () => new Date();
  const offset = Date.parse(config.ALLAS_FIXED_NOW) - Date.now();
  return () => new Date(Date.now() + offset);
}
