import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAuditCommand } from '../src/voting/audit.ts';
import { registeredEmployer } from './support/employers.ts';
import {
  ApiClient,
  registeredUser,
  startTestApp,
  TEST_NOW,
  type TestApp,
} from './support/test-app.ts';

type Nominee = {
  companyId: string;
  name: string;
  bannerUrl: string | null;
  sizeCategory: string;
  state: string;
};
type Overview = {
  year: number;
  votingStartAt: string;
  votingFinishAt: string;
  inProgress: boolean;
  weeklyVoteLimit: number;
  voter: string;
  state: string;
  remainingWeeklyVotes: number;
  nominees: Nominee[];
};
type Box = {
  roundId: string | null;
  state: string;
  remainingWeeklyVotes: number;
  nominees: Nominee[];
};
type ErrorBody = { error: { code: string; message: string } };

let app: TestApp;
let nominees: Nominee[];

beforeAll(async () => {
  app = await startTestApp({ rateLimits: false });
  const overview = await new ApiClient(app.url).get<Overview>('/voting/hu');
  nominees = overview.body.nominees;
});
afterAll(() => app?.close());

/** A candidate who may vote: email confirmed (the flow has its own test) and the rules accepted. */
async function voter(options: { email?: string; locale?: string } = {}) {
  const { client, user, email } = await registeredUser(
    app.url,
    options.email ? { email: options.email } : {},
  );
  await app.deps.db
    .updateTable('users')
    .set({ email_verified_at: new Date() })
    .where('id', '=', Number(user.id))
    .execute();
  const accepted = await client.put('/auth/accept-legal-docs', { locale: 'hu', region: 'hu' });
  expect(accepted.status).toBe(200);
  client.locale = options.locale ?? 'en';
  return { client, user, email };
}

const vote = (client: ApiClient, companyId: string, rating = 4) =>
  client.post<{ remainingWeeklyVotes: number; state: string; message: string } & ErrorBody>(
    '/voting/hu/votes',
    { companyId, rating, wouldWorkThere: true },
  );

async function withPeriod<T>(start: string, finish: string, run: () => Promise<T>): Promise<T> {
  const db = app.deps.db;
  const before = await db
    .selectFrom('voting_campaigns')
    .select(['voting_start_at', 'voting_finish_at'])
    .where('region', '=', 'hu')
    .where('year', '=', 2026)
    .executeTakeFirstOrThrow();
  const set = (s: string, f: string) =>
    sql`UPDATE voting_campaigns SET voting_start_at = ${s}::date, voting_finish_at = ${f}::date
        WHERE region = 'hu' AND year = 2026`.execute(db);
  await set(start, finish);
  try {
    return await run();
  } finally {
    await set(before.voting_start_at, before.voting_finish_at);
  }
}

/** Runs with another weekly limit on the current campaign (the test data has 7 Hungarian nominees). */
async function withLimit<T>(limit: number, run: () => Promise<T>): Promise<T> {
  const set = (value: number) =>
    app.deps.db
      .updateTable('voting_campaigns')
      .set({ weekly_vote_limit: value })
      .where('region', '=', 'hu')
      .where('year', '=', 2026)
      .execute();
  await set(limit);
  try {
    return await run();
  } finally {
    await set(10);
  }
}

describe('the campaign and its configuration', () => {
  it('answers the spec’s configuration object of the current campaign per region', async () => {
    const guest = new ApiClient(app.url);
    // The seed opens the current year's campaign on the day it runs (TEST_NOW, 16 March 2026).
    expect((await guest.get('/voting/hu/config')).body).toEqual({
      votingStartAt: '2026-03-16',
      votingFinishAt: '2026-04-05',
    });
    expect((await guest.get('/voting/ro/config')).status).toBe(200);
    expect((await guest.get('/voting/xx/config')).status).toBe(400);
  });

  it('shows guests the nominees with banners and size categories, and the weekly limit', async () => {
    const res = await new ApiClient(app.url).get<Overview>('/voting/hu');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      year: 2026,
      inProgress: true,
      voter: 'guest',
      state: 'canVote',
    });
    expect(res.body.weeklyVoteLimit).toBe(10);
    expect(res.body.nominees.length).toBeGreaterThan(5);
    for (const nominee of res.body.nominees) {
      expect(nominee.bannerUrl).toMatch(/\/media\/companies\/.+\/banner\.svg$/);
      expect(['small', 'medium', 'large']).toContain(nominee.sizeCategory);
    }
  });
});

