import { z } from 'zod';
import { regionKeySchema } from '../region/regionCodes';
import { calendarDateSchema } from '../time/calendarDate';
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

export const votingResultsQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100),
});
export const votingResultSchema = z.object({
  companyId: z.string(),
  slug: z.string(),
  name: z.string(),
  votes: z.int().nonnegative(),
  averageRating: z.number(),
  /** Share of voters who would work there, 0–1. */
  wouldWorkThereShare: z.number(),
});
export const votingResultsSchema = z.object({
  region: regionKeySchema,
  year: z.int(),
  auditedAt: z.string(),
  categories: z.array(
    z.object({ sizeCategory: nomineeSizeCategorySchema, nominees: z.array(votingResultSchema) }),
  ),
});
export type VotingResults = z.infer<typeof votingResultsSchema>;

export const emailConfirmBodySchema = z.strictObject({ token: z.string().min(1).max(200) });
export const votingNoticeSchema = z.object({ message: z.string() });
