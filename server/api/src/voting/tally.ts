import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Freezes a campaign's tally into voting_results (once: a frozen tally is never recounted), from
 * the votes without flagged ones; the flagged count is kept beside it for the audit.
 */
export async function freezeTally(db: Kysely<Database>, campaignId: number, now: Date) {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('voting_campaigns')
      .set({ results_frozen_at: now })
      .where('id', '=', campaignId)
      .where('results_frozen_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return;
    await sql`INSERT INTO voting_results
        (campaign_id, company_id, size_category, votes, rating_sum, would_work_votes, flagged_votes)
      SELECT n.campaign_id, n.company_id, n.size_category,
             count(v.id) FILTER (WHERE NOT v.flagged)::int,
             coalesce(sum(v.rating) FILTER (WHERE NOT v.flagged), 0)::int,
             count(v.id) FILTER (WHERE NOT v.flagged AND v.would_work_there)::int,
             count(v.id) FILTER (WHERE v.flagged)::int
        FROM voting_nominees n
        LEFT JOIN votes v ON v.campaign_id = n.campaign_id AND v.company_id = n.company_id
       WHERE n.campaign_id = ${campaignId}
       GROUP BY n.campaign_id, n.company_id, n.size_category`.execute(trx);
  });
}

/** Marks the audit done: only then does the results page publish the frozen tally. */
export async function markAudited(db: Kysely<Database>, campaignId: number, now: Date) {
  await db
    .updateTable('voting_campaigns')
    .set({ audited_at: now })
    .where('id', '=', campaignId)
    .where('results_frozen_at', 'is not', null)
    .where('audited_at', 'is', null)
    .execute();
}

/**
 * GDPR: blanks the vote log's personal columns (account, hashes) of campaigns whose results were
 * published more than `retentionDays` ago. The log's trigger lets only this purge update rows.
 */
export async function purgeVoteLog(db: Kysely<Database>, now: Date, retentionDays: number) {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('allas.vote_log_purge', 'on', true)`.execute(trx);
    const result = await sql`UPDATE vote_log l SET user_id = NULL, account_created_at = NULL,
        client_hash = NULL, user_agent_hash = NULL, purged_at = ${now}
      FROM voting_campaigns c
      WHERE c.id = l.campaign_id AND c.audited_at IS NOT NULL AND c.audited_at < ${before}
        AND l.purged_at IS NULL`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}
