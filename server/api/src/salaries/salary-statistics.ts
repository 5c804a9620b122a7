import {
  calculateHuGross,
  calculateHuNet,
  calculateRoGross,
  calculateRoNet,
  salaryParameters,
} from '@allas/core';

/** One open ad's monthly pay range as the ad states it, gross or net. */
export interface AdPay {
  categoryId: number;
  level: string;
  basis: 'gross' | 'net';
  min: number;
  max: number;
}

export interface PayFigures {
  ads: number;
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
}

export interface CellStatistics {
  categoryId: number;
  level: string;
  gross: PayFigures;
  net: PayFigures;
}

/**
 * The month whose tax rules convert: the current one while its year has rules (both countries'
 * calculators), else the last month of the latest year that has them.
 */
export function conversionMonth(now: Date): string {
  const years = Object.keys(salaryParameters.HU)
    .map(Number)
    .filter((year) => year in salaryParameters.RO);
  const latest = Math.max(...years);
  const year = now.getUTCFullYear();
  if (years.includes(year)) return `${year}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${Math.min(year, latest)}-12`;
}

/**
 * Conversions already made: a net → gross search takes about a millisecond, and ads' amounts
 * repeat (they are round figures), so the page's hundreds of ads cost a few new ones each time.
 */
const converted = new Map<string, { gross: number; net: number } | null>();
const CONVERSIONS_KEPT = 20_000;

/** An amount on both bases for a single employee without allowances; null where the rules refuse it. */
export function onBothBases(
  amount: number,
  basis: 'gross' | 'net',
  country: 'HU' | 'RO',
  month: string,
): { gross: number; net: number } | null {
  const rounded = Math.round(amount);
  const key = `${country}|${month}|${basis}|${rounded}`;
  const known = converted.get(key);
  if (known !== undefined) return known;
  if (converted.size >= CONVERSIONS_KEPT) converted.clear();
  const pair = convert(rounded, basis, country, month);
  converted.set(key, pair);
  return pair;
}

function convert(
  rounded: number,
  basis: 'gross' | 'net',
  country: 'HU' | 'RO',
  month: string,
): { gross: number; net: number } | null {
  if (basis === 'gross') {
    const result =
      country === 'HU'
        ? calculateHuNet({ gross: rounded, month })
        : calculateRoNet({ gross: rounded, month });
    return result.ok ? { gross: rounded, net: result.value.net } : null;
  }
  const result =
    country === 'HU' ? calculateHuGross(rounded, { month }) : calculateRoGross(rounded, { month });
  return result.ok ? { gross: result.value.gross, net: rounded } : null;
}

/** PostgreSQL's percentile_cont: linear interpolation between the sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const low = sorted[lower] ?? 0;
  const high = sorted[Math.min(lower + 1, sorted.length - 1)] ?? low;
  return Math.round(low + (position - lower) * (high - low));
}

function figures(mids: number[], mins: number[], maxes: number[]): PayFigures {
  const sorted = [...mids].sort((a, b) => a - b);
  return {
    ads: sorted.length,
    median: percentile(sorted, 0.5),
    p25: percentile(sorted, 0.25),
    p75: percentile(sorted, 0.75),
    min: Math.min(...mins),
    max: Math.max(...maxes),
  };
}

/**
 * The pay of the open ads per category and level, on both bases from every ad: a net ad counts
 * among the gross figures by the gross that pays its net, a gross ad among the net figures by its
 * net (the year's rules, a single employee without allowances). Each ad's net is below its gross,
 * so every net figure (median, quartiles, min, max) is below the gross one: an ad stating its pay
 * net can no longer lift the net median over the gross one, as separate groups of ads did
 * (issue 18). An amount the calculators refuse (out of their range) leaves its ad out.
 */
export function salaryStatistics(
  ads: readonly AdPay[],
  country: 'HU' | 'RO',
  month: string,
): CellStatistics[] {
  type Pair = { gross: number; net: number };
  const cells = new Map<string, { categoryId: number; level: string; ads: Pair[][] }>();
  for (const ad of ads) {
    const converted = [ad.min, (ad.min + ad.max) / 2, ad.max].map((amount) =>
      onBothBases(amount, ad.basis, country, month),
    );
    if (converted.some((pair) => pair === null)) continue;
    const key = `${ad.categoryId}|${ad.level}`;
    const cell = cells.get(key) ?? { categoryId: ad.categoryId, level: ad.level, ads: [] };
    cells.set(key, cell);
    cell.ads.push(converted as Pair[]);
  }
  return [...cells.values()]
    .map(({ categoryId, level, ads: cellAds }) => {
      const on = (basis: 'gross' | 'net') => {
        const at = (index: number) => cellAds.map((pairs) => pairs[index]?.[basis] ?? 0);
        return figures(at(1), at(0), at(2));
      };
      return { categoryId, level, gross: on('gross'), net: on('net') };
    })
    .sort((a, b) => a.categoryId - b.categoryId || a.level.localeCompare(b.level));
}
