import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { campaignOf } from './campaigns.ts';
import { freezeTally, markAudited, purgeVoteLog } from './tally.ts';

/** A burst: this many votes or more from one client address within the window. */
export const BURST_VOTES = 5;
export const BURST_WINDOW_MINUTES = 10;

const USAGE = [
  'usage: pnpm voting:audit --region hu|ro --campaign YEAR [--mark-audited]',
  '       pnpm voting:audit --purge [--retention-days N]',
];

interface Args {
  region?: 'hu' | 'ro';
  campaign?: number;
  markAudited: boolean;
  purge: boolean;
  retentionDays?: number;
}

function parseArgs(argv: readonly string[]): Args | null {
  const args: Args = { markAudited: false, purge: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--') continue;
    if (flag === '--mark-audited') args.markAudited = true;
    else if (flag === '--purge') args.purge = true;
    else if (flag === '--region' && (value === 'hu' || value === 'ro')) {
      args.region = value;
      i++;
    } else if (flag === '--campaign' && value && /^\d{4}$/.test(value)) {
      args.campaign = Number(value);
      i++;
    } else if (flag === '--retention-days' && value && /^\d+$/.test(value)) {
      args.retentionDays = Number(value);
      i++;
    } else return null;
  }
  if (args.purge) return args;
  return args.region && args.campaign ? args : null;
}

const hashLabel = (hash: string | null) => (hash ? `${hash.slice(0, 10)}…` : '(purged)');
const average = (sum: number, count: number) => (count ? (sum / count).toFixed(2) : '–');

/**
 * The anomaly report of one campaign from its vote log: bursts from one address, accounts created
 * during the campaign that voted for one company only, votes from a nominee's own mail domain, and
 * the tally per size category with and without the flagged votes. `--mark-audited` freezes the
 * tally (after the finish) and marks the audit done, which publishes the results page.
 */
