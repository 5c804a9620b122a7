import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeDigests } from '../src/alerts/compose-digests.ts';
import { processQueue, suppressAddress } from '../src/mail/delivery-queue.ts';
import { postOneClick } from './support/one-click.ts';
import {
  ApiClient,
  registeredUser,
  startTestApp,
  TEST_NOW,
  type TestApp,
} from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(TEST_NOW.getTime() - ms);

/** A published ad copied from a seeded one of the region, with its own title and publication. */
async function publishJob(options: {
  title: string;
  country?: 'HU' | 'RO';
  publishedAt: Date;
  categoryId?: number;
  notCategoryId?: number;
}) {
  const { db } = app.deps;
  let template = db
    .selectFrom('jobs')
    .selectAll()
    .where('status', '=', 'published')
    .where('country', '=', options.country ?? 'HU')
    .orderBy('id')
    .limit(1);
  if (options.categoryId) template = template.where('category_id', '=', options.categoryId);
  if (options.notCategoryId) template = template.where('category_id', '!=', options.notCategoryId);
  const from = await template.executeTakeFirstOrThrow();
  const slug = `${options.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  const row = await db
    .insertInto('jobs')
    .values({
      company_id: from.company_id,
      slug,
      title: options.title,
      language: from.language,
      description: from.description,
      country: from.country,
      location_id: from.location_id,
      category_id: from.category_id,
      subcategory_ids: from.subcategory_ids,
      job_type: from.job_type,
      level: from.level,
      extras: from.extras,
      tags: from.tags,
      salary_min: 500_000,
      salary_max: 700_000,
      salary_currency: 'HUF',
      salary_form: 'gross',
      salary_period: 'month',
      published_at: options.publishedAt,
      deadline: '2026-06-30',
      status: 'published',
    } as never)
    .returning(['id', 'slug', 'category_id', 'company_id'])
    .executeTakeFirstOrThrow();
  const company = await db
    .selectFrom('companies')
    .select('slug')
    .where('id', '=', row.company_id)
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), slug: row.slug, categoryId: row.category_id, company: company.slug };
}

async function confirmedAlert(values: {
  email: string;
  keywords: string;
  categoryIds?: number[];
  locale?: string;
  region?: string;
  frequency?: 'instant' | 'daily' | 'weekly';
  lastDigestAt?: Date | null;
  userId?: number | null;
}) {
  const row = await app.deps.db
    .insertInto('job_alerts')
    .values({
      user_id: values.userId ?? null,
      email: values.email,
      locale: values.locale ?? 'hu',
      region: values.region ?? 'hu',
      frequency: values.frequency ?? 'daily',
      category_ids: values.categoryIds ?? [],
      location_ids: [],
      keywords: values.keywords,
      confirm_token_hash: null,
      manage_token_hash: `test-${Math.random()}`,
      confirmed_at: ago(10 * DAY),
      created_at: ago(10 * DAY),
      last_digest_at: values.lastDigestAt === undefined ? ago(DAY) : values.lastDigestAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

type OutboxRow = { body_text: string; body_html: string | null; subject: string; headers: unknown };
const outboxOf = async (to: string) =>
  (await app.deps.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id')
    .execute()) as OutboxRow[];

const runDaily = async (now = TEST_NOW, force = false) => {
  const run = await composeDigests(app.deps, { frequency: 'daily', now, force });
  await processQueue(app.deps.db, app.deps.mailer, now);
  return run;
};

describe('job alert digests', () => {
  let oneClick = '';
  let alertId = 0;

  it('mails exactly the new matching ads, in the alert’s language, once per address', async () => {
    const match = await publishJob({ title: 'Zebrafish kutató', publishedAt: ago(2 * HOUR) });
    const second = await publishJob({
      title: 'Zebrafish asszisztens',
      publishedAt: ago(20 * HOUR),
    });
    const old = await publishJob({ title: 'Zebrafish technikus', publishedAt: ago(3 * DAY) });
    const romania = await publishJob({
      title: 'Zebrafish cercetător',
      country: 'RO',
      publishedAt: ago(HOUR),
    });
    const otherCategory = await publishJob({
      title: 'Zebrafish gondozó',
      publishedAt: ago(HOUR),
      notCategoryId: match.categoryId,
    });
    const future = await publishJob({
      title: 'Zebrafish később',
      publishedAt: new Date(TEST_NOW.getTime() + HOUR),
    });
    const unrelated = await publishJob({
      title: 'Pék',
      publishedAt: ago(HOUR),
      categoryId: match.categoryId,
    });
    const email = 'zebra-digest@example.com';
    alertId = await confirmedAlert({
      email,
      keywords: 'zebrafish',
      categoryIds: [match.categoryId],
      locale: 'en',
    });
    // The same person's second alert finds the same ad: it is mailed once.
    await confirmedAlert({ email: 'Zebra-Digest@example.com', keywords: 'zebrafish kutató' });

    const run = await runDaily();
    expect(run.enqueued.map((digest) => [digest.alertId, digest.jobs])).toEqual([[alertId, 2]]);
    expect(run.empty).toBeGreaterThanOrEqual(1);
    const mails = await outboxOf(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [OutboxRow];
    expect(mail.subject).toBe('New jobs for your search (2)');
    for (const job of [match, second]) {
      expect(mail.body_text).toContain(`http://localhost:3000/en/job/${job.company}/${job.slug}`);
      expect(mail.body_html).toContain(`/en/job/${job.company}/${job.slug}`);
    }
    for (const job of [old, romania, otherCategory, future, unrelated]) {
      expect(mail.body_text).not.toContain(job.slug);
    }
    // Best first: the relevance order of the /jobs search; pay and the "see all" and manage links.
    expect(mail.body_text).toMatch(
      /500\s000–700\s000\sHUF \/month, gross|HUF\s500,000–700,000 \/month, gross/,
    );
    expect(mail.body_text).toContain('See all matches http://localhost:3000/en/jobs?q=zebrafish');
    expect(mail.body_html).toContain('<html dir="ltr" lang="en"');
    const headers = mail.headers as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link =
      /<(http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?token=[\w-]+)>, <mailto:unsubscribe@allas\.hu\?subject=unsubscribe>/.exec(
        headers['List-Unsubscribe'] ?? '',
      );
    expect(link).not.toBeNull();
    oneClick = new URL(link?.[1] ?? '').search;

    // The same period again, by the scheduler or by hand: nothing more.
    expect((await runDaily(new Date(TEST_NOW.getTime() + HOUR))).enqueued).toEqual([]);
    expect((await runDaily(new Date(TEST_NOW.getTime() + HOUR), true)).enqueued).toEqual([]);
    expect(await outboxOf(email)).toHaveLength(1);
    // The next morning's digest brings what is new since: the ad published after the first
    // digest, which the second manual run could not queue under the same period's key, and one
    // published later; none of the mailed ones.
    const later = await publishJob({
      title: 'Zebrafish vezető',
      publishedAt: new Date(TEST_NOW.getTime() + 5 * HOUR),
      categoryId: match.categoryId,
    });
    const next = await runDaily(new Date('2026-03-17T06:00:00Z'));
    expect(next.enqueued.map((digest) => [digest.alertId, digest.jobs])).toEqual([[alertId, 2]]);
    const [, nextMail] = await outboxOf(email);
    expect(nextMail?.body_text).toContain(later.slug);
    expect(nextMail?.body_text).toContain(future.slug);
    expect(nextMail?.body_text).not.toContain(match.slug);
    expect(nextMail?.body_text).not.toContain(second.slug);
  });

  it('queues nothing when nothing new matches', async () => {
    const email = 'nothing-matches@example.com';
    const id = await confirmedAlert({ email, keywords: 'qqxxzzyyww' });
    const run = await runDaily(TEST_NOW, true);
    expect(run.enqueued.filter((digest) => digest.alertId === id)).toEqual([]);
    expect(await outboxOf(email)).toEqual([]);
    const alert = await app.deps.db
      .selectFrom('job_alerts')
      .select('last_digest_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(alert.last_digest_at).toEqual(TEST_NOW);
  });

  it('unsubscribes in one click by POST without a session or XSRF token, idempotently', async () => {
    const post = (search: string) => postOneClick(app.url, `/unsubscribe/one-click${search}`);
    const first = await post(oneClick);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ unsubscribed: true });
    const gone = await app.deps.db
      .selectFrom('job_alerts')
      .select('id')
      .where('id', '=', alertId)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    expect((await post(oneClick)).status).toBe(200);
    expect((await post('?token=not-a-token-of-any-mail')).status).toBe(404);
    expect((await fetch(`${app.url}/unsubscribe/one-click${oneClick}`)).status).toBe(405);
    // The site's unsubscribe page takes the same token.
    const page = await new ApiClient(app.url).post('/job-alerts/unsubscribe', {
      token: new URLSearchParams(oneClick).get('token'),
    });
    expect(page.status).toBe(200);
  });

  it('sends an instant alert’s new ad on the next cycle, up to the daily cap', async () => {
    const email = 'instant-alert@example.com';
    const id = await confirmedAlert({
      email,
      keywords: 'okapi',
      frequency: 'instant',
      lastDigestAt: ago(10 * 60_000),
    });
    const job = await publishJob({ title: 'Okapi gondozó', publishedAt: ago(2 * 60_000) });
    const run = await composeDigests(app.deps, { frequency: 'instant', now: TEST_NOW });
    expect(run.enqueued).toEqual([
      expect.objectContaining({
        alertId: id,
        jobs: 1,
        idempotencyKey: `digest:${id}:instant:2026-03-16T10:00:00.000Z`,
      }),
    ]);
    await processQueue(app.deps.db, app.deps.mailer, TEST_NOW);
    const [mail] = await outboxOf(email);
    expect(mail?.body_text).toContain(`/hu/job/${job.company}/${job.slug}`);
    expect(mail?.subject).toBe('Új állások a keresésedre (1)');
    // Paused: nothing.
    await app.deps.db
      .updateTable('job_alerts')
      .set({ paused_at: TEST_NOW })
      .where('id', '=', id)
      .execute();
    await publishJob({ title: 'Okapi etető', publishedAt: new Date(TEST_NOW.getTime() + 60_000) });
    const paused = await composeDigests(app.deps, {
      frequency: 'instant',
      now: new Date(TEST_NOW.getTime() + 5 * 60_000),
    });
    expect(paused.enqueued.filter((digest) => digest.alertId === id)).toEqual([]);
  });
});

