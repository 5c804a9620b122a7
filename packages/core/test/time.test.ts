import { describe, expect, it } from 'vitest';
import { calendarDateIn, calendarDateSchema, daysBetween, zonedTimeToInstant } from '../src/index';

describe('calendar dates in a time zone', () => {
  it('takes the date of the zone, not of UTC', () => {
    expect(calendarDateIn(new Date('2025-09-30T22:30:00Z'), 'Europe/Budapest')).toBe('2025-10-01');
    expect(calendarDateIn(new Date('2025-09-30T21:30:00Z'), 'Europe/Bucharest')).toBe('2025-10-01');
    expect(calendarDateIn(new Date('2025-09-30T21:30:00Z'), 'Europe/Budapest')).toBe('2025-09-30');
  });

  it('counts calendar days across month, year and DST changes', () => {
    expect(daysBetween('2025-10-21', '2025-10-24')).toBe(3);
    expect(daysBetween('2025-10-24', '2025-10-21')).toBe(-3);
    expect(daysBetween('2024-12-31', '2025-03-01')).toBe(60);
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
  });

  it('validates the YYYY-MM-DD form', () => {
    expect(calendarDateSchema.safeParse('2025-10-01').success).toBe(true);
    expect(calendarDateSchema.safeParse('2025-13-01').success).toBe(false);
    expect(calendarDateSchema.safeParse('1.10.2025').success).toBe(false);
  });
});

describe('wall-clock time to instant', () => {
  it('uses summer and winter offsets of each region', () => {
    const midnight = { hour: 0, minute: 0, second: 0 };
    expect(zonedTimeToInstant('2025-10-01', midnight, 'Europe/Budapest').toISOString()).toBe(
      '2025-09-30T22:00:00.000Z',
    );
    expect(zonedTimeToInstant('2025-10-01', midnight, 'Europe/Bucharest').toISOString()).toBe(
      '2025-09-30T21:00:00.000Z',
    );
    expect(zonedTimeToInstant('2025-12-01', midnight, 'Europe/Budapest').toISOString()).toBe(
      '2025-11-30T23:00:00.000Z',
    );
  });

  it('settles times on the days the clocks change', () => {
    // 26 October 2025: clocks go back at 03:00 CEST; 02:30 happens twice, the first is taken.
    expect(
      zonedTimeToInstant(
        '2025-10-26',
        { hour: 12, minute: 0, second: 0 },
        'Europe/Budapest',
      ).toISOString(),
    ).toBe('2025-10-26T11:00:00.000Z');
    // 30 March 2025: clocks go forward at 02:00 CET; 02:30 does not exist and moves forward.
    expect(
      zonedTimeToInstant(
        '2025-03-30',
        { hour: 2, minute: 30, second: 0 },
        'Europe/Budapest',
      ).toISOString(),
    ).toBe('2025-03-30T01:30:00.000Z');
  });
});
