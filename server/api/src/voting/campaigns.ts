import { createHmac } from 'node:crypto';
import {
  calendarDateIn,
  isVotingInProgress,
  type RegionKey,
  regions,
  toRegionCode,
  type VotingConfig,
  type VotingSituation,
  votingWeekAt,
} from '@allas/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';

export interface Campaign {
  id: number;
  region: RegionKey;
  year: number;
  voting: VotingConfig;
  weeklyVoteLimit: number;
  auditedAt: Date | null;
  resultsFrozenAt: Date | null;
}

export const regionTimeZone = (region: RegionKey) => regions[toRegionCode(region)].timeZone;

type CampaignRow = {
  id: number;
  region: RegionKey;
  year: number;
  voting_start_at: string;
  voting_finish_at: string;
  weekly_vote_limit: number;
  audited_at: Date | null;
  results_frozen_at: Date | null;
};

const toCampaign = (row: CampaignRow): Campaign => ({
  id: Number(row.id),
  region: row.region,
  year: row.year,
  voting: { votingStartAt: row.voting_start_at, votingFinishAt: row.voting_finish_at },
  weeklyVoteLimit: row.weekly_vote_limit,
  auditedAt: row.audited_at,
  resultsFrozenAt: row.results_frozen_at,
});

const CAMPAIGN_COLUMNS = [
  'id',
  'region',
  'year',
  'voting_start_at',
  'voting_finish_at',
  'weekly_vote_limit',
  'audited_at',
  'results_frozen_at',
] as const;

/** The region's campaign of this year (region time), or its latest earlier one. */
export async function currentCampaign(
  db: Kysely<Database>,
  region: RegionKey,
  now: Date,
): Promise<Campaign> {
  const year = Number(calendarDateIn(now, regionTimeZone(region)).slice(0, 4));
  const row = await db
    .selectFrom('voting_campaigns')
    .select(CAMPAIGN_COLUMNS)
    .where('region', '=', region)
    .where('year', '<=', year)
    .orderBy('year', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'not_found', 'error.notFound');
  return toCampaign(row);
}

export async function campaignOf(
  db: Kysely<Database>,
  region: RegionKey,
  year: number,
): Promise<Campaign | undefined> {
  const row = await db
    .selectFrom('voting_campaigns')
    .select(CAMPAIGN_COLUMNS)
    .where('region', '=', region)
    .where('year', '=', year)
    .executeTakeFirst();
  return row ? toCampaign(row) : undefined;
}

export interface NomineeRow {
  company_id: number;
  slug: string;
  name: string;
  logo_url: string | null;
  size_category: 'small' | 'medium' | 'large';
  email_domain: string | null;
}

export async function nomineesOf(db: Kysely<Database>, campaignId: number): Promise<NomineeRow[]> {
  return db
    .selectFrom('voting_nominees as n')
    .innerJoin('companies as c', 'c.id', 'n.company_id')
    .select(['n.company_id', 'c.slug', 'c.name', 'c.logo_url', 'n.size_category', 'n.email_domain'])
    .where('n.campaign_id', '=', campaignId)
    .orderBy('c.name')
    .execute();
}

/** What the rules need about a voter in the current ISO week of the campaign's region. */
export async function votingSituation(
  db: Kysely<Database>,
  campaign: Campaign,
  nomineeIds: readonly string[],
  userId: number | null,
  now: Date,
): Promise<VotingSituation & { week: string }> {
  const timeZone = regionTimeZone(campaign.region);
  const week = votingWeekAt(now, timeZone).key;
  const rated = userId
    ? await db
        .selectFrom('votes')
        .select('company_id')
        .where('campaign_id', '=', campaign.id)
        .where('user_id', '=', userId)
        .where('week', '=', week)
        .execute()
    : [];
  return {
    now,
    timeZone,
    voting: campaign.voting,
    weeklyLimit: campaign.weeklyVoteLimit,
    nomineeIds,
    votesThisWeek: rated.length,
    ratedThisWeek: new Set(rated.map((r) => String(r.company_id))),
    week,
  };
}

export const campaignInProgress = (campaign: Campaign, now: Date) =>
  isVotingInProgress(now, campaign.voting, regionTimeZone(campaign.region));

/** The vote log keeps no address or user agent in the clear: an HMAC with the log's salt. */
export const logHash = (salt: string, value: string) =>
  createHmac('sha256', salt).update(value).digest('hex');

/** The domain part of an email address, lowercased. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether the voter's address is on the nominee's own mail domain (or a subdomain of it). */
export function onOwnDomain(voterEmail: string, nomineeDomain: string | null): boolean {
  if (!nomineeDomain) return false;
  const domain = emailDomain(voterEmail);
  const own = nomineeDomain.toLowerCase();
  return domain === own || domain.endsWith(`.${own}`);
}

/**
 * Moves the current year's period of both regions (the VOTING_PERIOD setting), so a demo or a test
 * can open or close the voting without editing the database.
 */
export async function applyVotingPeriodSetting(
  db: Kysely<Database>,
  setting: string | undefined,
  now: Date,
): Promise<void> {
  if (!setting) return;
  const [start, finish] = setting.split('..') as [string, string];
  for (const region of ['hu', 'ro'] as const) {
    const year = Number(calendarDateIn(now, regionTimeZone(region)).slice(0, 4));
    await sql`UPDATE voting_campaigns SET voting_start_at = ${start}::date, voting_finish_at = ${finish}::date
      WHERE region = ${region} AND year = ${year}`.execute(db);
  }
}
