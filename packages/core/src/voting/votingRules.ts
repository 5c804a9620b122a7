import { isVotingInProgress, type VotingConfig } from './votingConfig';
import type { VotingState } from './votingStates';

/**
 * The weekly vote limit when a campaign does not set its own (the spec leaves the number open; the
 * page shows the remaining votes).
 */
export const DEFAULT_WEEKLY_VOTE_LIMIT = 10;
/** How many nominees one box round shows. */
export const BOX_ROUND_SIZE = 5;

export interface VoterWeek {
  /** Votes the voter cast in the current ISO week of the campaign's region. */
  votesThisWeek: number;
  /** Nominees (company ids) the voter rated in the current week. */
  ratedThisWeek: ReadonlySet<string>;
}

export interface VotingSituation extends VoterWeek {
  now: Date;
  timeZone: string;
  voting: VotingConfig;
  weeklyLimit: number;
  /** Every nominee of the campaign (company ids). */
  nomineeIds: readonly string[];
}

export function remainingWeeklyVotes(
  situation: Pick<VotingSituation, 'weeklyLimit' | 'votesThisWeek'>,
) {
  return Math.max(0, situation.weeklyLimit - situation.votesThisWeek);
}

/**
 * The page's state for a voter (spec §4), checked in this order: outside the period nothing else
 * matters; then the week's votes; then whether any nominee is left to rate.
 */
export function votingPageState(situation: VotingSituation): VotingState {
  if (!isVotingInProgress(situation.now, situation.voting, situation.timeZone))
    return 'unavailable';
  if (remainingWeeklyVotes(situation) === 0) return 'noVotesLeft';
  if (situation.nomineeIds.every((id) => situation.ratedThisWeek.has(id))) return 'allRated';
  return 'canVote';
}

/** One nominee's state on the page: rated this week shows as already voted. */
export function nomineeState(situation: VotingSituation, companyId: string): VotingState {
  const page = votingPageState(situation);
  if (page === 'unavailable' || page === 'noVotesLeft') return page;
  return situation.ratedThisWeek.has(companyId) ? 'alreadyVoted' : 'canVote';
}

/**
 * Whether a vote for `companyId` may be cast now, or the state that refuses it (the api checks
 * this and then lets the database hold the same rules under concurrency).
 */
export function voteAttemptState(situation: VotingSituation, companyId: string): VotingState {
  if (!isVotingInProgress(situation.now, situation.voting, situation.timeZone))
    return 'unavailable';
  if (remainingWeeklyVotes(situation) === 0) return 'noVotesLeft';
  if (situation.ratedThisWeek.has(companyId)) return 'companyAlreadyRated';
  return 'canVote';
}

/** A box round: up to `size` nominees not rated this week, drawn at random (`random` in [0, 1)). */
export function drawBox(
  nomineeIds: readonly string[],
  ratedThisWeek: ReadonlySet<string>,
  random: () => number,
  size = BOX_ROUND_SIZE,
): string[] {
  const pool = nomineeIds.filter((id) => !ratedThisWeek.has(id));
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, size);
}
