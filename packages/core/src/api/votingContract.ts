import { z } from 'zod';
import { regionKeySchema } from '../region/regionCodeSchemas';
import { calendarDateSchema } from '../time/calendarDateSchema';
import { companyRatingSchema } from '../voting/companyRatingSchema';
import { votingStateSchema } from '../voting/votingStates';

export const votingRegionParamsSchema = z.strictObject({ region: regionKeySchema });

/** Nominees compete in categories by company size (1–49, 50–249, 250 and more employees). */
export const nomineeSizeCategories = ['small', 'medium', 'large'] as const;
export const nomineeSizeCategorySchema = z.enum(nomineeSizeCategories);
export type NomineeSizeCategory = z.infer<typeof nomineeSizeCategorySchema>;

/** Why a signed-in account may or may not vote, besides the period and the week's limits. */
export const voterStatuses = [
  'guest',
  'employer',
  'emailNotVerified',
  'rulesNotAccepted',
  'ok',
] as const;
export const voterStatusSchema = z.enum(voterStatuses);
export type VoterStatus = z.infer<typeof voterStatusSchema>;

/** At most this many workplace photos per voter, nominee and campaign (issue 11). */
export const MAX_VOTING_PHOTOS = 3;

/**
 * A workplace photo a voter attached to a nominee. Everyone sees approved photos; a pending one
 * only its uploader (`own`), who may still delete it. Rejected photos are gone.
 */
export const votingPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'approved']),
  own: z.boolean(),
});
export type VotingPhoto = z.infer<typeof votingPhotoSchema>;

export const votingNomineeParamsSchema = z.strictObject({
  region: regionKeySchema,
  companyId: z.string().regex(/^\d{1,12}$/),
});
export const votingPhotoParamsSchema = z.strictObject({
  region: regionKeySchema,
  photoId: z.string().regex(/^\d{1,12}$/),
});
export const votingPhotoFileParamsSchema = z.strictObject({
  photo: z.string().regex(/^\d{1,12}\.jpg$/),
});

export const votingNomineeSchema = z.object({
  companyId: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** The company's banner, shown on the voting pages. */
  bannerUrl: z.string().nullable(),
  sizeCategory: nomineeSizeCategorySchema,
  /** canVote, alreadyVoted (rated this week), unavailable or noVotesLeft. */
  state: votingStateSchema,
  /** Approved workplace photos, and the caller's own pending ones. */
  photos: z.array(votingPhotoSchema),
});
export type VotingNominee = z.infer<typeof votingNomineeSchema>;

const campaignFields = {
  region: regionKeySchema,
  year: z.int(),
  votingStartAt: calendarDateSchema,
  votingFinishAt: calendarDateSchema,
  inProgress: z.boolean(),
  weeklyVoteLimit: z.int().positive(),
};

/** `GET /voting/:region`: the campaign, the caller's state and every nominee. */
export const votingOverviewSchema = z.object({
  ...campaignFields,
  voter: voterStatusSchema,
  state: votingStateSchema,
  remainingWeeklyVotes: z.int().nonnegative(),
  nominees: z.array(votingNomineeSchema),
  /** The year of the region's latest published results, for the link to the results page. */
  resultsYear: z.int().nullable(),
});
export type VotingOverview = z.infer<typeof votingOverviewSchema>;

export const castVoteBodySchema = companyRatingSchema;
export const castVoteResultSchema = z.object({
  companyId: z.string(),
  state: votingStateSchema,
  remainingWeeklyVotes: z.int().nonnegative(),
  message: z.string(),
});
export type CastVoteResult = z.infer<typeof castVoteResultSchema>;

/** `GET /voting/:region/box`: the open round's box (a new one is drawn when none is open). */
export const votingBoxSchema = z.object({
  roundId: z.string().nullable(),
  state: votingStateSchema,
  remainingWeeklyVotes: z.int().nonnegative(),
  nominees: z.array(votingNomineeSchema),
});
export type VotingBox = z.infer<typeof votingBoxSchema>;

/** Without a year: the latest published campaign of the region, else the current one. */
export const votingResultsQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const votingResultSchema = z.object({
  companyId: z.string(),
  slug: z.string(),
  name: z.string(),
  /** 1 is the category's winner; equal results share a rank. */
  rank: z.int().positive(),
  votes: z.int().nonnegative(),
  /** Share of the category's votes, 0–1. */
  voteShare: z.number(),
  averageRating: z.number(),
  /** Share of voters who would work there, 0–1. */
  wouldWorkThereShare: z.number(),
});
export type VotingResult = z.infer<typeof votingResultSchema>;
/**
 * A campaign's results: published (the audit is done) with the frozen tally per size category,
 * or not yet (`published: false`, no categories).
 */
export const votingResultsSchema = z.object({
  region: regionKeySchema,
  year: z.int(),
  votingFinishAt: calendarDateSchema,
  published: z.boolean(),
  auditedAt: z.string().nullable(),
  categories: z.array(
    z.object({ sizeCategory: nomineeSizeCategorySchema, nominees: z.array(votingResultSchema) }),
  ),
});
export type VotingResults = z.infer<typeof votingResultsSchema>;

export const emailConfirmBodySchema = z.strictObject({ token: z.string().min(1).max(200) });
export const votingNoticeSchema = z.object({ message: z.string() });
