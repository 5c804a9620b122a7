import {
  calculateHuGross,
  calculateHuNet,
  calculateRoGross,
  calculateRoNet,
  formatSalaryError,
  type GrossRange,
  type HuAllowanceKind,
  type HuNetBreakdown,
  type Locale,
  type RoAllowanceKind,
  type RoNetBreakdown,
  type SalaryError,
} from '@allas/core';
import type { SalaryBreakdownRow } from '@allas/ui';
import { formatMoney } from '@allas/ui';
import type { MessageId } from '../i18n/catalogs';
import { type CalculatorCountry, type CalculatorState, parseNumberText } from './calculatorState';
import { formatAmount } from './formatting';

/** The form field a calculator error belongs to (the core reports `targetNet` and `gross` too). */
export type CalculatorField =
  | 'amount'
  | 'month'
  | 'children'
  | 'eltartott'
  | 'dependants'
  | 'schoolChildren';

export type CalculationOutcome =
  /** No amount typed yet: nothing to compute, no error either. */
  | { kind: 'empty' }
  | { kind: 'invalid'; field: CalculatorField | null; message: string }
  | {
      kind: 'result';
      currency: 'HUF' | 'RON';
      gross: number;
      net: number;
      employerCost: number;
      /** Net → gross: whether the found gross gives exactly the asked net. */
      exact: boolean;
      /** Net → gross: other gross runs with exactly the asked net (RO dips and cliffs). */
      otherGross: readonly GrossRange[];
      rows: readonly { labelId: MessageId; amount: number; kind: SalaryBreakdownRow['kind'] }[];
      /** Claimed allowances that do not apply in this month or at this gross. */
      notApplied: readonly MessageId[];
    };

const fieldOfError: Readonly<Record<string, CalculatorField>> = {
  gross: 'amount',
  targetNet: 'amount',
  month: 'month',
  children: 'children',
  eltartott: 'eltartott',
  dependants: 'dependants',
  schoolChildren: 'schoolChildren',
};

/** The core's message in the page's language, with its numbers formatted for that language. */
function errorMessage(error: SalaryError, locale: Locale, currency: 'HUF' | 'RON'): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(error.params ?? {})) {
    if (typeof value !== 'number') params[name] = value;
    else if (name === 'minimumWage') params[name] = formatMoney(value, currency, locale);
    else params[name] = formatAmount(value, locale);
  }
  return formatSalaryError({ ...error, params }, locale);
}

function invalid(error: SalaryError, locale: Locale, currency: 'HUF' | 'RON'): CalculationOutcome {
  return {
    kind: 'invalid',
    field: (error.field === undefined ? undefined : fieldOfError[error.field]) ?? null,
    message: errorMessage(error, locale, currency),
  };
}

function huRows(b: HuNetBreakdown): CalculationOutcome & { kind: 'result' } {
  const rows: (CalculationOutcome & { kind: 'result' })['rows'][number][] = [
    { labelId: 'salary.calculator.gross', amount: b.gross, kind: 'base' },
    ...b.allowances
      .filter((line) => line.taxSaved > 0)
      .map((line) => ({
        labelId: `salary.calculator.allowance.${line.kind}` as MessageId,
        amount: line.taxSaved,
        kind: 'allowance' as const,
      })),
    { labelId: 'salary.calculator.szja', amount: b.szja, kind: 'deduction' },
    { labelId: 'salary.calculator.tb', amount: b.tbPaid, kind: 'deduction' },
    { labelId: 'salary.calculator.net', amount: b.net, kind: 'total' },
    { labelId: 'salary.calculator.szocho', amount: b.employer.szocho, kind: 'employer' },
    { labelId: 'salary.calculator.employerCost', amount: b.employer.totalCost, kind: 'total' },
  ];
  const unused = b.allowances.filter((line) => line.taxSaved === 0).map((line) => line.kind);
  return {
    kind: 'result',
    currency: 'HUF',
    gross: b.gross,
    net: b.net,
    employerCost: b.employer.totalCost,
    exact: true,
    otherGross: [],
    rows: rows.filter(shown),
    notApplied: [...b.notInForce, ...unused].map(huAllowanceLabel),
  };
}