describe('who may vote', () => {
  it('needs a signed-in account', async () => {
    const guest = await new ApiClient(app.url).startSession();
    const res = await guest.post('/voting/hu/votes', {
      companyId: nominees[0]?.companyId,
      rating: 5,
      wouldWorkThere: true,
    });
    expect(res.status).toBe(401);
  });

  it('refuses employer accounts', async () => {
    const employer = await registeredEmployer(app);
    employer.client.locale = 'en';
    const res = await vote(employer.client, nominees[0]?.companyId ?? '');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(
      'Company accounts cannot vote. Log in to your job seeker profile to vote.',
    );
    expect((await employer.client.get<Overview>('/voting/hu')).body.voter).toBe('employer');
  });

  it('needs a confirmed email: the mailed link confirms it', async () => {
    const { client, email } = await registeredUser(app.url);
    client.locale = 'en';
    expect((await client.get<Overview>('/voting/hu')).body.voter).toBe('emailNotVerified');
    const refusedVote = await vote(client, nominees[0]?.companyId ?? '');
    expect(refusedVote.status).toBe(403);
    expect(refusedVote.body.error.message).toMatch(/Confirm your email address/);

    const sent = await client.post<{ message: string }>('/voting/email-confirmation');
    expect(sent.status).toBe(200);
    const outbox = await new ApiClient(app.url).get<{ text: string }[]>(
      `/_dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const mail = outbox.body.find((m) => m.text.includes('confirmEmail='));
    const token = mail?.text.match(/confirmEmail=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const anonymous = await new ApiClient(app.url).startSession();
    expect(
      (await anonymous.post('/voting/email-confirmation/confirm', { token: 'wrong' })).status,
    ).toBe(404);
    const confirmed = await anonymous.post('/voting/email-confirmation/confirm', { token });
    expect(confirmed.status).toBe(200);
    // Used once.
    expect((await anonymous.post('/voting/email-confirmation/confirm', { token })).status).toBe(
      404,
    );
    expect((await client.get<Overview>('/voting/hu')).body.voter).toBe('rulesNotAccepted');
  });

  it('needs the prize-game rules of the region accepted (PUT /auth/accept-legal-docs)', async () => {
    const { client, user } = await registeredUser(app.url);
    await app.deps.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', Number(user.id))
      .execute();
    client.locale = 'en';
    const refusedVote = await vote(client, nominees[0]?.companyId ?? '');
    expect(refusedVote.status).toBe(403);
    expect(refusedVote.body.error.message).toBe('Accept the prize game rules to vote.');
    const accepted = await client.put<{ is_accepted_szmd_prize: Record<string, boolean> }>(
      '/auth/accept-legal-docs',
      { locale: 'en', region: 'hu' },
    );
    expect(accepted.body.is_accepted_szmd_prize.hu).toBe(true);
    expect((await client.get<Overview>('/voting/hu')).body.voter).toBe('ok');
    // The Romanian campaign's rules are not accepted by that.
    expect((await client.get<Overview>('/voting/ro')).body.voter).toBe('rulesNotAccepted');
    expect((await vote(client, nominees[0]?.companyId ?? '')).status).toBe(201);
  });
});

describe('every voting state and message', () => {
  it('counts the weekly votes down and refuses a second rating of a company this week', async () => {
    const { client } = await voter();
    const [first, second] = nominees;
    if (!first || !second) throw new Error('no nominees');
    const cast = await vote(client, first.companyId, 5);
    expect(cast.status).toBe(201);
    expect(cast.body).toMatchObject({ remainingWeeklyVotes: 9, state: 'alreadyVoted' });
    expect(cast.body.message).toBe('Thank you, your vote is saved.');
    const again = await vote(client, first.companyId, 3);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Cannot rate this company again this week.');
    const overview = await client.get<Overview>('/voting/hu');
    expect(overview.body.remainingWeeklyVotes).toBe(9);
    expect(overview.body.nominees.find((n) => n.companyId === first.companyId)?.state).toBe(
      'alreadyVoted',
    );
    expect(overview.body.nominees.find((n) => n.companyId === second.companyId)?.state).toBe(
      'canVote',
    );
    client.locale = 'hu';
    expect((await vote(client, first.companyId)).body.error.message).toBe(
      'Ezt a céget ezen a héten már nem értékelheted újra.',
    );
    client.locale = 'ro';
    expect((await vote(client, first.companyId)).body.error.message).toBe(
      'Nu poți evalua din nou această companie săptămâna aceasta.',
    );
  });

  it('stops at the weekly limit with “No votes left this week.”', async () => {
    await withLimit(3, async () => {
      const { client } = await voter();
      for (const nominee of nominees.slice(0, 3)) {
        expect((await vote(client, nominee.companyId)).status).toBe(201);
      }
      const overview = await client.get<Overview>('/voting/hu');
      expect(overview.body).toMatchObject({ state: 'noVotesLeft', remainingWeeklyVotes: 0 });
      expect(overview.body.nominees.every((n) => n.state === 'noVotesLeft')).toBe(true);
      const over = await vote(client, nominees[3]?.companyId ?? '');
      expect(over.status).toBe(409);
      expect(over.body.error.message).toBe('No votes left this week.');
      client.locale = 'hu';
      expect((await vote(client, nominees[3]?.companyId ?? '')).body.error.message).toBe(
        'Ezen a héten már nincs több szavazatod.',
      );
    });
  });

  it('says there are no more ratings when every nominee is rated', async () => {
    await withLimit(50, async () => {
      const { client } = await voter();
      for (const nominee of nominees)
        expect((await vote(client, nominee.companyId)).status).toBe(201);
      const overview = await client.get<Overview>('/voting/hu');
      expect(overview.body.state).toBe('allRated');
      const box = await client.get<Box>('/voting/hu/box');
      expect(box.body).toMatchObject({ roundId: null, state: 'allRated', nominees: [] });
    });
  });

  it('answers “Voting unavailable right now.” before and after the period', async () => {
    const { client } = await voter();
    for (const [start, finish] of [
      ['2026-03-17', '2026-04-05'],
      ['2026-03-01', '2026-03-15'],
    ] as const) {
      await withPeriod(start, finish, async () => {
        const overview = await client.get<Overview>('/voting/hu');
        expect(overview.body).toMatchObject({ inProgress: false, state: 'unavailable' });
        expect(overview.body.nominees.every((n) => n.state === 'unavailable')).toBe(true);
        const refused = await vote(client, nominees[0]?.companyId ?? '');
        expect(refused.status).toBe(409);
        expect(refused.body.error.message).toBe('Voting unavailable right now.');
        expect((await new ApiClient(app.url).get<Overview>('/voting/hu')).body.state).toBe(
          'unavailable',
        );
      });
    }
    // The finish day itself still counts (16 March 10:00 UTC is 11:00 in Budapest).
    await withPeriod('2026-03-01', '2026-03-16', async () => {
      expect((await vote(client, nominees[0]?.companyId ?? '')).status).toBe(201);
    });
  });

  it('refuses a company that is not a nominee', async () => {
    const { client } = await voter();
    const res = await vote(client, '999999');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('This company is not a nominee of the award.');
  });

  it('validates the rating', async () => {
    const { client } = await voter();
    const res = await client.post('/voting/hu/votes', {
      companyId: nominees[0]?.companyId,
      rating: 9,
      wouldWorkThere: 'yes',
    });
    expect(res.status).toBe(422);
  });
});

describe('box rounds', () => {
  it('draws unrated nominees, keeps the round until it is finalised, then draws again', async () => {
    const { client } = await voter();
    const first = await client.get<Box>('/voting/hu/box');
    expect(first.status).toBe(200);
    expect(first.body.roundId).not.toBeNull();
    expect(first.body.nominees).toHaveLength(5);
    expect((await client.get<Box>('/voting/hu/box')).body.roundId).toBe(first.body.roundId);
    for (const nominee of first.body.nominees) {
      expect((await vote(client, nominee.companyId)).status).toBe(201);
    }
    const rated = await client.get<Box>('/voting/hu/box');
    expect(rated.body.nominees.every((n) => n.state === 'alreadyVoted')).toBe(true);
    expect(rated.body.remainingWeeklyVotes).toBe(5);
    const next = await client.post<Box>('/voting/hu/box/finalise');
    expect(next.status).toBe(200);
    expect(next.body.roundId).not.toBe(first.body.roundId);
    const ratedIds = new Set(first.body.nominees.map((n) => n.companyId));
    expect(next.body.nominees.length).toBe(Math.min(5, nominees.length - 5));
    expect(next.body.nominees.every((n) => !ratedIds.has(n.companyId))).toBe(true);
  });

  it('is for signed-in candidates only', async () => {
    expect((await new ApiClient(app.url).get('/voting/hu/box')).status).toBe(401);
    const employer = await registeredEmployer(app);
    expect((await employer.client.get('/voting/hu/box')).status).toBe(403);
  });
});

describe('integrity', () => {
  it('holds the weekly cap under 20 parallel votes from one account', async () => {
    // A cap below the number of nominees, so the cap (not the nominees) is what stops the votes.
    const cap = 4;
    expect(nominees.length).toBeGreaterThan(cap);
    await withLimit(cap, async () => {
      const { client, user } = await voter();
      const targets = Array.from(
        { length: 20 },
        (_, i) => nominees[i % nominees.length]?.companyId ?? '',
      );
      const answers = await Promise.all(targets.map((companyId) => vote(client, companyId)));
      const statuses = answers.map((a) => a.status);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      expect(statuses.filter((s) => s === 201)).toHaveLength(cap);
      const rows = await app.deps.db
        .selectFrom('votes')
        .select(['company_id'])
        .where('user_id', '=', Number(user.id))
        .execute();
      expect(rows).toHaveLength(cap);
      expect(new Set(rows.map((r) => r.company_id)).size).toBe(cap);
      const counter = await app.deps.db
        .selectFrom('voting_week_counters')
        .select('votes')
        .where('user_id', '=', Number(user.id))
        .executeTakeFirstOrThrow();
      expect(counter.votes).toBe(cap);
      const logged = await app.deps.db
        .selectFrom('vote_log')
        .select('id')
        .where('user_id', '=', Number(user.id))
        .execute();
      expect(logged).toHaveLength(cap);
    });
  });

  it('flags a vote from the nominee’s own mail domain and logs every vote with hashes only', async () => {
    const nominee = await app.deps.db
      .selectFrom('voting_nominees')
      .select(['company_id', 'email_domain'])
      .where('email_domain', 'is not', null)
      .where(
        'company_id',
        'in',
        nominees.map((n) => Number(n.companyId)),
      )
      .executeTakeFirstOrThrow();
    const { client, user } = await voter({ email: `belso.munkatars@${nominee.email_domain}` });
    client.address = '192.0.2.44';
    expect((await vote(client, String(nominee.company_id))).status).toBe(201);
    const logged = await app.deps.db
      .selectFrom('vote_log')
      .selectAll()
      .where('user_id', '=', Number(user.id))
      .executeTakeFirstOrThrow();
    expect(logged.flagged_reason).toBe('ownDomain');
    expect(logged.client_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(logged.client_hash).not.toContain('192.0.2.44');
    expect(logged.user_agent_hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await app.deps.db
      .selectFrom('votes')
      .select('flagged')
      .where('user_id', '=', Number(user.id))
      .executeTakeFirstOrThrow();
    expect(stored.flagged).toBe(true);
  });

  it('keeps the vote log append-only', async () => {
    await expect(sql`UPDATE vote_log SET rating = 1`.execute(app.deps.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM vote_log`.execute(app.deps.db)).rejects.toThrow(/append-only/);
  });
});

