import {
  calendarDateIn,
  EXPIRING_WITHIN_DAYS,
  type JobAdStatus,
  jobAdStatus,
  NEW_JOB_WITHIN_DAYS,
  regions,
} from '@allas/core';

// The ad states of spec §4 come from @allas/core (calendar days in the region's time zone); this
// module only adapts them to the api's rows and SQL date parameters.
export { EXPIRING_WITHIN_DAYS, NEW_JOB_WITHIN_DAYS };
export type AdStatus = JobAdStatus;

const DAY = 24 * 60 * 60 * 1000;

export const timeZoneOf = (country: 'HU' | 'RO') => regions[country].timeZone;

/** The calendar day ('YYYY-MM-DD') of an instant in a country's time zone. */
export function calendarDay(instant: Date, country: 'HU' | 'RO'): string {
  return calendarDateIn(instant, timeZoneOf(country));
}

/** A calendar day shifted by whole days (for SQL bounds such as "deadline within 3 days"). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function adStatus(
  job: { publishedAt: Date; deadline: string; country: 'HU' | 'RO' },
  now: Date,
): AdStatus {
  return jobAdStatus(
    { publishedAt: job.publishedAt.toISOString(), deadline: job.deadline },
    now,
    timeZoneOf(job.country),
  );
}
