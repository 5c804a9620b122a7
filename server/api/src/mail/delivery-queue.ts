import { type Kysely, sql, type Updateable } from 'kysely';
import type { Database, MailDeliveriesTable } from '../db/schema.ts';
import type { Mail, Mailer } from './mailer.ts';

/**
 * The durable queue of bulk mail (migration 0013): enqueue with an idempotency key, claim with
 * `FOR UPDATE SKIP LOCKED` so several api processes share the work without taking the same row,
 * hand each claimed mail to the transport, and on failure retry with exponential backoff until
 * MAX_ATTEMPTS, then dead-letter it. A hard bounce (SMTP 5xx) suppresses the address at once.
 * PGlite runs the same statements (it is one connection, so SKIP LOCKED never has to skip there).
 */

export const MAX_ATTEMPTS = 5;
/** How long a claim holds a row: a process that died before sending frees it after this. */
export const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH = 20;

/** Wait before attempt n+1 after n failed attempts: 1, 2, 4, 8… minutes, at most 6 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failedAttempts - 1), 6 * 3_600_000);
}

export type QueueDb = Kysely<Database>;

export interface QueuedMail extends Mail {
  /** Unique per mail meant: a second enqueue with the same key changes nothing. */
  idempotencyKey: string;
}

/** Queues a mail; the new row's id, or null when a mail with that key is queued already. */
export async function enqueueMail(
  db: QueueDb,
  mail: QueuedMail,
  now: Date,
): Promise<number | null> {
  const row = await db
    .insertInto('mail_deliveries')
    .values({
      idempotency_key: mail.idempotencyKey,
      kind: mail.kind,
      locale: mail.locale,
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html ?? null,
      headers: JSON.stringify(mail.headers ?? {}),
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function isSuppressed(db: QueueDb, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('mail_suppressions')
    .select('email')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function suppressAddress(db: QueueDb, email: string, reason: string, now: Date) {
  await db
    .insertInto('mail_suppressions')
    .values({ email, reason, created_at: now })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .execute();
}

/**
 * Claims up to `limit` due mails: pending ones whose time has come, and 'sending' ones whose
 * claim's lease ran out (their process died between claim and send). Rows another process holds
 * locked are skipped, not waited for.
 */
export async function claimDeliveries(db: QueueDb, now: Date, limit = BATCH) {
  return db
    .updateTable('mail_deliveries')
    .set({
      state: 'sending',
      attempts: sql`attempts + 1`,
      claimed_until: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_deliveries')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('state', '=', 'pending'), w('next_attempt_at', '<=', now)]),
            w.and([w('state', '=', 'sending'), w('claimed_until', '<=', now)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

type Claimed = Awaited<ReturnType<typeof claimDeliveries>>[number];

export interface QueueRun {
  sent: number;
  retried: number;
  dead: number;
}

/** SMTP's reply code of a refusal, when the transport gave one (nodemailer's `responseCode`). */
const replyCode = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' ? code : null;
};

async function deliverOne(db: QueueDb, mailer: Mailer, row: Claimed, now: Date, run: QueueRun) {
  const finish = (values: Updateable<MailDeliveriesTable>) =>
    db
      .updateTable('mail_deliveries')
      .set({ claimed_until: null, ...values })
      .where('id', '=', row.id)
      .where('state', '=', 'sending')
      .execute();
  if (row.attempts > MAX_ATTEMPTS) {
    run.dead++;
    return finish({ state: 'dead', last_error: row.last_error ?? 'too many attempts' });
  }
  if (await isSuppressed(db, row.to_address)) {
    run.dead++;
    return finish({ state: 'dead', last_error: 'address suppressed' });
  }
  try {
    await mailer.deliver({
      to: row.to_address,
      subject: row.subject,
      text: row.body_text,
      kind: row.kind,
      locale: row.locale,
      ...(row.body_html ? { html: row.body_html } : {}),
      headers: row.headers,
    });
  } catch (error) {
    const code = replyCode(error);
    const message = `${code ?? ''} ${(error as Error).message}`.trim().slice(0, 500);
    if (code !== null && code >= 500) {
      // A permanent refusal: the address bounces hard, and no more bulk mail goes to it.
      await suppressAddress(db, row.to_address, `hard bounce: ${code}`, now);
      run.dead++;
      return finish({ state: 'dead', last_error: message });
    }
    if (row.attempts >= MAX_ATTEMPTS) {
      run.dead++;
      return finish({ state: 'dead', last_error: message });
    }
    run.retried++;
    return finish({
      state: 'pending',
      last_error: message,
      next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)),
    });
  }
  run.sent++;
  return finish({ state: 'sent', sent_at: now, last_error: null });
}

/** Claims and delivers due mails batch by batch until none is due. */
export async function processQueue(
  db: QueueDb,
  mailer: Mailer,
  now: Date,
  options: { maxBatches?: number } = {},
): Promise<QueueRun> {
  const run: QueueRun = { sent: 0, retried: 0, dead: 0 };
  for (let batch = 0; batch < (options.maxBatches ?? 50); batch++) {
    const claimed = await claimDeliveries(db, now);
    if (claimed.length === 0) break;
    for (const row of claimed) await deliverOne(db, mailer, row, now, run);
  }
  return run;
}
