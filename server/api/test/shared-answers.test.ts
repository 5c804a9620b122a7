import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedAnswers } from '../src/http/shared-answers.ts';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

describe('shared answers', () => {
  it('computes once per key within the TTL, for concurrent and later askers alike', async () => {
    let now = 0;
    const shared = sharedAnswers(5000, () => now);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([1, 2, 3].map(() => shared.remember('a', compute)))).toEqual([
      1, 1, 1,
    ]);
    now = 4999;
    expect(await shared.remember('a', compute)).toBe(1);
    expect(await shared.remember('b', compute)).toBe(2);
    now = 5000;
    expect(await shared.remember('a', compute)).toBe(3);
    shared.clear();
    expect(await shared.remember('a', compute)).toBe(4);
  });

  it('keeps no failure, and keeps nothing with a TTL of 0', async () => {
    const shared = sharedAnswers(5000, () => 0);
    await expect(
      shared.remember('x', () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow();
    expect(await shared.remember('x', async () => 'recovered')).toBe('recovered');
    let computed = 0;
    const off = sharedAnswers(0, () => 0);
    await off.remember('a', async () => ++computed);
    await off.remember('a', async () => ++computed);
    expect(computed).toBe(2);
  });
});

type Tree = { slug: string; count: number }[];

describe('the api with shared answers on', () => {
  let app: TestApp;
  let guest: ApiClient;
  beforeAll(async () => {
    app = await startTestApp({ env: { SHARED_ANSWERS_TTL_MS: '60000' } });
    guest = new ApiClient(app.url);
  });
  afterAll(() => app?.close());

  const itJobs = async () =>
    (await guest.get<Tree>('/categories?region=hu')).body.find((c) => c.slug === 'it')?.count;

  it('answers guests from memory until a change goes through the api', async () => {
    const before = await itJobs();
    if (before === undefined || before < 1) throw new Error('no open IT jobs in the seed');
    // A change behind the api's back (as another api process would make) is not seen yet…
    await sql`UPDATE jobs SET status = 'closed' WHERE id = (SELECT j.id FROM jobs j
      JOIN categories c ON c.id = j.category_id WHERE c.slug = 'it' AND j.status = 'published'
      AND j.country = 'HU' AND j.deadline >= '2026-03-16' ORDER BY j.id LIMIT 1)`.execute(
      app.deps.db,
    );
    expect(await itJobs()).toBe(before);
    // …and any change through this api clears what it kept.
    await registeredUser(app.url);
    expect(await itJobs()).toBe(before - 1);
  });

  it('keeps the home page for guests only: a signed-in visitor gets their own', async () => {
    const first = await guest.get<{ totalOpenJobs: number }>('/content/home?region=hu');
    await sql`UPDATE jobs SET status = 'closed' WHERE id = (SELECT id FROM jobs WHERE status = 'published'
      AND country = 'HU' AND deadline >= '2026-03-16' ORDER BY id LIMIT 1)`.execute(app.deps.db);
    const again = await guest.get<{ totalOpenJobs: number }>('/content/home?region=hu');
    expect(again.body.totalOpenJobs).toBe(first.body.totalOpenJobs);
    const { client: member } = await registeredUser(app.url);
    const own = await member.get<{ totalOpenJobs: number }>('/content/home?region=hu');
    expect(own.body.totalOpenJobs).toBe(first.body.totalOpenJobs - 1);
  });
});
