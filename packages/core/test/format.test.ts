import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  intlLocaleOf,
} from '../src/index';

/** Intl separates groups with no-break spaces; compare them as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('numbers', () => {
  it('groups and separates decimals per language', () => {
    expect(plain(formatNumber(12_345.5, 'hu'))).toBe('12 345,5');
    expect(plain(formatNumber(12_345.5, 'ro'))).toBe('12.345,5');
    expect(plain(formatNumber(12_345.5, 'en'))).toBe('12,345.5');
    expect(plain(formatNumber(1 / 3, 'en', { maximumFractionDigits: 2 }))).toBe('0.33');
    expect(plain(formatPercent(0.15, 'hu'))).toBe('15%');
    expect(plain(formatPercent(0.15, 'ro'))).toBe('15 %');
  });
});

describe('dates', () => {
  const instant = new Date('2025-10-21T21:30:00Z');

  it('formats the date of the given time zone in each language', () => {
    expect(plain(formatDate(instant, 'hu', 'Europe/Budapest'))).toBe('2025. október 21.');
    expect(plain(formatDate(instant, 'ro', 'Europe/Bucharest'))).toBe('22 octombrie 2025');
    expect(plain(formatDate(instant, 'en', 'Europe/Budapest', 'short'))).toBe('21/10/2025');
    expect(plain(formatDateTime(instant, 'en', 'Europe/Budapest'))).toBe('21 Oct 2025, 23:30');
  });

  it('shows a malformed deadline as it came instead of failing', () => {
    expect(formatCalendarDate('2025-02-30', 'en')).toBe('2025-02-30');
  });

  it('formats a zone-less deadline as that very day', () => {
    expect(plain(formatCalendarDate('2025-10-21', 'hu'))).toBe('2025. október 21.');
    expect(plain(formatCalendarDate('2025-10-21', 'ro', 'short'))).toBe('21.10.2025');
  });

  it('uses hu-HU, ro-RO and en-GB conventions', () => {
    expect([intlLocaleOf('hu'), intlLocaleOf('ro'), intlLocaleOf('en')]).toEqual([
      'hu-HU',
      'ro-RO',
      'en-GB',
    ]);
  });
});