describe('the operator route of `pnpm alerts:send`', () => {
  const send = (headers: Record<string, string>, body: unknown = { frequency: 'weekly' }) =>
    fetch(`${app.url}/_ops/alerts/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('runs a cycle for a loopback caller with the operator header, and for nobody else', async () => {
    const ok = await send(
      { 'x-allas-operator': 'alerts' },
      { frequency: 'weekly', now: TEST_NOW.toISOString() },
    );
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { lines: string[] };
    expect(body.lines.at(-1)).toMatch(/^delivery: \d+ sent, \d+ to retry, \d+ dead-lettered$/);
    expect((await send({})).status).toBe(404);
    // Through the gateway (which names the client in X-Forwarded-For): refused.
    expect(
      (await send({ 'x-allas-operator': 'alerts', 'x-forwarded-for': '203.0.113.9' })).status,
    ).toBe(404);
    expect((await send({ 'x-allas-operator': 'alerts' }, { frequency: 'hourly' })).status).toBe(
      400,
    );
    // Not in the public API description.
    const openapi = await (await fetch(`${app.url}/openapi.json`)).text();
    expect(openapi).not.toContain('/_ops/');
  });
});

describe('a signed-in user’s alerts', () => {
  type View = {
    id: string;
    frequency: string;
    search: string;
    paused: boolean;
    suppressed: boolean;
    confirmed: boolean;
  };

  it('keeps the /jobs search an alert is made from, pauses and resumes it, and shows a suppression', async () => {
    const { client, email } = await registeredUser(app.url);
    const categories = await client.get<{ slug: string }[]>('/categories?region=hu');
    const created = await client.post<{ id: string }>('/job-alerts', {
      frequency: 'instant',
      categories: [categories.body[0]?.slug],
      region: 'hu',
      search: '?page=3&salary=1&q=java&types=partTime,fullTime&sort=newest',
    });
    expect(created.status).toBe(201);
    const [view] = (await client.get<View[]>('/job-alerts')).body;
    // The codec's canonical form, without page and order.
    expect(view).toMatchObject({
      frequency: 'instant',
      search: 'q=java&types=fullTime%2CpartTime&salary=1',
      paused: false,
      suppressed: false,
    });
    const paused = await client.patch<View>(`/job-alerts/${created.body.id}`, { paused: true });
    expect(paused.body.paused).toBe(true);
    const stored = await app.deps.db
      .selectFrom('job_alerts')
      .select('paused_at')
      .where('id', '=', Number(created.body.id))
      .executeTakeFirstOrThrow();
    expect(stored.paused_at).toEqual(TEST_NOW);
    expect(
      (await client.patch<View>(`/job-alerts/${created.body.id}`, { paused: false })).body.paused,
    ).toBe(false);
    await suppressAddress(app.deps.db, email.toUpperCase(), 'hard bounce: 550', TEST_NOW);
    expect((await client.get<View[]>('/job-alerts')).body[0]?.suppressed).toBe(true);
    expect(
      (await client.patch(`/job-alerts/${created.body.id}`, { frequency: 'hourly' })).status,
    ).toBe(422);
    // The alert is unconfirmed (double opt-in); once confirmed, it counts, until job alerts are
    // switched off on /user/notifications.
    await app.deps.db
      .updateTable('job_alerts')
      .set({ confirmed_at: TEST_NOW })
      .where('id', '=', Number(created.body.id))
      .execute();
    const counted = async () =>
      (await composeDigests(app.deps, { frequency: 'instant', now: TEST_NOW })).alerts;
    const before = await counted();
    expect((await client.put('/profile/notifications', { jobAlerts: false })).status).toBe(200);
    expect(await counted()).toBe(before - 1);
  });
});
