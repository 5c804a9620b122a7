import { describe, expect, it } from 'vitest';
import {
  type AdPay,
  conversionMonth,
  onBothBases,
  salaryStatistics,
} from '../src/salaries/salary-statistics.ts';

// Issue 18: /fizetesek showed net medians above gross ones (sales, medior: net 772,500 vs gross
// 745,000 HUF) because net-paid and gross-paid ads were summed up as two separate groups.

const ad = (basis: 'gross' | 'net', min: number, max: number, level = 'medior'): AdPay => ({
  categoryId: 7,
  level,
  basis,
  min,
  max,
});

describe('salary statistics', () => {
  it('keeps every net figure below the gross one when well-paid ads state net pay', () => {
    const ads = [
      ad('gross', 700_000, 790_000),
      ad('gross', 650_000, 800_000),
      ad('net', 750_000, 800_000),
      ad('net', 760_000, 790_000),
      ad('net', 700_000, 850_000),
    ];
    const [cell] = salaryStatistics(ads, 'HU', '2025-12');
    if (!cell) throw new Error('no cell');
    expect(cell.gross.ads).toBe(5);
    expect(cell.net.ads).toBe(5);
    for (const figure of ['median', 'p25', 'p75', 'min', 'max'] as const) {
      expect(cell.net[figure], figure).toBeLessThan(cell.gross[figure]);
    }
    // A HU net is 66.5 % of the gross for a single employee without allowances.
    expect(onBothBases(1_000_000, 'gross', 'HU', '2025-12')).toEqual({
      gross: 1_000_000,
      net: 665_000,
    });
  });

  it('gives each category and level its own figures on both bases', () => {
    const cells = salaryStatistics(
      [ad('gross', 9_000, 11_000, 'senior'), ad('net', 4_000, 5_000, 'junior')],
      'RO',
      '2025-06',
    );
    expect(cells.map((cell) => [cell.level, cell.gross.ads, cell.net.ads])).toEqual([
      ['junior', 1, 1],
      ['senior', 1, 1],
    ]);
    for (const cell of cells) expect(cell.net.median).toBeLessThan(cell.gross.median);
  });

  it('converts with the latest year that has rules', () => {
    expect(conversionMonth(new Date('2025-03-10T12:00:00Z'))).toBe('2025-03');
    expect(conversionMonth(new Date('2026-11-28T12:00:00Z'))).toBe('2025-12');
  });
});
