import { type CalendarDate, daysBetween } from '../time/calendarDate';
import { calendarDateIn, zonedTimeToInstant } from '../time/zonedTime';

/** An injectable clock: the api passes its own, tests a fixed or moving one. */
export type Clock = () => Date;

/** One ISO-8601 week (Monday to Sunday) of a region: `2025-W40`. */
export interface VotingWeek {
  isoYear: number;
  week: number;
  /** `YYYY-Www`, the key the api stores each vote's week under. */
  key: string;
  /** Monday 00:00:00 in the region's zone. */
  startsAt: Date;
  /** The next Monday 00:00:00 in the region's zone (exclusive). */
  endsAt: Date;
}

const MIDNIGHT = { hour: 0, minute: 0, second: 0 };

function addDays(date: CalendarDate, days: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
function isoWeekday(date: CalendarDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** The ISO week a calendar date belongs to (the week of its Thursday decides the year). */
export function isoWeekOfDate(date: CalendarDate): { isoYear: number; week: number } {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const isoYear = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${isoYear}-01-01`, thursday) / 7) + 1;
  return { isoYear, week };
}

/**
 * The ISO week `now` falls in, counted in the region's zone: a Sunday 23:30 UTC is already Monday
 * in Budapest, and the week's bounds are that zone's midnights (23 or 25 hours long days at a DST
 * change are whole days still).
 */
export function votingWeekAt(now: Date, timeZone: string): VotingWeek {
  const today = calendarDateIn(now, timeZone);
  const monday = addDays(today, 1 - isoWeekday(today));
  const { isoYear, week } = isoWeekOfDate(today);
  return {
    isoYear,
    week,
    key: `${isoYear}-W${String(week).padStart(2, '0')}`,
    startsAt: zonedTimeToInstant(monday, MIDNIGHT, timeZone),
    endsAt: zonedTimeToInstant(addDays(monday, 7), MIDNIGHT, timeZone),
  };
}
