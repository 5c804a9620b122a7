import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkplaceCommand } from '../src/companies/workplace-command.ts';
import { registeredEmployer } from './support/employers.ts';
import { ApiClient, startTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';

interface Workplace {
  current: { month: string; company: { slug: string; name: string; region: string } } | null;
}

let app: TestApp;
let guest: ApiClient;
let published: { hu: string[]; ro: string[] };

beforeAll(async () => {
  app = await startTestApp();
  guest = new ApiClient(app.url);
  const rows = await sql<{ slug: string; country: 'HU' | 'RO' }>`SELECT slug, country FROM companies
    WHERE published_at IS NOT NULL ORDER BY id`.execute(app.deps.db);
  published = {
    hu: rows.rows.filter((r) => r.country === 'HU').map((r) => r.slug),
    ro: rows.rows.filter((r) => r.country === 'RO').map((r) => r.slug),
  };
});
afterAll(() => app?.close());

describe('the workplace of the month', () => {
  it('is chosen in the demo data for the month of the first start, per region', async () => {
    const hu = await guest.get<Workplace>('/workplace-of-the-month?region=hu');
    expect(hu.status).toBe(200);
    expect(hu.body.current?.month).toBe('2026-03');
    expect(hu.body.current?.company.region).toBe('HU');
    const ro = await guest.get<Workplace>('/workplace-of-the-month?region=ro');
    expect(ro.body.current?.company.region).toBe('RO');
    const home = await guest.get<{ workplaceOfTheMonth: Workplace['current'] }>(
      '/content/home?region=hu',
    );
    expect(home.body.workplaceOfTheMonth?.company.slug).toBe(hu.body.current?.company.slug);
  });

  it('is chosen by the operator’s command, which refuses what cannot be chosen', async () => {
    const [first, second] = published.hu;
    const [romanian] = published.ro;
    if (!first || !second || !romanian) throw new Error('not enough published companies seeded');
    const chosen = await runWorkplaceCommand(
      app.deps.db,
      ['--region', 'hu', '--company', second],
      TEST_NOW,
    );
    expect(chosen.code).toBe(0);
    expect(chosen.lines[0]).toMatch(/is the workplace of the month in HU for 2026-03\.$/);
    const now = await guest.get<Workplace>('/workplace-of-the-month?region=hu');
    expect(now.body.current?.company.slug).toBe(second);

    const run = (args: string[]) => runWorkplaceCommand(app.deps.db, args, TEST_NOW);
    expect((await run([])).code).toBe(2);
    expect((await run(['--region', 'de', '--company', first])).code).toBe(2);
    expect((await run(['--region', 'hu', '--company', first, '--month', '2026-13'])).code).toBe(2);
    expect((await run(['--region', 'hu', '--company', first, '--colour', 'red'])).code).toBe(2);
    expect((await run(['--region', 'hu', '--company', 'nincs-ilyen-ceg'])).code).toBe(1);
    const wrongCountry = await run(['--region', 'hu', '--company', romanian]);
    expect(wrongCountry).toEqual({ code: 1, lines: [expect.stringContaining('is in RO')] });
    const employer = await registeredEmployer(app);
    const own = await employer.client.get<{ slug: string }>('/employer/company');
    const unpublished = await run(['--region', 'hu', '--company', own.body.slug]);
    expect(unpublished.code).toBe(1);
    expect(unpublished.lines[0]).toContain('has not published its page');

    // Next month is chosen ahead; this month's choice stays until then.
    expect((await run(['--region', 'hu', '--company', first, '--month', '2026-04'])).code).toBe(0);
    expect(
      (await guest.get<Workplace>('/workplace-of-the-month?region=hu')).body.current?.company.slug,
    ).toBe(second);
    const list = await run(['--list']);
    expect(list.lines[0]).toContain('2026-04  HU');
    expect((await guest.get('/workplace-of-the-month?region=xx')).status).toBe(400);
  });
});
