import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredEmployer } from './support/employers.ts';
import { oneClickPath, postOneClick } from './support/one-click.ts';
import { ApiClient, startTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';

// The journey through the api: a guest subscribes to instant alerts in English, confirms from
// the outbox, an employer publishes a matching ad, `alerts:send instant` (its operator route) sends
// the digest, whose link leads to the ad under /en, and the mail's one-click unsubscribe ends it.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: false });
});
afterAll(() => app?.close());

type Mail = { to: string; subject: string; text: string; kind: string };
const later = (ms: number) => new Date(TEST_NOW.getTime() + ms);

describe('a guest’s instant job alert, from sign-up to one-click unsubscribe', () => {
  it('arrives in the alert’s language with a link to the new ad, and stops in one click', async () => {
    const guest = await new ApiClient(app.url).startSession();
    guest.locale = 'en';
    const categories =
      await guest.get<{ slug: string; subcategories: { slug: string }[] }[]>(
        '/categories?region=hu',
      );
    const category = categories.body.find((c) => c.subcategories.length > 1);
    const cities = await guest.get<{ slug: string }[]>('/locations?region=hu');
    if (!category || !cities.body[0]) throw new Error('no categories or locations seeded');
    const email = 'gepard.guest@example.com';
    const subscribed = await guest.post('/job-alerts', {
      email,
      frequency: 'instant',
      categories: [category.slug],
      keywords: 'gepárd',
      region: 'hu',
      captcha: await guest.captcha(),
    });
    expect(subscribed.status).toBe(201);
    const outbox = async () =>
      (await new ApiClient(app.url).get<Mail[]>(`/_dev/outbox?to=${encodeURIComponent(email)}`))
        .body;
    const [confirmation] = await outbox();
    const token = /token=([\w-]+)/.exec(confirmation?.text ?? '')?.[1] ?? '';
    expect((await new ApiClient(app.url).post('/job-alerts/confirm', { token })).status).toBe(200);

    // A minute later an employer publishes a matching ad.
    app.deps.now = () => later(60_000);
    const employer = await registeredEmployer(app);
    const draft = await employer.client.post<{ id: string }>('/employer/jobs', {
      title: 'Gepárd-gondozó állatkerti munkatárs',
      description: 'A nagymacskák gondozása és etetése.\n\nBetanítást adunk.',
      language: 'hu',
      location: cities.body[0].slug,
      category: category.slug,
      subcategories: [category.subcategories[0]?.slug],
      type: 'fullTime',
      level: 'junior',
      extras: [],
      tags: [],
      salary: { min: 450_000, max: 550_000, currency: 'HUF', basis: 'gross', period: 'month' },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const published = await employer.client.post<{ slug: string; companySlug: string }>(
      `/employer/jobs/${draft.body.id}/publish`,
    );
    expect(published.status).toBe(200);
    app.deps.now = () => TEST_NOW;

    const sent = await fetch(`${app.url}/_ops/alerts/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-allas-operator': 'alerts' },
      body: JSON.stringify({ frequency: 'instant', now: later(3 * 60_000).toISOString() }),
    });
    expect(sent.status).toBe(200);
    const digest = (await outbox()).find((mail) => mail.kind === 'job-alert-digest');
    expect(digest?.subject).toBe('New jobs for your search (1)');
    const adUrl = `http://localhost:3000/en/job/${published.body.companySlug}/${published.body.slug}`;
    expect(digest?.text).toContain(adUrl);
    // The link leads to the ad.
    const ad = await guest.get(`/jobs/${published.body.companySlug}/${published.body.slug}`);
    expect(ad.status).toBe(200);

    const row = await app.deps.db
      .selectFrom('outbox')
      .select('headers')
      .where('to_address', '=', email)
      .where('kind', '=', 'job-alert-digest')
      .executeTakeFirstOrThrow();
    const unsubscribed = await postOneClick(app.url, oneClickPath(row.headers));
    expect(unsubscribed.status).toBe(200);
    const left = await app.deps.db
      .selectFrom('job_alerts')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(left).toEqual([]);
  });
});
