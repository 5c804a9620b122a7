import { type CalendarDate, daysBetween } from '../time/calendarDate';
import { calendarDateIn, zonedTimeToInstant } from '../time/zonedTime';

/**
 * When a job alert's digest is due (issue 13). Pure rules with the clock passed in: daily digests go
 * at 07:00 and weekly ones on Monday at 07:00 in the region's time zone (Europe/Budapest,
 * Europe/Bucharest, DST included); instant alerts go on every scheduler tick (at most
 * INSTANT_WITHIN_MINUTES after an ad's publication) up to INSTANT_DAILY_CAP mails a calendar day.
 */

export type AlertFrequency = 'instant' | 'daily' | 'weekly';

/** The local hour daily and weekly digests go at. */
export const DIGEST_HOUR = 7;
/** An instant alert's mail leaves at most this many minutes after the ad's publication. */
export const INSTANT_WITHIN_MINUTES = 5;
/** Instant mails of one alert in one calendar day (the region's), at most. */
export const INSTANT_DAILY_CAP = 10;
/** Jobs in one digest, at most (best first). */
export const DIGEST_MAX_JOBS = 20;
/** A new daily or weekly alert's first digest brings the matching ads of this many past days. */
export const FIRST_DIGEST_LOOKBACK_DAYS = 7;

const MS_PER_DAY = 86_400_000;

function shiftDate(date: CalendarDate, days: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Monday = 0 … Sunday = 6 (the week starts on Monday in Hungary and Romania). */
function weekdayFromMonday(date: CalendarDate): number {
  return ((daysBetween('1970-01-05', date) % 7) + 7) % 7; // 1970-01-05 was a Monday
}

const digestTime = { hour: DIGEST_HOUR, minute: 0, second: 0 };

/**
 * The start of the digest period `now` falls in: the latest 07:00 (daily) or Monday 07:00 (weekly)
 * at or before `now`, in the time zone.
 */
export function digestPeriodStart(
  frequency: 'daily' | 'weekly',
  now: Date,
  timeZone: string,
): { start: Date; date: CalendarDate } {
  let date = calendarDateIn(now, timeZone);
  if (frequency === 'weekly') date = shiftDate(date, -weekdayFromMonday(date));
  let start = zonedTimeToInstant(date, digestTime, timeZone);
  if (start.getTime() > now.getTime()) {
    date = shiftDate(date, frequency === 'weekly' ? -7 : -1);
    start = zonedTimeToInstant(date, digestTime, timeZone);
  }
  return { start, date };
}

/** The instant a calendar day starts in the time zone (local midnight). */
export function localDayStart(now: Date, timeZone: string): Date {
  return zonedTimeToInstant(
    calendarDateIn(now, timeZone),
    { hour: 0, minute: 0, second: 0 },
    timeZone,
  );
}

/**
 * The name of the period a digest composed at `now` belongs to, unique per alert and period: the
 * idempotency key's tail, so two processes composing the same digest queue it once.
 * Instant alerts have a slot of INSTANT_WITHIN_MINUTES.
 */
export function digestPeriodKey(frequency: AlertFrequency, now: Date, timeZone: string): string {
  if (frequency === 'instant') {
    const slot = INSTANT_WITHIN_MINUTES * 60_000;
    return `instant:${new Date(Math.floor(now.getTime() / slot) * slot).toISOString()}`;
  }
  return `${frequency}:${digestPeriodStart(frequency, now, timeZone).date}`;
}

export interface AlertTiming {
  frequency: AlertFrequency;
  /** When the alert was confirmed (double opt-in); null: not confirmed, never due. */
  confirmedAt: Date | null;
  pausedAt: Date | null;
  lastDigestAt: Date | null;
}

/**
 * Whether the scheduler composes the alert's digest at `now`. Daily and weekly: once per period,
 * the first period starting after the confirmation (a confirmation at 15:00 waits for tomorrow's
 * 07:00). Instant: on every tick while fewer than INSTANT_DAILY_CAP went out today.
 */
export function isDigestDue(
  alert: AlertTiming,
  now: Date,
  timeZone: string,
  instantSentToday = 0,
): boolean {
  if (alert.confirmedAt === null || alert.pausedAt !== null) return false;
  if (alert.frequency === 'instant') return instantSentToday < INSTANT_DAILY_CAP;
  const { start } = digestPeriodStart(alert.frequency, now, timeZone);
  const last = alert.lastDigestAt ?? alert.confirmedAt;
  return last.getTime() < start.getTime();
}

/**
 * The ads a digest composed at `now` may bring: published after this instant. After a digest, the
 * ones since it; an instant alert's first, those since its confirmation; a daily or weekly alert's
 * first, those of the last FIRST_DIGEST_LOOKBACK_DAYS days.
 */
export function digestWindowStart(alert: AlertTiming, now: Date): Date {
  if (alert.lastDigestAt) return alert.lastDigestAt;
  if (alert.frequency === 'instant' && alert.confirmedAt) return alert.confirmedAt;
  return new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_DAYS * MS_PER_DAY);
}
