import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyRange } from './formatMoney';

/** Intl separates groups with no-break spaces; compare them as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney: the one money format of allas', () => {
  it('shows forints without decimals in every language', () => {
    expect(plain(formatMoney(290_800, 'HUF', 'hu'))).toBe('290 800 Ft');
    expect(plain(formatMoney(290_800.6, 'HUF', 'hu'))).toBe('290 801 Ft');
    expect(plain(formatMoney(290_800, 'HUF', 'ro'))).toBe('290.800 HUF');
    expect(plain(formatMoney(290_800, 'HUF', 'en'))).toBe('HUF 290,800');
  });

  it('shows whole lei and euros as whole amounts, and cents only when there are some', () => {
    expect(plain(formatMoney(5200, 'RON', 'ro'))).toBe('5.200 RON');
    expect(plain(formatMoney(1200, 'EUR', 'en'))).toBe('€1,200');
    expect(plain(formatMoney(1200, 'EUR', 'ro'))).toBe('1.200 EUR');
    expect(plain(formatMoney(4500.5, 'RON', 'ro'))).toBe('4.500,50 RON');
    expect(plain(formatMoney(4500.5, 'RON', 'hu'))).toBe('4500,50 RON');
    expect(plain(formatMoney(4500.5, 'RON', 'en'))).toBe('RON 4,500.50');
  });

  it('signs a deduction when asked', () => {
    expect(plain(formatMoney(-53_798, 'HUF', 'hu', 'exceptZero'))).toBe('-53 798 Ft');
    expect(plain(formatMoney(0, 'HUF', 'hu', 'exceptZero'))).toBe('0 Ft');
  });

  it('shows a range once with the currency, one amount when both ends are equal', () => {
    expect(plain(formatMoneyRange(400_000, 600_000, 'HUF', 'hu'))).toBe('400 000–600 000 Ft');
    expect(plain(formatMoneyRange(5000, 7000, 'RON', 'ro'))).toBe('5.000 - 7.000 RON');
    expect(plain(formatMoneyRange(5000, 5000, 'RON', 'en'))).toBe('RON 5,000');
  });

  it('keeps a formatted range per language and currency (the texts are remembered, never mixed)', () => {
    const twice = [1, 2].map(() => plain(formatMoneyRange(5000, 7000, 'RON', 'en')));
    expect(twice).toEqual(['RON 5,000–7,000', 'RON 5,000–7,000']);
    expect(plain(formatMoneyRange(5000, 7000, 'RON', 'ro'))).toBe('5.000 - 7.000 RON');
    expect(plain(formatMoneyRange(5000, 7000, 'EUR', 'ro'))).toBe('5.000 - 7.000 EUR');
  });
});
