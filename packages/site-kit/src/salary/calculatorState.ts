import {
  createFilterCodec,
  enumField,
  type FiltersOf,
  flagField,
  optionalEnumField,
  salaryParameters,
  textField,
} from '@allas/core';

export type CalculatorCountry = 'hu' | 'ro';

/** Every month the calculators have rules for (the latest year first is not needed: ascending). */
export const calculatorMonths: readonly string[] = Object.keys(salaryParameters.HU)
  .map(Number)
  .filter((year) => year in salaryParameters.RO)
  .sort((a, b) => a - b)
  .flatMap((year) =>
    Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`),
  );

/** The last month with rules: every 2025 allowance (the July family rates, mothers of 3) is in force. */
const defaultMonth = calculatorMonths[calculatorMonths.length - 1] ?? '2025-12';

/**
 * The calculator's whole state as URL search parameters, so a result can be shared and the
 * browser's back and forward buttons step through the inputs. Amounts and counts keep the text the
 * visitor typed (the core calculators turn bad text into a message); only non-default values
 * appear in the URL.
 */
export const calculatorCodec = createFilterCodec({
  /** Absent: the site's own country. */
  country: optionalEnumField('country', ['hu', 'ro']),
  direction: enumField('direction', ['gross', 'net'], 'gross'),
  amount: textField('amount', 20),
  month: enumField('month', calculatorMonths as [string, ...string[]], defaultMonth),
  children: textField('children', 4),
  eltartott: textField('eltartott', 4),
  under25: flagField('under25'),
  mother30: flagField('mother30'),
  motherOf3: flagField('motherOf3'),
  motherOf4Plus: flagField('motherOf4Plus'),
  firstMarried: flagField('firstMarried'),
  disability: flagField('disability'),
  dependants: textField('dependants', 4),
  schoolChildren: textField('schoolChildren', 4),
  under26: flagField('under26'),
  baseSalaryIsMinWage: flagField('minWage'),
  /** RO deductions ending in exactly .50: absent = the year's default (half up, as published). */
  deductionRounding: optionalEnumField('rounding', ['halfUp', 'dropHalf']),
});

export type CalculatorState = FiltersOf<typeof calculatorCodec.fields>;

export const huFlags = [
  'under25',
  'mother30',
  'motherOf3',
  'motherOf4Plus',
  'firstMarried',
  'disability',
] as const;
export const roFlags = ['under26', 'baseSalaryIsMinWage'] as const;

/** The inputs that only one country's rules take; switching countries clears them. */
const countryFields = {
  hu: ['children', 'eltartott', ...huFlags],
  ro: ['dependants', 'schoolChildren', 'deductionRounding', ...roFlags],
} as const;

/** The state under the other country's rules: amount and allowances do not carry over. */
export function switchCountry(state: CalculatorState, to: CalculatorCountry): CalculatorState {
  const next: CalculatorState = { ...state, country: to, amount: '' };
  for (const field of [...countryFields.hu, ...countryFields.ro]) {
    (next as Record<string, unknown>)[field] = calculatorCodec.defaults[field];
  }
  return next;
}

/**
 * The number in an amount or count field: spaces (also the narrow no-break space Intl prints) and
 * thousands dots ("500.000") are ignored; an empty field is `undefined` (required), anything that
 * is not a number is NaN, which the calculators report as "must be a number".
 */
export function parseNumberText(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return undefined;
  const withoutThousands = /^-?\d{1,3}(\.\d{3})+$/.test(compact)
    ? compact.replaceAll('.', '')
    : compact.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(withoutThousands) ? Number(withoutThousands) : Number.NaN;
}
