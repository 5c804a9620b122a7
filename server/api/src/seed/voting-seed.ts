import { calendarDateIn, type RegionKey, regions, toRegionCode, votingWeekAt } from '@allas/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { logHash } from '../voting/campaigns.ts';
import { freezeTally, markAudited } from '../voting/tally.ts';
import { createRandom } from './random.ts';

const DAY = 86_400_000;
/** The log salt of the demo data (the audit compares hashes within one log, so any salt works). */
export const SEED_VOTE_LOG_SALT = 'allas-development-vote-log-salt';
const SIZE_CATEGORY = {
  '1-9': 'small',
  '10-49': 'small',
  '50-249': 'medium',
  '250-999': 'large',
  '1000-plus': 'large',
} as const;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The award's demo data: per region the closed 2025 campaign (1–21 October 2025, audited, its
 * tally frozen, with a burst from one address, a single-company account and own-domain votes for
 * the audit to find), and a campaign of the current year whose 21-day period starts on the day
 * the demo data is written, so a newcomer can vote at once (VOTING_PERIOD moves it).
 */
export async function seedVoting(db: Kysely<Database>, options: { now: Date; seed: number }) {
  const random = createRandom(options.seed + 11);
  for (const region of ['hu', 'ro'] as const satisfies readonly RegionKey[]) {
    const timeZone = regions[toRegionCode(region)].timeZone;
    const companies = await db
      .selectFrom('companies')
      .select(['id', 'name', 'size', 'website'])
      .where('country', '=', toRegionCode(region))
      .orderBy('id')
      .limit(12)
      .execute();
    const nominees = companies.map((c) => ({
      company_id: c.id,
      size_category: SIZE_CATEGORY[c.size as keyof typeof SIZE_CATEGORY] ?? 'medium',
      email_domain: c.website ? new URL(c.website).hostname.replace(/^www\./, '') : null,
    }));
    const today = calendarDateIn(options.now, timeZone);
    const campaigns = [{ year: 2025, start: '2025-10-01', finish: '2025-10-21' }];
    const year = Number(today.slice(0, 4));
    if (year !== 2025) campaigns.push({ year, start: today, finish: addDays(today, 20) });
    for (const campaign of campaigns) {
      const row = await db
        .insertInto('voting_campaigns')
        .values({
          region,
          year: campaign.year,
          voting_start_at: campaign.start,
          voting_finish_at: campaign.finish,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('voting_nominees')
        .values(nominees.map((n) => ({ ...n, campaign_id: row.id })))
        .execute();
      if (campaign.year === 2025 && nominees.length > 0) {
        await seedClosedCampaign(db, random, region, row.id, nominees);
      }
    }
  }
}

/** Demo voters of a region: confirmed, the rules accepted, already voted. */
function insertVoters(
  db: Kysely<Database>,
  region: RegionKey,
  people: { email: string; createdAt: Date; lastName?: string }[],
) {
  return db
    .insertInto('users')
    .values(
      people.map((person) => ({
        email: person.email,
        first_name: 'Demo',
        last_name: person.lastName ?? '',
        region,
        locale: region,
        szmd_prize_accepted: JSON.stringify({ [region]: true }),
        has_szmd_votes: true,
        email_verified_at: person.createdAt,
        created_at: person.createdAt,
      })),
    )
    .returning(['id', 'email', 'created_at'])
    .execute();
}

async function seedClosedCampaign(
  db: Kysely<Database>,
  random: ReturnType<typeof createRandom>,
  region: RegionKey,
  campaignId: number,
  nominees: { company_id: number; email_domain: string | null }[],
) {
  const domain = region === 'hu' ? 'szavazo.example.hu' : 'votant.example.ro';
  const voters = await insertVoters(
    db,
    region,
    Array.from({ length: 30 }, (_, i) => ({
      email: `demo.${i + 1}@${domain}`,
      lastName: `${region.toUpperCase()} ${i + 1}`,
      createdAt: new Date(Date.UTC(2025, 8, 1 + i)),
    })),
  );
  const start = Date.parse('2025-10-01T08:00:00Z');
  type Vote = {
    user: (typeof voters)[number];
    company: (typeof nominees)[number];
    at: Date;
    address: string;
    flagged: boolean;
  };
  const votes: Vote[] = [];
  for (const [index, user] of voters.entries()) {
    for (const company of random.some(nominees, 2, 6)) {
      votes.push({
        user,
        company,
        at: new Date(start + random.int(0, 19) * DAY + random.int(0, 50_000) * 1000),
        address: `10.${index}.0.${random.int(1, 200)}`,
        flagged: false,
      });
    }
  }
  // For the audit to find: a burst of eight votes from one address in two minutes, new accounts
  // voting for one company only, and votes from the nominee's own mail domain.
  const target = nominees[0] as (typeof nominees)[number];
  const burstAt = Date.parse('2025-10-14T21:10:00Z');
  const newcomers = await insertVoters(
    db,
    region,
    Array.from({ length: 8 }, (_, i) => ({
      email: `uj.${i + 1}@${domain}`,
      createdAt: new Date('2025-10-14T20:00:00Z'),
    })),
  );
  for (const [i, user] of newcomers.entries()) {
    votes.push({
      user,
      company: target,
      at: new Date(burstAt + i * 15_000),
      address: '203.0.113.77',
      flagged: false,
    });
  }
  if (target.email_domain) {
    const insiders = await insertVoters(
      db,
      region,
      [1, 2].map((i) => ({
        email: `dolgozo.${i}@${target.email_domain}`,
        createdAt: new Date('2025-09-20T08:00:00Z'),
      })),
    );
    for (const user of insiders) {
      votes.push({
        user,
        company: target,
        at: new Date(Date.parse('2025-10-03T09:00:00Z') + user.id * 60_000),
        address: `198.51.100.${user.id % 250}`,
        flagged: true,
      });
    }
  }
  const timeZone = regions[toRegionCode(region)].timeZone;
  const rows = votes.map((v) => ({
    campaign_id: campaignId,
    company_id: v.company.company_id,
    user_id: v.user.id,
    week: votingWeekAt(v.at, timeZone).key,
    rating: v.company === target && !v.flagged ? 5 : random.int(2, 5),
    would_work_there: random.chance(0.7),
    flagged: v.flagged,
    created_at: v.at,
  }));
  // One rating per account, nominee and week holds in the demo data too.
  const unique = [
    ...new Map(rows.map((r) => [`${r.user_id}:${r.company_id}:${r.week}`, r])).values(),
  ];
  await db.insertInto('votes').values(unique).execute();
  const byUser = new Map(votes.map((v) => [v.user.id, v]));
  await db
    .insertInto('vote_log')
    .values(
      unique.map((r) => {
        const vote = byUser.get(r.user_id) as Vote;
        return {
          campaign_id: campaignId,
          company_id: r.company_id,
          user_id: r.user_id,
          account_created_at: vote.user.created_at,
          rating: r.rating,
          would_work_there: r.would_work_there,
          client_hash: logHash(SEED_VOTE_LOG_SALT, vote.address),
          user_agent_hash: logHash(SEED_VOTE_LOG_SALT, 'Mozilla/5.0 (demo)'),
          flagged_reason: r.flagged ? 'ownDomain' : null,
          created_at: r.created_at,
        };
      }),
    )
    .execute();
  const finishedAt = new Date('2025-10-22T00:00:00Z');
  await freezeTally(db, campaignId, finishedAt);
  await markAudited(db, campaignId, new Date('2025-10-28T10:00:00Z'));
}
