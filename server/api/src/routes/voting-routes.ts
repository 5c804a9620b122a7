import {
  drawBox,
  endpoints,
  nomineeState,
  type RegionKey,
  remainingWeeklyVotes,
  type VoterStatus,
  type VotingPhoto,
  type VotingSituation,
  type VotingState,
  voteAttemptState,
  votingPageState,
  votingStateMessages,
} from '@allas/core';
import type { Context } from 'koa';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { hashToken, randomToken } from '../auth/secrets.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { defineRoute, type SignedInUser } from '../http/route.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import {
  type Campaign,
  campaignInProgress,
  campaignOf,
  currentCampaign,
  logHash,
  type NomineeRow,
  nomineesOf,
  onOwnDomain,
  votingSituation,
} from '../voting/campaigns.ts';
import {
  addVotingPhoto,
  checkVotingPhoto,
  deleteOwnVotingPhoto,
  visiblePhotoFile,
  visiblePhotos,
  votingPhotoPath,
} from '../voting/photos.ts';

/** A refused vote: 409 with the state's message (spec §8), the state in the code's place for clients. */
const refused = (state: Exclude<VotingState, 'canVote'>) =>
  new ApiError(409, 'conflict', votingStateMessages[state], { state });

export function votingRoutes(deps: AppDeps) {
  const { db } = deps;
  const media = (path: string | null) =>
    path?.startsWith('/') ? `${deps.config.PUBLIC_API_URL}${path}` : path;
  const mediaUrl = (path: string) => `${deps.config.PUBLIC_API_URL}${path}`;

  const toNominee = (
    row: NomineeRow,
    situation: VotingSituation | null,
    guestState: VotingState,
    photos: ReadonlyMap<string, VotingPhoto[]> = new Map(),
  ) => ({
    companyId: String(row.company_id),
    slug: row.slug,
    name: row.name,
    logoUrl: media(row.logo_url),
    bannerUrl: media(`/media/companies/${row.slug}/banner.svg`),
    sizeCategory: row.size_category,
    state: situation ? nomineeState(situation, String(row.company_id)) : guestState,
    photos: photos.get(String(row.company_id)) ?? [],
  });

  /** Who the caller is as a voter: a guest, an employer, unconfirmed, without the rules, or fine. */
  async function voterStatus(user: SignedInUser | null, region: RegionKey): Promise<VoterStatus> {
    if (!user) return 'guest';
    if (user.userType === 'employer') return 'employer';
    const row = await db
      .selectFrom('users')
      .select(['email_verified_at', 'social_provider', 'szmd_prize_accepted'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (row.email_verified_at === null && row.social_provider === null) return 'emailNotVerified';
    if (row.szmd_prize_accepted?.[region] !== true) return 'rulesNotAccepted';
    return 'ok';
  }

  const voterRefusals = {
    employer: () => new ApiError(403, 'forbidden', 'voting.employerCannotVote'),
    emailNotVerified: () => new ApiError(403, 'forbidden', 'voting.emailNotVerified'),
    rulesNotAccepted: () => new ApiError(403, 'forbidden', 'voting.rulesNotAccepted'),
  } as const;

  async function load(region: RegionKey, userId: number | null) {
    const now = deps.now();
    const campaign = await currentCampaign(db, region, now);
    const nominees = await nomineesOf(db, campaign.id);
    const ids = nominees.map((n) => String(n.company_id));
    const situation = await votingSituation(db, campaign, ids, userId, now);
    return { now, campaign, nominees, situation };
  }

  /** The open box round of this week, or a new one drawn from the nominees not rated this week. */
  async function openBox(region: RegionKey, userId: number) {
    const { now, campaign, nominees, situation } = await load(region, userId);
    const photos = await visiblePhotos(db, campaign.id, userId, mediaUrl);
    const state = votingPageState(situation);
    const byId = new Map(nominees.map((n) => [String(n.company_id), n]));
    const box = (roundId: number | null, companyIds: readonly number[]) => ({
      roundId: roundId === null ? null : String(roundId),
      state,
      remainingWeeklyVotes: remainingWeeklyVotes(situation),
      nominees: companyIds.flatMap((id) => {
        const row = byId.get(String(id));
        return row ? [toNominee(row, situation, state, photos)] : [];
      }),
    });
    if (state === 'unavailable') return box(null, []);
    const open = await db
      .selectFrom('voting_box_rounds')
      .select(['id', 'week', 'company_ids'])
      .where('campaign_id', '=', campaign.id)
      .where('user_id', '=', userId)
      .where('finalised_at', 'is', null)
      .executeTakeFirst();
    if (open && open.week === situation.week) return box(open.id, open.company_ids.map(Number));
    // A round of an earlier week ends with its week.
    if (open) {
      await db
        .updateTable('voting_box_rounds')
        .set({ finalised_at: now })
        .where('id', '=', open.id)
        .execute();
    }
    const drawn = drawBox(situation.nomineeIds, situation.ratedThisWeek, Math.random);
    if (drawn.length === 0) return box(null, []);
    // Two tabs asking at once: the partial unique index keeps one open round; the other reads it.
    await sql`INSERT INTO voting_box_rounds (campaign_id, user_id, week, company_ids)
      VALUES (${campaign.id}, ${userId}, ${situation.week}, ${sql.raw(`'{${drawn.join(',')}}'`)}::bigint[])
      ON CONFLICT (campaign_id, user_id) WHERE finalised_at IS NULL DO NOTHING`.execute(db);
    const round = await db
      .selectFrom('voting_box_rounds')
      .select(['id', 'company_ids'])
      .where('campaign_id', '=', campaign.id)
      .where('user_id', '=', userId)
      .where('finalised_at', 'is', null)
      .executeTakeFirstOrThrow();
    return box(round.id, round.company_ids.map(Number));
  }

  async function castVote(
    ctx: Context,
    user: SignedInUser,
    region: RegionKey,
    body: { companyId: string; rating: number; wouldWorkThere: boolean },
    locale: Locale,
  ) {
    await deps.limiter.consume('votesPerAccount', [`user:${user.id}`]);
    await deps.limiter.consume('votesPerClient', [`ip:${ctx.ip}`]);
    const voter = await voterStatus(user, region);
    if (voter !== 'ok' && voter !== 'guest') throw voterRefusals[voter]();
    const { now, campaign, nominees, situation } = await load(region, user.id);
    const nominee = nominees.find((n) => String(n.company_id) === body.companyId);
    if (!nominee) throw new ApiError(404, 'not_found', 'voting.notNominee');
    const attempt = voteAttemptState(situation, body.companyId);
    if (attempt !== 'canVote') throw refused(attempt);

    const flagged = onOwnDomain(user.email, nominee.email_domain);
    const account = await db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    // The database holds both rules under concurrency: the unique key refuses a second rating of
    // the nominee this week, and the counter row (locked by the upsert) refuses a vote over the cap.
    await db.transaction().execute(async (trx) => {
      const vote = await trx
        .insertInto('votes')
        .values({
          campaign_id: campaign.id,
          company_id: nominee.company_id,
          user_id: user.id,
          week: situation.week,
          rating: body.rating,
          would_work_there: body.wouldWorkThere,
          flagged,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['campaign_id', 'user_id', 'company_id', 'week']).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (!vote) throw refused('companyAlreadyRated');
      const counted = await sql<{ votes: number }>`
        INSERT INTO voting_week_counters AS c (campaign_id, user_id, week, votes)
        VALUES (${campaign.id}, ${user.id}, ${situation.week}, 1)
        ON CONFLICT (campaign_id, user_id, week) DO UPDATE SET votes = c.votes + 1
          WHERE c.votes < ${campaign.weeklyVoteLimit}
        RETURNING votes`.execute(trx);
      if (counted.rows.length === 0) throw refused('noVotesLeft');
      await trx
        .insertInto('vote_log')
        .values({
          campaign_id: campaign.id,
          company_id: nominee.company_id,
          user_id: user.id,
          account_created_at: account.created_at,
          rating: body.rating,
          would_work_there: body.wouldWorkThere,
          client_hash: logHash(deps.config.VOTE_LOG_SALT, ctx.ip),
          user_agent_hash: logHash(deps.config.VOTE_LOG_SALT, ctx.get('user-agent')),
          flagged_reason: flagged ? 'ownDomain' : null,
          created_at: now,
        })
        .execute();
      await trx
        .updateTable('users')
        .set({ has_szmd_votes: true })
        .where('id', '=', user.id)
        .where('has_szmd_votes', '=', false)
        .execute();
    });
    const after = {
      ...situation,
      votesThisWeek: situation.votesThisWeek + 1,
      ratedThisWeek: new Set([...situation.ratedThisWeek, body.companyId]),
    };
    return {
      companyId: body.companyId,
      state: nomineeState(after, body.companyId),
      remainingWeeklyVotes: remainingWeeklyVotes(after),
      message: translate('notice.voteSaved', locale),
    };
  }

  /** The year of the region's latest campaign whose results are published, or null. */
  async function publishedResultsYear(region: RegionKey): Promise<number | null> {
    const row = await db
      .selectFrom('voting_campaigns')
      .select('year')
      .where('region', '=', region)
      .where('audited_at', 'is not', null)
      .where('results_frozen_at', 'is not', null)
      .orderBy('year', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? row.year : null;
  }

  async function results(region: RegionKey, campaign: Campaign | undefined) {
    if (!campaign) throw new ApiError(404, 'not_found', 'error.notFound');
    const unpublished = {
      region,
      year: campaign.year,
      votingFinishAt: campaign.voting.votingFinishAt,
      published: false,
      auditedAt: null,
      categories: [],
    };
    if (!campaign.auditedAt || !campaign.resultsFrozenAt) return unpublished;
    const rows = await db
      .selectFrom('voting_results as r')
      .innerJoin('companies as c', 'c.id', 'r.company_id')
      .select([
        'r.company_id',
        'r.size_category',
        'r.votes',
        'r.rating_sum',
        'r.would_work_votes',
        'c.slug',
        'c.name',
      ])
      .where('r.campaign_id', '=', campaign.id)
      .execute();
    const round = (value: number) => Math.round(value * 1000) / 1000;
    const categories = (['small', 'medium', 'large'] as const).map((sizeCategory) => {
      const inCategory = rows.filter((r) => r.size_category === sizeCategory);
      const total = inCategory.reduce((sum, r) => sum + r.votes, 0);
      const ordered = inCategory
        .map((r) => ({
          companyId: String(r.company_id),
          slug: r.slug,
          name: r.name,
          votes: r.votes,
          voteShare: total ? round(r.votes / total) : 0,
          averageRating: r.votes ? Math.round((r.rating_sum / r.votes) * 100) / 100 : 0,
          wouldWorkThereShare: r.votes ? Math.round((r.would_work_votes / r.votes) * 100) / 100 : 0,
        }))
        .sort((a, b) => b.averageRating - a.averageRating || b.votes - a.votes);
      // Competition ranking: equal results share a rank, the next rank counts them (1, 1, 3).
      const nominees = ordered.map((nominee, index) => {
        const first = ordered.findIndex(
          (other) => other.averageRating === nominee.averageRating && other.votes === nominee.votes,
        );
        return { ...nominee, rank: (first === -1 ? index : first) + 1 };
      });
      return { sizeCategory, nominees };
    });
    return {
      ...unpublished,
      published: true,
      auditedAt: campaign.auditedAt.toISOString(),
      categories,
    };
  }

  /** The campaign a results request names, or the latest published one, else the current one. */
  async function resultsCampaign(region: RegionKey, year: number | undefined) {
    if (year !== undefined) return campaignOf(db, region, year);
    const published = await publishedResultsYear(region);
    return published === null
      ? currentCampaign(db, region, deps.now())
      : campaignOf(db, region, published);
  }

  /** Who may attach a workplace photo now: a ready voter, during the campaign's period. */
  async function photoTarget(user: SignedInUser, region: RegionKey, companyId: string) {
    const voter = await voterStatus(user, region);
    if (voter !== 'ok' && voter !== 'guest') throw voterRefusals[voter]();
    const now = deps.now();
    const campaign = await currentCampaign(db, region, now);
    if (!campaignInProgress(campaign, now)) throw refused('unavailable');
    const nominee = (await nomineesOf(db, campaign.id)).find(
      (n) => String(n.company_id) === companyId,
    );
    if (!nominee) throw new ApiError(404, 'not_found', 'voting.notNominee');
    return { campaignId: campaign.id, companyId: Number(nominee.company_id), userId: user.id };
  }

  return [
    defineRoute(endpoints.votingConfig, async ({ params }) => {
      const campaign = await currentCampaign(db, params.region, deps.now());
      return campaign.voting;
    }),

    defineRoute(endpoints.votingOverview, async ({ params, user }) => {
      const voter = await voterStatus(user, params.region);
      const { now, campaign, nominees, situation } = await load(
        params.region,
        voter === 'guest' || voter === 'employer' ? null : (user?.id ?? null),
      );
      const inProgress = campaignInProgress(campaign, now);
      const state = votingPageState(situation);
      const guestState: VotingState = inProgress ? 'canVote' : 'unavailable';
      const personal = voter !== 'guest' && voter !== 'employer';
      const photos = await visiblePhotos(db, campaign.id, user?.id ?? null, mediaUrl);
      return {
        region: params.region,
        year: campaign.year,
        votingStartAt: campaign.voting.votingStartAt,
        votingFinishAt: campaign.voting.votingFinishAt,
        inProgress,
        weeklyVoteLimit: campaign.weeklyVoteLimit,
        voter,
        state: personal ? state : guestState,
        remainingWeeklyVotes: remainingWeeklyVotes(situation),
        nominees: nominees.map((n) =>
          toNominee(n, personal ? situation : null, guestState, photos),
        ),
        resultsYear: await publishedResultsYear(params.region),
      };
    }),

    defineRoute(endpoints.castVote, async ({ ctx, user, params, body, locale }) => {
      ctx.status = 201;
      return castVote(ctx, user, params.region, body, locale);
    }),

    defineRoute(endpoints.votingBox, async ({ user, params }) => {
      const voter = await voterStatus(user, params.region);
      if (voter === 'employer') throw voterRefusals.employer();
      return openBox(params.region, user.id);
    }),

    defineRoute(endpoints.finaliseVotingBox, async ({ user, params }) => {
      const voter = await voterStatus(user, params.region);
      if (voter === 'employer') throw voterRefusals.employer();
      const campaign = await currentCampaign(db, params.region, deps.now());
      await db
        .updateTable('voting_box_rounds')
        .set({ finalised_at: deps.now() })
        .where('campaign_id', '=', campaign.id)
        .where('user_id', '=', user.id)
        .where('finalised_at', 'is', null)
        .execute();
      return openBox(params.region, user.id);
    }),

    defineRoute(endpoints.votingResults, async ({ params, query }) =>
      results(params.region, await resultsCampaign(params.region, query.year)),
    ),

    defineRoute(endpoints.uploadVotingPhoto, async ({ ctx, user, params, files }) => {
      await deps.limiter.consume('uploads', [`user:${user.id}`]);
      const checked = await checkVotingPhoto(files.file);
      const target = await photoTarget(user, params.region, params.companyId);
      const id = await addVotingPhoto(deps, target, checked);
      ctx.status = 201;
      return {
        id: String(id),
        url: mediaUrl(votingPhotoPath(id)),
        status: 'pending' as const,
        own: true,
      };
    }),

    defineRoute(endpoints.deleteVotingPhoto, async ({ user, params, locale }) => {
      await deleteOwnVotingPhoto(deps, params.region, Number(params.photoId), user.id);
      return { message: translate('notice.votingPhotoDeleted', locale) };
    }),

    defineRoute(endpoints.votingPhotoFile, async ({ ctx, user, params }) => {
      const file = await visiblePhotoFile(
        db,
        Number(params.photo.slice(0, -'.jpg'.length)),
        user?.id ?? null,
      );
      if (!file) throw notFound();
      ctx.set('Content-Type', file.contentType);
      // A pending photo is its uploader's alone: never kept by a shared cache.
      ctx.set('Cache-Control', file.approved ? 'public, max-age=3600' : 'private, no-store');
      ctx.body = await deps.files.get(file.storageKey);
    }),

    defineRoute(endpoints.requestVotingEmailConfirmation, async ({ user, locale }) => {
      await deps.limiter.consume('voterEmailConfirmations', [`user:${user.id}`]);
      const row = await db
        .selectFrom('users')
        .select(['email', 'region', 'email_verified_at'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (row.email_verified_at !== null)
        return { message: translate('notice.emailConfirmed', locale) };
      const token = randomToken();
      await db
        .updateTable('users')
        .set({ email_confirm_token_hash: hashToken(token) })
        .where('id', '=', user.id)
        .execute();
      const link = `${siteBaseUrl(deps.config, row.region)}/${locale}/szmd/rating?confirmEmail=${token}`;
      await deps.mailer.send({
        to: row.email,
        subject: translate('mail.voterEmail.subject', locale),
        text: translate('mail.voterEmail.body', locale, { link }),
        kind: 'voter-email-confirm',
        locale,
      });
      return { message: translate('notice.emailConfirmationSent', locale) };
    }),

    defineRoute(endpoints.confirmVotingEmail, async ({ body, locale }) => {
      const confirmed = await db
        .updateTable('users')
        .set({ email_verified_at: deps.now(), email_confirm_token_hash: null })
        .where('email_confirm_token_hash', '=', hashToken(body.token))
        .returning('id')
        .executeTakeFirst();
      if (!confirmed) throw new ApiError(404, 'not_found', 'voting.confirmLinkInvalid');
      return { message: translate('notice.emailConfirmed', locale) };
    }),
  ];
}
