import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCount } from './localeFormat';

describe('localeFormat', () => {
  it('writes dates the way each language does', () => {
    expect(formatCalendarDate('2026-03-14', 'hu')).toBe('2026. március 14.');
    expect(formatCalendarDate('2026-03-14', 'ro')).toBe('14 martie 2026');
    expect(formatCalendarDate('2026-03-14', 'en')).toBe('14 March 2026');
  });

  it('keeps the calendar day of a timestamp', () => {
    expect(formatCalendarDate('2026-12-31T23:30:00+01:00', 'en')).toBe('31 December 2026');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatCalendarDate('tomorrow', 'en')).toBe('tomorrow');
  });

  it('groups digits per locale', () => {
    expect(formatCount(1250, 'hu')).toBe('1250');
    expect(formatCount(12500, 'hu')).toBe('12\u00a0500');
    expect(formatCount(12500, 'ro')).toBe('12.500');
    expect(formatCount(12500, 'en')).toBe('12,500');
  });
});