/** A deduction of zero (no SZJA under an exemption) is left out rather than printed as "-0". */
function shown(row: { amount: number; kind: SalaryBreakdownRow['kind'] }): boolean {
  return row.kind !== 'deduction' || row.amount > 0;
}

function huAllowanceLabel(kind: HuAllowanceKind): MessageId {
  return `salary.calculator.allowance.${kind}`;
}

function roAllowanceLabel(kind: RoAllowanceKind): MessageId {
  return `salary.calculator.allowance.${kind}`;
}

function roRows(b: RoNetBreakdown): CalculationOutcome & { kind: 'result' } {
  const deductions = b.allowances.filter((line) => line.kind !== 'minimumWageFacility');
  const rows: (CalculationOutcome & { kind: 'result' })['rows'][number][] = [
    { labelId: 'salary.calculator.gross', amount: b.gross, kind: 'base' },
    ...(b.facilityExempt > 0
      ? [
          {
            labelId: 'salary.calculator.facility' as const,
            amount: b.facilityExempt,
            kind: 'allowance' as const,
          },
        ]
      : []),
    { labelId: 'salary.calculator.cas', amount: b.cas, kind: 'deduction' },
    { labelId: 'salary.calculator.cass', amount: b.cass, kind: 'deduction' },
    ...deductions
      .filter((line) => line.used > 0)
      .map((line) => ({
        labelId: roAllowanceLabel(line.kind),
        amount: line.used,
        kind: 'allowance' as const,
      })),
    { labelId: 'salary.calculator.incomeTax', amount: b.incomeTax, kind: 'deduction' },
    { labelId: 'salary.calculator.net', amount: b.net, kind: 'total' },
    { labelId: 'salary.calculator.cam', amount: b.employer.cam, kind: 'employer' },
    { labelId: 'salary.calculator.employerCost', amount: b.employer.totalCost, kind: 'total' },
  ];
  return {
    kind: 'result',
    currency: 'RON',
    gross: b.gross,
    net: b.net,
    employerCost: b.employer.totalCost,
    exact: true,
    otherGross: [],
    rows: rows.filter(shown),
    notApplied: b.notApplied.map(roAllowanceLabel),
  };
}

/** Runs the core calculator of the chosen country and direction on the form's state. */
export function calculate(
  state: CalculatorState,
  country: CalculatorCountry,
  locale: Locale,
): CalculationOutcome {
  if (state.amount.trim() === '') return { kind: 'empty' };
  const amount = parseNumberText(state.amount);
  const count = (text: string) => parseNumberText(text);
  if (country === 'hu') {
    const eltartott = count(state.eltartott);
    const situation = {
      month: state.month,
      children: count(state.children),
      ...(eltartott === undefined ? {} : { eltartott }),
      under25: state.under25,
      mother30: state.mother30,
      motherOf3: state.motherOf3,
      motherOf4Plus: state.motherOf4Plus,
      firstMarried: state.firstMarried,
      disability: state.disability,
    };
    if (state.direction === 'gross') {
      const result = calculateHuNet({ gross: amount, ...situation });
      return result.ok ? huRows(result.value) : invalid(result.error, locale, 'HUF');
    }
    const result = calculateHuGross(amount, situation);
    if (!result.ok) return invalid(result.error, locale, 'HUF');
    return {
      ...huRows(result.value.breakdown),
      exact: result.value.exact,
      otherGross: result.value.otherExactRanges,
    };
  }
  const situation = {
    month: state.month,
    dependants: count(state.dependants),
    schoolChildren: count(state.schoolChildren),
    under26: state.under26,
    baseSalaryIsMinWage: state.baseSalaryIsMinWage,
    ...(state.deductionRounding === undefined
      ? {}
      : { deductionRounding: state.deductionRounding }),
  };
  if (state.direction === 'gross') {
    const result = calculateRoNet({ gross: amount, ...situation });
    return result.ok ? roRows(result.value) : invalid(result.error, locale, 'RON');
  }
  const result = calculateRoGross(amount, situation);
  if (!result.ok) return invalid(result.error, locale, 'RON');
  return {
    ...roRows(result.value.breakdown),
    exact: result.value.exact,
    otherGross: result.value.otherExactRanges,
  };
}
