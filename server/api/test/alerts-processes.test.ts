import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';

// The job alerts against real processes: the `alerts:send` command, and two api processes on one
// PostgreSQL database (PGlite lets one process open a database, so that part runs on PostgreSQL).
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const tsx = join(apiDir, 'node_modules/.bin/tsx');

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  app = await startTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'allas-alert-processes-'));
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Ads and confirmed daily alerts for them, due at `now`; returns the alerts' addresses. */
async function alertsWithNewAds(word: string, count: number, now: Date) {
  const { db } = app.deps;
  await sql`INSERT INTO jobs (company_id, slug, title, language, description, country, location_id,
      category_id, subcategory_ids, job_type, level, extras, tags, salary_min, salary_max,
      salary_currency, salary_form, salary_period, published_at, deadline, status)
    SELECT company_id, slug || '-' || ${word}, ${`${word} specialista`}, language, description,
      country, location_id, category_id, subcategory_ids, job_type, level, extras, tags,
      salary_min, salary_max, salary_currency, salary_form, salary_period,
      ${new Date(now.getTime() - HOUR)}, ${new Date(now.getTime() + 30 * DAY).toISOString().slice(0, 10)}::date,
      'published'
    FROM jobs WHERE country = 'HU' AND status = 'published' ORDER BY id LIMIT 3`.execute(db);
  const emails = Array.from({ length: count }, (_, i) => `${word}-${i}@example.com`);
  await db
    .insertInto('job_alerts')
    .values(
      emails.map((email, i) => ({
        email,
        locale: ['hu', 'ro', 'en'][i % 3] ?? 'hu',
        region: 'hu',
        frequency: 'daily' as const,
        category_ids: [],
        location_ids: [],
        keywords: word,
        confirm_token_hash: null,
        manage_token_hash: `${word}-${i}`,
        confirmed_at: new Date(now.getTime() - 10 * DAY),
        created_at: new Date(now.getTime() - 10 * DAY),
        last_digest_at: new Date(now.getTime() - 2 * DAY),
      })),
    )
    .execute();
  return emails;
}

function run(command: string[], env: Record<string, string>) {
  const child = spawn(tsx, command, {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  const done = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  return { child, done, output: () => out };
}

describe('pnpm alerts:send', () => {
  it('asks the running api for a cycle and prints what it queued and sent', async () => {
    const emails = await alertsWithNewAds('tapir', 2, TEST_NOW);
    const port = new URL(app.url).port;
    const command = run(
      ['src/alerts-send.ts', '--frequency', 'daily', '--now', TEST_NOW.toISOString()],
      {
        API_PORT: port,
        DATA_DIR: dataDir,
      },
    );
    expect(await command.done).toBe(0);
    const printed = command.output();
    expect(printed).toContain(`alerts:send (by the api on port ${port})`);
    expect(printed).toMatch(/daily: \d+ alert\(s\), \d+ digest\(s\) queued/);
    expect(printed).toContain(`→ ${emails[0]} (hu, 3 job(s)): Új állások a keresésedre (3)`);
    expect(printed).toContain(`→ ${emails[1]} (ro, 3 job(s)): Joburi noi pentru căutarea ta (3)`);
    expect(printed).toMatch(
      /tapir specialista — http:\/\/localhost:3000\/ro\/job\/[\w-]+\/[\w-]+-tapir/,
    );
    expect(printed).toMatch(/delivery: [1-9]\d* sent, 0 to retry, 0 dead-lettered/);
    const outbox = await app.deps.db
      .selectFrom('outbox')
      .select('to_address')
      .where('to_address', 'in', emails)
      .execute();
    expect(outbox).toHaveLength(2);
  });

  it.skipIf(!onPostgres)('runs the cycle on the database itself when no api answers', async () => {
    const emails = await alertsWithNewAds('vombat', 1, TEST_NOW);
    const command = run(
      ['src/alerts-send.ts', '--frequency', 'daily', '--now', TEST_NOW.toISOString()],
      { API_PORT: '4719', DATA_DIR: dataDir, DATABASE_URL: app.deps.config.DATABASE_URL ?? '' },
    );
    expect(await command.done).toBe(0);
    expect(command.output()).toContain('alerts:send (no api running: on the database directly)');
    expect(command.output()).toContain(`→ ${emails[0]} (hu, 3 job(s))`);
  });

  it('refuses a frequency it does not know', async () => {
    const command = run(['src/alerts-send.ts', '--frequency', 'hourly'], { DATA_DIR: dataDir });
    expect(await command.done).toBe(2);
    expect(command.output()).toContain('usage: pnpm alerts:send --frequency daily|weekly|instant');
  });
});

describe('two api processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });

  it.skipIf(!onPostgres)(
    'send each digest exactly once',
    async () => {
      // The processes run on the real clock: ads published an hour ago, alerts last mailed two days ago.
      const now = new Date();
      const emails = await alertsWithNewAds('kapibara', 40, now);
      const processes = ['4716', '4717'].map((port) =>
        run(['src/main.ts'], {
          API_PORT: port,
          API_HOST: '127.0.0.1',
          DATABASE_URL: app.deps.config.DATABASE_URL ?? '',
          DATA_DIR: dataDir,
          ALERTS_INTERVAL_SECONDS: '1',
          CAPTCHA_HMAC_KEY: 'two-processes-captcha-key',
          SEED_JOBS: '0',
        }),
      );
      children.push(...processes.map((p) => p.child));
      const { db } = app.deps;
      const sentCount = async () =>
        Number(
          (
            await db
              .selectFrom('mail_deliveries')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('to_address', 'in', emails)
              .where('state', '=', 'sent')
              .executeTakeFirstOrThrow()
          ).n,
        );
      const deadline = Date.now() + 90_000;
      while ((await sentCount()) < emails.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      // A few more cycles of both processes: nothing more may go out.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      const deliveries = await db
        .selectFrom('mail_deliveries')
        .select(['to_address', 'idempotency_key', 'state', 'attempts'])
        .where('to_address', 'in', emails)
        .execute();
      expect(deliveries).toHaveLength(emails.length);
      expect(deliveries.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
      const outbox = await db
        .selectFrom('outbox')
        .select(['to_address'])
        .where('to_address', 'in', emails)
        .execute();
      expect(outbox.map((row) => row.to_address).sort()).toEqual([...emails].sort());
      // Both processes were running cycles (their logs say how many mails each sent).
      const sentBy = processes.map((p) =>
        p
          .output()
          .split('\n')
          .filter((line) => line.includes('job alerts cycle'))
          .reduce((sum, line) => sum + Number(JSON.parse(line).sent ?? 0), 0),
      );
      expect((sentBy[0] ?? 0) + (sentBy[1] ?? 0)).toBe(emails.length);
      console.info(`two processes: mails sent by each: ${sentBy.join(' and ')}`);
    },
    150_000,
  );
});
