import type { CalendarDate } from '../time/calendarDate';
import { zonedTimeToInstant } from '../time/zonedTime';

/** The days of the public voting (votingConfigSchema checks one). */
export interface VotingConfig {
  votingStartAt: CalendarDate;
  votingFinishAt: CalendarDate;
}

/** Spec §1: public voting runs 1 to 21 October 2025. */
export const VOTING_2025: VotingConfig = {
  votingStartAt: '2025-10-01',
  votingFinishAt: '2025-10-21',
};

/** Start: the first day at 00:00:00 in the region's zone. */
export function votingStartsAt(config: VotingConfig, timeZone: string): Date {
  return zonedTimeToInstant(config.votingStartAt, { hour: 0, minute: 0, second: 0 }, timeZone);
}

/** Finish: the last day at 23:59:59 in the region's zone (that whole second still counts). */
export function votingFinishesAt(config: VotingConfig, timeZone: string): Date {
  return zonedTimeToInstant(config.votingFinishAt, { hour: 23, minute: 59, second: 59 }, timeZone);
}

export function isVotingInProgress(now: Date, config: VotingConfig, timeZone: string): boolean {
  const time = now.getTime();
  return (
    time >= votingStartsAt(config, timeZone).getTime() &&
    time < votingFinishesAt(config, timeZone).getTime() + 1000
  );
}
