// The ad states of spec §4 counted in calendar days of the ad's region. @allas/core's jobStatus
// module states the same rules (EXPIRING_WITHIN_DAYS, NEW_JOB_WITHIN_DAYS, jobAdStatus); the api
// switches to importing them once core's job module is committed.
export const EXPIRING_WITHIN_DAYS = 3;
export const NEW_JOB_WITHIN_DAYS = 7;

const TIME_ZONES = { HU: 'Europe/Budapest', RO: 'Europe/Bucharest' } as const;
const DAY = 24 * 60 * 60 * 1000;

/** The calendar day ('YYYY-MM-DD') of an instant in a country's time zone. */
export function calendarDay(instant: Date, country: 'HU' | 'RO'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONES[country] }).format(instant);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

export interface AdStatus {
  expired: boolean;
  expiring: boolean;
  new: boolean;
  remainingDays: number;
}

export function adStatus(
  job: { publishedAt: Date; deadline: string; country: 'HU' | 'RO' },
  now: Date,
): AdStatus {
  const today = calendarDay(now, job.country);
  const remainingDays = daysBetween(today, job.deadline);
  const sincePublished = daysBetween(calendarDay(job.publishedAt, job.country), today);
  const expired = remainingDays < 0;
  return {
    expired,
    expiring: !expired && remainingDays <= EXPIRING_WITHIN_DAYS,
    new: sincePublished >= 0 && sincePublished <= NEW_JOB_WITHIN_DAYS,
    remainingDays,
  };
}
