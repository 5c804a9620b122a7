import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_LEASE_MS,
  claimDeliveries,
  enqueueMail,
  MAX_ATTEMPTS,
  processQueue,
  type QueuedMail,
  retryDelayMs,
} from '../src/mail/delivery-queue.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import { smtpMailer } from '../src/mail/smtp-mailer.ts';
import { startTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);
let serial = 0;
const mail = (to: string, extra: Partial<QueuedMail> = {}): QueuedMail => ({
  idempotencyKey: `test:${to}:${++serial}`,
  to,
  subject: 'Új állások',
  text: 'Szöveg',
  html: '<p>Szöveg</p>',
  headers: { 'List-Unsubscribe': '<https://allas.hu/api/unsubscribe/one-click?token=x>' },
  kind: 'job-alert-digest',
  locale: 'hu',
  ...extra,
});
const outboxOf = (to: string) =>
  app.deps.db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();
const deliveryOf = (key: string) =>
  app.deps.db
    .selectFrom('mail_deliveries')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();

describe('the durable mail queue', () => {
  it('queues a mail once per idempotency key and delivers it once, HTML and headers included', async () => {
    const { db, mailer } = app.deps;
    const queued = mail('queue-once@example.com');
    expect(await enqueueMail(db, queued, TEST_NOW)).toEqual(expect.any(Number));
    expect(await enqueueMail(db, queued, TEST_NOW)).toBeNull();
    expect((await processQueue(db, mailer, TEST_NOW)).sent).toBe(1);
    expect((await processQueue(db, mailer, at(60_000))).sent).toBe(0);
    const sent = await outboxOf('queue-once@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body_html).toBe('<p>Szöveg</p>');
    expect(sent[0]?.headers).toEqual(queued.headers);
    expect(await deliveryOf(queued.idempotencyKey)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('takes a mail claimed by a process that died before sending once its lease runs out, and sends it once', async () => {
    const { db, mailer } = app.deps;
    const queued = mail('queue-crash@example.com');
    await enqueueMail(db, queued, TEST_NOW);
    // The "crashed" process: it claimed the row and never sent or released it.
    const claimed = await claimDeliveries(db, TEST_NOW);
    expect(claimed.map((row) => row.idempotency_key)).toContain(queued.idempotencyKey);
    // While the lease holds, nobody else takes it.
    expect((await processQueue(db, mailer, at(60_000))).sent).toBe(0);
    expect(await outboxOf('queue-crash@example.com')).toHaveLength(0);
    const run = await processQueue(db, mailer, at(CLAIM_LEASE_MS + 1_000));
    expect(run.sent).toBe(1);
    expect((await processQueue(db, mailer, at(CLAIM_LEASE_MS + 120_000))).sent).toBe(0);
    expect(await outboxOf('queue-crash@example.com')).toHaveLength(1);
    expect(await deliveryOf(queued.idempotencyKey)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('retries a refused mail with growing waits and dead-letters it after the last attempt', async () => {
    const { db } = app.deps;
    let calls = 0;
    const failing: Mailer = {
      send: async () => {},
      deliver: async () => {
        calls++;
        throw Object.assign(new Error('Try again later'), { responseCode: 421 });
      },
    };
    const queued = mail('queue-retry@example.com');
    await enqueueMail(db, queued, TEST_NOW);
    let now = TEST_NOW;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      // Not due a moment before its time.
      if (attempt > 1) {
        expect((await processQueue(db, failing, new Date(now.getTime() - 1_000))).retried).toBe(0);
      }
      const run = await processQueue(db, failing, now);
      const row = await deliveryOf(queued.idempotencyKey);
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toContain('421');
      if (attempt < MAX_ATTEMPTS) {
        expect(run.retried).toBe(1);
        expect(row.state).toBe('pending');
        expect(new Date(row.next_attempt_at).getTime()).toBe(now.getTime() + retryDelayMs(attempt));
        now = new Date(row.next_attempt_at);
      } else {
        expect(run.dead).toBe(1);
        expect(row.state).toBe('dead');
      }
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });
});

describe('hard bounces', () => {
  let server: SMTPServer;
  let port: number;
  const accepted: string[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('gone')) {
          callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
        } else callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          accepted.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(resolve));
  });

  it('suppresses an address the SMTP server refuses with 550, and sends it no more bulk mail', async () => {
    const { db } = app.deps;
    const smtp = smtpMailer(
      `smtp://127.0.0.1:${port}`,
      'allas <no-reply@allas.hu>',
      pino({ level: 'silent' }),
    );
    const bounced = mail('gone-bounce@example.com');
    const fine = mail('still-here-bounce@example.com');
    await enqueueMail(db, bounced, TEST_NOW);
    await enqueueMail(db, fine, TEST_NOW);
    const run = await processQueue(db, smtp, TEST_NOW);
    expect(run).toMatchObject({ sent: 1, dead: 1, retried: 0 });
    expect(accepted).toEqual(['still-here-bounce@example.com']);
    expect(await deliveryOf(bounced.idempotencyKey)).toMatchObject({ state: 'dead', attempts: 1 });
    const suppressed = await db
      .selectFrom('mail_suppressions')
      .selectAll()
      .where('email', '=', 'gone-bounce@example.com')
      .executeTakeFirst();
    expect(suppressed?.reason).toBe('hard bounce: 550');
    // The next mail to that address is dead-lettered without a word to the server.
    const next = mail('GONE-bounce@example.com');
    await enqueueMail(db, next, at(60_000));
    expect(await processQueue(db, smtp, at(60_000))).toMatchObject({ sent: 0, dead: 1 });
    expect(await deliveryOf(next.idempotencyKey)).toMatchObject({
      state: 'dead',
      last_error: 'address suppressed',
    });
  });
});