describe('rate limits', () => {
  it('limits votes per account', async () => {
    const limited = await startTestApp();
    try {
      const { client } = await registeredUser(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push(
          (
            await client.post('/voting/hu/votes', {
              companyId: '1',
              rating: 3,
              wouldWorkThere: false,
            })
          ).status,
        );
      }
      expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('results', () => {
  it('publishes the audited 2025 tally per size category, and nothing before the audit', async () => {
    const guest = new ApiClient(app.url);
    const res = await guest.get<{
      year: number;
      categories: { sizeCategory: string; nominees: { votes: number; averageRating: number }[] }[];
    }>('/voting/hu/results?year=2025');
    expect(res.status).toBe(200);
    expect(res.body.year).toBe(2025);
    expect(res.body.categories.map((c) => c.sizeCategory)).toEqual(['small', 'medium', 'large']);
    const all = res.body.categories.flatMap((c) => c.nominees);
    expect(all.reduce((sum, n) => sum + n.votes, 0)).toBeGreaterThan(50);
    for (const category of res.body.categories) {
      const ratings = category.nominees.map((n) => n.averageRating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
    for (const year of ['99999999999', 'x', '-1']) {
      expect((await guest.get(`/voting/hu/results?year=${year}`)).status).toBe(400);
    }
    // Before the audit: a real state, not a 404 (that is for a campaign that does not exist).
    const open = await guest.get<{ published: boolean; categories: unknown[] }>(
      '/voting/hu/results?year=2026',
    );
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ published: false, categories: [] });
  });
});

describe('the audit (pnpm voting:audit)', () => {
  it('reports the demo campaign’s bursts, single-company accounts, flagged domains and both tallies', async () => {
    const { code, lines } = await runAuditCommand(
      app.deps.db,
      ['--region', 'hu', '--campaign', '2025'],
      TEST_NOW,
    );
    expect(code).toBe(0);
    const report = lines.join('\n');
    expect(report).toContain('Lovable Workplaces 2025 (hu): 2025-10-01 – 2025-10-21');
    expect(report).toMatch(/audit done 2025-10-28/);
    expect(report).toMatch(
      /bursts \(≥ 5 votes from one address within 10 minutes\): 1\n {2}address [0-9a-f]{10}…: 8 in the window, 8 votes from 8 accounts/,
    );
    expect(report).toMatch(
      /accounts created for the campaign that voted for one company only: 8\n/,
    );
    expect(report).toMatch(/votes from a nominee's own mail domain \(flagged\): 2\n/);
    expect(report).toContain('tally (votes, average rating): with flagged votes | without');
    expect(await runAuditCommand(app.deps.db, ['--region', 'xx'], TEST_NOW)).toMatchObject({
      code: 2,
    });
    expect(
      await runAuditCommand(app.deps.db, ['--region', 'hu', '--campaign', '2019'], TEST_NOW),
    ).toMatchObject({
      code: 1,
    });
  });

  it('freezes the tally only after the finish, and then publishes the results', async () => {
    const refused = await runAuditCommand(
      app.deps.db,
      ['--region', 'hu', '--campaign', '2026', '--mark-audited'],
      TEST_NOW,
    );
    expect(refused.code).toBe(1);
    expect(
      (await new ApiClient(app.url).get<{ published: boolean }>('/voting/hu/results?year=2026'))
        .body.published,
    ).toBe(false);
    const afterFinish = new Date('2026-04-06T10:00:00Z');
    const done = await runAuditCommand(
      app.deps.db,
      ['--region', 'hu', '--campaign', '2026', '--mark-audited'],
      afterFinish,
    );
    expect(done.code).toBe(0);
    const results = await new ApiClient(app.url).get<{
      categories: { nominees: { votes: number }[] }[];
    }>('/voting/hu/results?year=2026');
    expect(results.status).toBe(200);
    const frozen = results.body.categories
      .flatMap((c) => c.nominees)
      .reduce((n, r) => n + r.votes, 0);
    expect(frozen).toBeGreaterThan(0);
    // Frozen: a later vote does not change the published tally.
    const { client } = await voter();
    await withLimit(50, async () => {
      for (const nominee of nominees) await vote(client, nominee.companyId);
    });
    const again = await new ApiClient(app.url).get<typeof results.body>(
      '/voting/hu/results?year=2026',
    );
    expect(again.body.categories.flatMap((c) => c.nominees).reduce((n, r) => n + r.votes, 0)).toBe(
      frozen,
    );
  });

  it('removes the vote log’s personal data a set number of days after the results (GDPR)', async () => {
    const kept = await runAuditCommand(
      app.deps.db,
      ['--purge', '--retention-days', '3650'],
      TEST_NOW,
    );
    expect(kept.lines).toEqual(['vote log: personal data removed from 0 rows']);
    const purged = await runAuditCommand(app.deps.db, ['--purge'], TEST_NOW, 90);
    expect(purged.code).toBe(0);
    expect(purged.lines[0]).toMatch(/removed from [1-9]\d* rows/);
    const left = await app.deps.db
      .selectFrom('vote_log as l')
      .innerJoin('voting_campaigns as c', 'c.id', 'l.campaign_id')
      .select(['l.user_id', 'l.client_hash', 'l.rating'])
      .where('c.year', '=', 2025)
      .execute();
    expect(left.every((row) => row.user_id === null && row.client_hash === null)).toBe(true);
    expect(left.every((row) => row.rating >= 1)).toBe(true);
  });
});
