import { z } from 'zod';
import { errorKey, presenceErrorKey } from '../validation/errorKey';
import { votingStateSchema } from './votingStates';

/** The award's rating of a workplace, in whole stars (the spec leaves the scale open; 1–5 is ours). */
export const MIN_COMPANY_RATING = 1;
export const MAX_COMPANY_RATING = 5;

/** One vote: how good a workplace the company is, and whether the voter would work there. */
export const companyRatingSchema = z.object(
  {
    companyId: z
      .string(errorKey('validation.form.invalid'))
      .min(1, errorKey('validation.form.invalid')),
    rating: z
      .int(presenceErrorKey('validation.rating.required', 'validation.option.invalid'))
      .min(MIN_COMPANY_RATING, errorKey('validation.option.invalid'))
      .max(MAX_COMPANY_RATING, errorKey('validation.option.invalid')),
    wouldWorkThere: z.boolean(
      presenceErrorKey('validation.wouldWorkThere.required', 'validation.option.invalid'),
    ),
  },
  errorKey('validation.form.invalid'),
);
export type CompanyRating = z.output<typeof companyRatingSchema>;

/** What the voting page shows a signed-in user: whether a vote is possible and the week's votes left. */
export const votingStatusSchema = z.object({
  state: votingStateSchema,
  remainingWeeklyVotes: z.int().nonnegative(),
});
export type VotingStatus = z.infer<typeof votingStatusSchema>;
