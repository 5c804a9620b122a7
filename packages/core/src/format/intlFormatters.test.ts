import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormatters';

describe('intlFormatters', () => {
  it('builds a formatter once per language and option set', () => {
    expect(numberFormat('hu')).toBe(numberFormat('hu'));
    expect(numberFormat('ro', { style: 'currency', currency: 'RON' })).toBe(
      numberFormat('ro', { style: 'currency', currency: 'RON' }),
    );
    expect(dateTimeFormat('en', { month: 'long' })).toBe(dateTimeFormat('en', { month: 'long' }));
  });

  it('keeps languages and option sets apart', () => {
    expect(numberFormat('hu')).not.toBe(numberFormat('ro'));
    expect(numberFormat('hu')).not.toBe(numberFormat('hu', { maximumFractionDigits: 1 }));
    expect(dateTimeFormat('hu')).not.toBe(numberFormat('hu'));
  });

  it('formats in the language’s own tag, as a formatter built on the spot does', () => {
    expect(numberFormat('hu').format(12500)).toBe(new Intl.NumberFormat('hu-HU').format(12500));
    expect(numberFormat('ro').format(12500)).toBe('12.500');
    expect(numberFormat('en').format(12500)).toBe('12,500');
    expect(dateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(new Date(0))).toBe(
      'January',
    );
  });
});
