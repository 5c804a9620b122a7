import type { CalendarDate } from './calendarDate';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One formatter per zone: constructing Intl.DateTimeFormat is the expensive part.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockAt(instant: Date, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The calendar date an instant falls on in a time zone, e.g. 23:30 UTC on 30 Sep is 1 Oct in Budapest. */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const wall = wallClockAt(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

function offsetMs(instant: number, timeZone: string): number {
  const wall = wallClockAt(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which a wall-clock time happens in a time zone (no date library: Intl gives the
 * zone's offset; a second pass settles times next to a DST switch).
 */
export function zonedTimeToInstant(
  date: CalendarDate,
  time: { hour: number; minute: number; second: number },
  timeZone: string,
): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day, time.hour, time.minute, time.second);
  const firstOffset = offsetMs(guess, timeZone);
  const candidate = guess - firstOffset;
  const secondOffset = offsetMs(candidate, timeZone);
  return new Date(secondOffset === firstOffset ? candidate : guess - secondOffset);
}
