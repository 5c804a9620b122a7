import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '../time/zonedTime';
import {
  type AlertTiming,
  DIGEST_HOUR,
  digestPeriodKey,
  digestPeriodStart,
  digestWindowStart,
  INSTANT_DAILY_CAP,
  isDigestDue,
  localDayStart,
} from './alertSchedule';

const BUDAPEST = 'Europe/Budapest';
const BUCHAREST = 'Europe/Bucharest';
const wallHour = (instant: Date, timeZone: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(
      instant,
    ),
  );
const weekday = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long' }).format(instant);

describe('digest periods', () => {
  it('starts the daily period at 07:00 local time, the day before when it is earlier', () => {
    // 05:30 UTC is 06:30 in Budapest (winter): the period began yesterday at 07:00.
    expect(digestPeriodStart('daily', new Date('2026-01-14T05:30:00Z'), BUDAPEST)).toEqual({
      start: new Date('2026-01-13T06:00:00Z'),
      date: '2026-01-13',
    });
    expect(digestPeriodStart('daily', new Date('2026-01-14T06:00:00Z'), BUDAPEST).date).toBe(
      '2026-01-14',
    );
    // Bucharest is an hour ahead: 07:00 there is 05:00 UTC in winter, 04:00 UTC in summer.
    expect(digestPeriodStart('daily', new Date('2026-01-14T05:00:00Z'), BUCHAREST).start).toEqual(
      new Date('2026-01-14T05:00:00Z'),
    );
    expect(digestPeriodStart('daily', new Date('2026-07-14T04:00:00Z'), BUCHAREST).start).toEqual(
      new Date('2026-07-14T04:00:00Z'),
    );
  });

  it('keeps 07:00 across the DST switches (the last Sundays of March and October)', () => {
    // 29 March 2026: clocks go 02:00 → 03:00 in Budapest; 07:00 is 05:00 UTC from that day.
    expect(digestPeriodStart('daily', new Date('2026-03-29T05:00:00Z'), BUDAPEST).start).toEqual(
      new Date('2026-03-29T05:00:00Z'),
    );
    expect(digestPeriodStart('daily', new Date('2026-03-29T04:59:59Z'), BUDAPEST).start).toEqual(
      new Date('2026-03-28T06:00:00Z'),
    );
    // 25 October 2026: back to winter time, 07:00 is 06:00 UTC again.
    expect(digestPeriodStart('daily', new Date('2026-10-25T06:00:00Z'), BUDAPEST).start).toEqual(
      new Date('2026-10-25T06:00:00Z'),
    );
  });

  it('starts the weekly period on Monday at 07:00, the week before until then', () => {
    // Monday 16 March 2026, 06:59 Budapest: still the week that began on 9 March.
    expect(digestPeriodStart('weekly', new Date('2026-03-16T05:59:00Z'), BUDAPEST).date).toBe(
      '2026-03-09',
    );
    expect(digestPeriodStart('weekly', new Date('2026-03-16T06:00:00Z'), BUDAPEST).date).toBe(
      '2026-03-16',
    );
    // Sunday evening belongs to the week that began on the Monday before.
    expect(digestPeriodStart('weekly', new Date('2026-03-22T21:00:00Z'), BUCHAREST).date).toBe(
      '2026-03-16',
    );
    // A week across the October switch: Monday 26 October 07:00 is 06:00 UTC (winter time).
    expect(digestPeriodStart('weekly', new Date('2026-10-27T12:00:00Z'), BUDAPEST).start).toEqual(
      new Date('2026-10-26T06:00:00Z'),
    );
  });

  it('names periods so the same digest gets the same key', () => {
    const now = new Date('2026-03-16T10:02:00Z');
    expect(digestPeriodKey('daily', now, BUDAPEST)).toBe('daily:2026-03-16');
    expect(digestPeriodKey('weekly', now, BUDAPEST)).toBe('weekly:2026-03-16');
    expect(digestPeriodKey('instant', now, BUDAPEST)).toBe('instant:2026-03-16T10:00:00.000Z');
    expect(digestPeriodKey('instant', new Date('2026-03-16T10:04:59Z'), BUDAPEST)).toBe(
      'instant:2026-03-16T10:00:00.000Z',
    );
    expect(localDayStart(now, BUDAPEST)).toEqual(new Date('2026-03-15T23:00:00Z'));
  });

  const instants = fc.date({
    min: new Date('2024-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const zones = fc.constantFrom(BUDAPEST, BUCHAREST);

  it('property: a period starts at 07:00 local at or before now, at most a day (a week) and an hour earlier', () => {
    fc.assert(
      fc.property(
        instants,
        zones,
        fc.constantFrom('daily' as const, 'weekly' as const),
        (now, zone, frequency) => {
          const { start, date } = digestPeriodStart(frequency, now, zone);
          expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
          const span = (frequency === 'daily' ? 1 : 7) * 86_400_000 + 3_600_000;
          expect(now.getTime() - start.getTime()).toBeLessThan(span);
          expect(wallHour(start, zone)).toBe(DIGEST_HOUR);
          expect(calendarDateIn(start, zone)).toBe(date);
          if (frequency === 'weekly') expect(weekday(start, zone)).toBe('Monday');
          // The start belongs to its own period; a moment earlier to the one before.
          expect(digestPeriodStart(frequency, start, zone).start).toEqual(start);
          expect(
            digestPeriodStart(frequency, new Date(start.getTime() - 1), zone).start.getTime(),
          ).toBeLessThan(start.getTime());
        },
      ),
    );
  });
});

describe('when a digest is due', () => {
  const confirmed = new Date('2026-03-10T12:00:00Z');
  const alert = (extra: Partial<AlertTiming>): AlertTiming => ({
    frequency: 'daily',
    confirmedAt: confirmed,
    pausedAt: null,
    lastDigestAt: null,
    ...extra,
  });

  it('sends daily once per period, starting with the first 07:00 after the confirmation', () => {
    // Confirmed Tuesday 13:00 Budapest: not due the same afternoon, due Wednesday from 07:00.
    expect(isDigestDue(alert({}), new Date('2026-03-10T15:00:00Z'), BUDAPEST)).toBe(false);
    expect(isDigestDue(alert({}), new Date('2026-03-11T05:59:00Z'), BUDAPEST)).toBe(false);
    expect(isDigestDue(alert({}), new Date('2026-03-11T06:00:00Z'), BUDAPEST)).toBe(true);
    const sent = alert({ lastDigestAt: new Date('2026-03-11T06:01:00Z') });
    expect(isDigestDue(sent, new Date('2026-03-11T20:00:00Z'), BUDAPEST)).toBe(false);
    expect(isDigestDue(sent, new Date('2026-03-12T06:00:00Z'), BUDAPEST)).toBe(true);
  });

  it('never sends an unconfirmed or paused alert, and instant ones up to the daily cap', () => {
    const now = new Date('2026-03-12T08:00:00Z');
    expect(isDigestDue(alert({ confirmedAt: null }), now, BUDAPEST)).toBe(false);
    expect(isDigestDue(alert({ pausedAt: now }), now, BUDAPEST)).toBe(false);
    const instant = alert({ frequency: 'instant' });
    expect(isDigestDue(instant, now, BUDAPEST, INSTANT_DAILY_CAP - 1)).toBe(true);
    expect(isDigestDue(instant, now, BUDAPEST, INSTANT_DAILY_CAP)).toBe(false);
  });

  it('brings the ads since the last digest, or a first digest’s look-back', () => {
    const now = new Date('2026-03-12T06:00:00Z');
    const last = new Date('2026-03-11T06:00:00Z');
    expect(digestWindowStart(alert({ lastDigestAt: last }), now)).toEqual(last);
    expect(digestWindowStart(alert({}), now)).toEqual(new Date('2026-03-05T06:00:00Z'));
    expect(digestWindowStart(alert({ frequency: 'instant' }), now)).toEqual(confirmed);
  });
});
