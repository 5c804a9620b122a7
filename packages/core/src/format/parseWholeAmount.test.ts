import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../locale/locales';
import { formatNumber } from './formatNumber';
import { parseWholeAmount } from './parseWholeAmount';

describe('parseWholeAmount', () => {
  it('reads an amount grouped the way its language groups thousands', () => {
    expect(parseWholeAmount('5000', 'hu')).toBe(5000);
    expect(parseWholeAmount('5 000', 'hu')).toBe(5000);
    expect(parseWholeAmount('5\u00a0000', 'hu')).toBe(5000);
    expect(parseWholeAmount(' 1 250 000 ', 'hu')).toBe(1_250_000);
    expect(parseWholeAmount('5.000', 'ro')).toBe(5000);
    expect(parseWholeAmount('12.500', 'ro')).toBe(12_500);
    expect(parseWholeAmount('5 000', 'ro')).toBe(5000);
    expect(parseWholeAmount('5,000', 'en')).toBe(5000);
    expect(parseWholeAmount('1,250,000', 'en')).toBe(1_250_000);
    expect(parseWholeAmount('5000', 'en')).toBe(5000);
  });

  it('gives undefined for an empty field', () => {
    expect(parseWholeAmount('', 'hu')).toBeUndefined();
    expect(parseWholeAmount('   ', 'en')).toBeUndefined();
  });

  it('refuses what could be read two ways or is not a whole amount', () => {
    for (const locale of locales) {
      for (const text of [
        '50.0000',
        '5 00',
        '5.000 000',
        '5,5',
        '5.5',
        '-5000',
        '5000 Ft',
        'öt',
        '.500',
      ]) {
        expect(parseWholeAmount(text, locale), `${locale} "${text}"`).toBeNaN();
      }
    }
    // A comma is hu's and ro's decimal mark, a dot en's: "5,000" and "5.000" would read as five.
    expect(parseWholeAmount('5,000', 'hu')).toBeNaN();
    expect(parseWholeAmount('5,000', 'ro')).toBeNaN();
    expect(parseWholeAmount('5.000', 'en')).toBeNaN();
  });

  it('reads back every whole amount as its language formats it, and as plain digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom(...locales),
        (amount, locale) => {
          expect(parseWholeAmount(formatNumber(amount, locale), locale)).toBe(amount);
          expect(parseWholeAmount(String(amount), locale)).toBe(amount);
        },
      ),
    );
  });

  it('refuses any grouped amount with a group that is not three digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.stringMatching(/^\d{1,2}$|^\d{4,6}$/),
        fc.constantFrom(...locales),
        (head, group, locale) => {
          const mark = { hu: ' ', ro: '.', en: ',' }[locale];
          expect(parseWholeAmount(`${head}${mark}${group}`, locale)).toBeNaN();
        },
      ),
    );
  });
});