export async function runAuditCommand(
  db: Kysely<Database>,
  argv: readonly string[],
  now: Date,
  retentionDays = 90,
): Promise<{ code: number; lines: string[] }> {
  const args = parseArgs(argv);
  if (!args) return { code: 2, lines: USAGE };
  if (args.purge) {
    const purged = await purgeVoteLog(db, now, args.retentionDays ?? retentionDays);
    return { code: 0, lines: [`vote log: personal data removed from ${purged} rows`] };
  }
  const region = args.region as 'hu' | 'ro';
  const campaign = await campaignOf(db, region, args.campaign as number);
  if (!campaign) return { code: 1, lines: [`no ${region} campaign of ${args.campaign}`] };
  const lines: string[] = [];
  const { votingStartAt, votingFinishAt } = campaign.voting;
  lines.push(
    `Lovable Workplaces ${campaign.year} (${region}): ${votingStartAt} – ${votingFinishAt}`,
  );
  lines.push(
    `weekly vote limit ${campaign.weeklyVoteLimit}; tally ${campaign.resultsFrozenAt ? `frozen ${campaign.resultsFrozenAt.toISOString()}` : 'not frozen'}; audit ${campaign.auditedAt ? `done ${campaign.auditedAt.toISOString()}` : 'not done'}`,
  );

  const totals = await sql<{ votes: number; flagged: number; voters: number }>`
    SELECT count(*)::int AS votes, count(*) FILTER (WHERE flagged_reason IS NOT NULL)::int AS flagged,
           count(DISTINCT user_id)::int AS voters
      FROM vote_log WHERE campaign_id = ${campaign.id}`.execute(db);
  const total = totals.rows[0] ?? { votes: 0, flagged: 0, voters: 0 };
  lines.push(
    `vote log: ${total.votes} votes from ${total.voters} accounts, ${total.flagged} flagged`,
  );

  const bursts = await sql<{
    client_hash: string | null;
    peak: number;
    votes: number;
    accounts: number;
    first_at: Date;
    last_at: Date;
  }>`
    WITH windowed AS (
      SELECT client_hash, user_id, created_at,
             count(*) OVER (PARTITION BY client_hash ORDER BY created_at
               RANGE BETWEEN ${sql.raw(`interval '${BURST_WINDOW_MINUTES} minutes'`)} PRECEDING AND CURRENT ROW) AS in_window
        FROM vote_log WHERE campaign_id = ${campaign.id} AND client_hash IS NOT NULL)
    SELECT client_hash, max(in_window)::int AS peak, count(*)::int AS votes,
           count(DISTINCT user_id)::int AS accounts, min(created_at) AS first_at, max(created_at) AS last_at
      FROM windowed GROUP BY client_hash HAVING max(in_window) >= ${BURST_VOTES}
     ORDER BY peak DESC`.execute(db);
  lines.push(
    '',
    `bursts (≥ ${BURST_VOTES} votes from one address within ${BURST_WINDOW_MINUTES} minutes): ${bursts.rows.length}`,
  );
  for (const burst of bursts.rows) {
    lines.push(
      `  address ${hashLabel(burst.client_hash)}: ${burst.peak} in the window, ${burst.votes} votes from ${burst.accounts} accounts, ${new Date(burst.first_at).toISOString()} – ${new Date(burst.last_at).toISOString()}`,
    );
  }

  const single = await sql<{ name: string; accounts: number }>`
    WITH per_account AS (
      SELECT user_id, min(company_id) AS company_id
        FROM vote_log
       WHERE campaign_id = ${campaign.id} AND user_id IS NOT NULL
         AND account_created_at >= ${votingStartAt}::date - interval '1 day'
       GROUP BY user_id HAVING count(DISTINCT company_id) = 1)
    SELECT c.name, count(*)::int AS accounts
      FROM per_account p JOIN companies c ON c.id = p.company_id
     GROUP BY c.name ORDER BY accounts DESC, c.name`.execute(db);
  lines.push(
    '',
    `accounts created for the campaign that voted for one company only: ${single.rows.reduce((n, r) => n + r.accounts, 0)}`,
  );
  for (const row of single.rows) lines.push(`  ${row.name}: ${row.accounts} accounts`);

  const flagged = await sql<{ name: string; votes: number }>`
    SELECT c.name, count(*)::int AS votes FROM vote_log l JOIN companies c ON c.id = l.company_id
     WHERE l.campaign_id = ${campaign.id} AND l.flagged_reason = 'ownDomain'
     GROUP BY c.name ORDER BY votes DESC, c.name`.execute(db);
  lines.push(
    '',
    `votes from a nominee's own mail domain (flagged): ${flagged.rows.reduce((n, r) => n + r.votes, 0)}`,
  );
  for (const row of flagged.rows) lines.push(`  ${row.name}: ${row.votes}`);

  const tally = await sql<{
    size_category: string;
    name: string;
    all_votes: number;
    all_sum: number;
    clean_votes: number;
    clean_sum: number;
  }>`
    SELECT n.size_category, c.name,
           count(v.id)::int AS all_votes, coalesce(sum(v.rating), 0)::int AS all_sum,
           count(v.id) FILTER (WHERE NOT v.flagged)::int AS clean_votes,
           coalesce(sum(v.rating) FILTER (WHERE NOT v.flagged), 0)::int AS clean_sum
      FROM voting_nominees n JOIN companies c ON c.id = n.company_id
      LEFT JOIN votes v ON v.campaign_id = n.campaign_id AND v.company_id = n.company_id
     WHERE n.campaign_id = ${campaign.id}
     GROUP BY n.size_category, c.name
     ORDER BY n.size_category, c.name`.execute(db);
  lines.push('', 'tally (votes, average rating): with flagged votes | without');
  for (const size of ['small', 'medium', 'large']) {
    const rows = tally.rows.filter((r) => r.size_category === size);
    if (rows.length === 0) continue;
    lines.push(`  ${size}:`);
    for (const row of rows) {
      lines.push(
        `    ${row.name}: ${row.all_votes}, ${average(row.all_sum, row.all_votes)} | ${row.clean_votes}, ${average(row.clean_sum, row.clean_votes)}`,
      );
    }
  }

  if (args.markAudited) {
    const finished = now.getTime() > Date.parse(`${votingFinishAt}T23:59:59Z`) - 3 * 3_600_000;
    if (!finished && !campaign.resultsFrozenAt) {
      return { code: 1, lines: [...lines, '', 'the voting has not finished: nothing frozen'] };
    }
    await freezeTally(db, campaign.id, now);
    await markAudited(db, campaign.id, now);
    lines.push('', 'tally frozen and audit marked done: the results page is published');
  }
  return { code: 0, lines };
}
