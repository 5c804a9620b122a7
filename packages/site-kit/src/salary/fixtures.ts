import { calculatorCodec } from './calculatorState';
import type { SalaryStatisticsData, SalaryStatisticsRow } from './salaryStatistics';

/** Calculator states for the stories, written as the URLs that carry them. */
export const calculatorStates = {
  empty: calculatorCodec.fromQuery(''),
  huMinimumWage: calculatorCodec.fromQuery('amount=290800'),
  huTwoChildren: calculatorCodec.fromQuery('amount=575000&children=2&firstMarried=1&under25=1'),
  roNetToGross: calculatorCodec.fromQuery('country=ro&direction=net&amount=3540&dependants=4'),
  invalidAmount: calculatorCodec.fromQuery('amount=12a'),
  roBelowMinimumWage: calculatorCodec.fromQuery('country=ro&amount=4000&minWage=1'),
};

const row = (
  category: string,
  categoryName: string,
  level: string,
  values: Pick<SalaryStatisticsRow, 'ads' | 'p25' | 'median' | 'p75' | 'min' | 'max'>,
  basis: 'gross' | 'net' = 'gross',
): SalaryStatisticsRow => ({ category, categoryName, level, basis, ...values });

export const huStatistics: SalaryStatisticsData = {
  filters: { region: undefined, category: undefined, level: undefined },
  region: 'hu',
  statistics: {
    currency: 'HUF',
    categories: [
      { slug: 'it', name: 'IT, szoftverfejlesztés' },
      { slug: 'marketing', name: 'Marketing, média, kommunikáció' },
    ],
    rows: [
      row('it', 'IT, szoftverfejlesztés', 'junior', {
        ads: 4,
        p25: 520_000,
        median: 610_000,
        p75: 700_000,
        min: 450_000,
        max: 800_000,
      }),
      row('it', 'IT, szoftverfejlesztés', 'senior', {
        ads: 7,
        p25: 1_050_000,
        median: 1_250_000,
        p75: 1_400_000,
        min: 900_000,
        max: 1_700_000,
      }),
      row(
        'marketing',
        'Marketing, média, kommunikáció',
        'medior',
        { ads: 1, p25: 430_000, median: 430_000, p75: 430_000, min: 380_000, max: 480_000 },
        'net',
      ),
    ],
  },
};

export const emptyStatistics: SalaryStatisticsData = {
  ...huStatistics,
  filters: { region: undefined, category: 'it', level: 'trainee' },
  statistics: { currency: 'HUF', categories: huStatistics.statistics?.categories ?? [], rows: [] },
};

export const unavailableStatistics: SalaryStatisticsData = {
  filters: huStatistics.filters,
  region: 'hu',
  statistics: null,
};
