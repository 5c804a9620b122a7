import { type CalendarDate, daysBetween } from '../time/calendarDate';
import { calendarDateIn } from '../time/zonedTime';

/** Spec §9: the "expiring" filter and badge cover the last 3 days of an ad. */
export const EXPIRING_WITHIN_DAYS = 3;
/** An ad published within the last 7 days is "new". */
export const NEW_JOB_WITHIN_DAYS = 7;

export interface JobAdStatus {
  expired: boolean;
  expiring: boolean;
  new: boolean;
  /** Days left including today's: 0 on the deadline day itself, negative once expired. */
  remainingDays: number;
}

/**
 * The state of an ad at `now`, counted in calendar days of the region's time zone: an ad is open
 * through its whole deadline day there, whatever the visitor's clock says.
 */
export function jobAdStatus(
  job: { publishedAt: string; deadline: CalendarDate },
  now: Date,
  timeZone: string,
): JobAdStatus {
  const today = calendarDateIn(now, timeZone);
  const remainingDays = daysBetween(today, job.deadline);
  const published = new Date(job.publishedAt);
  // An unreadable publishing time (bad data) makes the ad not "new" rather than breaking the card.
  const daysSincePublished = Number.isNaN(published.getTime())
    ? Number.NaN
    : daysBetween(calendarDateIn(published, timeZone), today);
  const expired = remainingDays < 0;
  return {
    expired,
    expiring: !expired && remainingDays <= EXPIRING_WITHIN_DAYS,
    new: daysSincePublished >= 0 && daysSincePublished <= NEW_JOB_WITHIN_DAYS,
    remainingDays,
  };
}
