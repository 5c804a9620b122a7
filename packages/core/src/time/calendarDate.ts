/**
 * A calendar date without a time zone, `YYYY-MM-DD` (deadlines, start dates, voting days); checked
 * by calendarDateSchema.
 */
export type CalendarDate = string;

const MS_PER_DAY = 86_400_000;

function dayNumber(date: CalendarDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); DST never matters here. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}
