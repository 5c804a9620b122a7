import { type SalaryResult, salaryFail, salaryOk } from './errors';
import {
  type HuSalaryParameters,
  periodAround,
  type SalaryMonth,
  salaryParameters,
  segmentAt,
} from './parameters';
import { applyRate } from './rounding';
import {
  type HuSituation,
  huNetInputSchema,
  huSituationSchema,
  MAX_SALARY_AMOUNT,
  parseSalaryInput,
  targetNetSchema,
} from './schemas';
import { appendRun, type GrossRange, smallestGrossReaching } from './search';

/** Base reductions in the 2025 order (salary-2025.md §1.2), then the TB spill-over of the family allowance. */
export type HuAllowanceKind =
  | 'motherOf4PlusExemption'
  | 'motherOf3Exemption'
  | 'under25'
  | 'mother30'
  | 'personal'
  | 'firstMarried'
  | 'family'
  | 'familyContribution';

export interface HuAllowanceLine {
  readonly kind: HuAllowanceKind;
  /**
   * What the allowance offers this month: a tax-base amount (`null` = the whole income is exempt);
   * for `familyContribution` the TB amount of the unused family allowance before the TB cap.
   */
  readonly available: number | null;
  /** What was used: tax-base reduction, or for `familyContribution` the TB reduction. */
  readonly used: number;
  /** Tax saved (SZJA; TB for `familyContribution`). */
  readonly taxSaved: number;
}

export interface HuNetBreakdown {
  readonly country: 'HU';
  readonly currency: 'HUF';
  readonly parameters: {
    readonly year: number;
    readonly month: SalaryMonth;
    /** Months of the year with the same parameters as `month`. */
    readonly period: { readonly from: SalaryMonth; readonly to: SalaryMonth };
  };
  readonly gross: number;
  /** SZJA base after every base reduction. */
  readonly taxBase: number;
  /** Személyi jövedelemadó (15 % of the tax base). */
  readonly szja: number;
  /** TB járulék before the family contribution allowance (18.5 % of the gross). */
  readonly tb: number;
  /** Családi járulékkedvezmény: unused family allowance × 15 %, at most the TB. */
  readonly familyContributionAllowance: number;
  /** TB actually deducted: `tb − familyContributionAllowance`. */
  readonly tbPaid: number;
  /** Claimed allowances in force this month, in the order they were applied. */
  readonly allowances: readonly HuAllowanceLine[];
  /** Claimed allowances that are not in force in this month (e.g. mothers of 3 before October 2025). */
  readonly notInForce: readonly HuAllowanceKind[];
  /** Everything deducted from the gross: `szja + tbPaid`. */
  readonly employeeDeductions: number;
  readonly net: number;
  readonly employer: {
    /** Szociális hozzájárulási adó (13 % of the gross). */
    readonly szocho: number;
    readonly totalCost: number;
  };
}

export interface HuGrossResult {
  readonly targetNet: number;
  /** Smallest integer gross whose net is at least `targetNet`. */
  readonly gross: number;
  /** Whether the net of `gross` equals `targetNet` (always, in Hungary: the net rises by ≤ 1 per step). */
  readonly exact: boolean;
  /** Every maximal run of gross values whose net is exactly `targetNet`, ascending. */
  readonly exactRanges: readonly GrossRange[];
  /** `exactRanges` without the run that starts at `gross`. */
  readonly otherExactRanges: readonly GrossRange[];
  readonly breakdown: HuNetBreakdown;
}

/**
 * The real-valued HU net rises by at least 0.665 per forint (salary-2025.md §4.2); rounding TB,
 * SZJA and the family contribution allowance to whole forints moves it by at most 1.5, so two
 * items rounding up at the same forint make 1-HUF dips (e.g. 400 029 → 400 030: 266 020 → 266 019),
 * but over 5 forints the net always rises. 8 leaves a margin.
 */
export const HU_NET_DIP_WINDOW = 8;

/** Hungarian gross → net for one month (salary-2025.md §1.2). */
export function calculateHuNet(input: unknown): SalaryResult<HuNetBreakdown> {
  const parsed = parseSalaryInput(huNetInputSchema, input);
  if (!parsed.ok) return parsed;
  const params = huParametersFor(parsed.value.month);
  if (!params.ok) return params;
  return salaryOk(huNet(parsed.value.gross, parsed.value, params.value));
}

/**
 * Hungarian net → gross (salary-2025.md §4.2): the net rises with the gross apart from 1-HUF
 * rounding dips, so a binary search plus a look at the few forints below its answer finds the
 * smallest gross reaching the target.
 */
export function calculateHuGross(
  targetNet: unknown,
  situation: unknown,
): SalaryResult<HuGrossResult> {
  const target = parseSalaryInput(targetNetSchema, targetNet);
  if (!target.ok) return salaryFail({ ...target.error, field: 'targetNet' });
  const parsed = parseSalaryInput(huSituationSchema, situation);
  if (!parsed.ok) return parsed;
  const params = huParametersFor(parsed.value.month);
  if (!params.ok) return params;
  const netOf = (gross: number) => huNet(gross, parsed.value, params.value).net;
  const wanted = target.value;
  // net ≤ gross, so no gross below the target can reach it.
  const gross = smallestGrossReaching(netOf, wanted, wanted, MAX_SALARY_AMOUNT, HU_NET_DIP_WINDOW);
  if (gross === undefined) {
    return salaryFail({
      code: 'salary.targetNet.unreachable',
      field: 'targetNet',
      params: { max: MAX_SALARY_AMOUNT },
    });
  }
  // Beyond the dip window the net is above the target, so every exact gross is close by.
  const exactRanges: GrossRange[] = [];
  const last = Math.min(gross + HU_NET_DIP_WINDOW, MAX_SALARY_AMOUNT);
  for (let g = gross; g <= last; g += 1) {
    if (netOf(g) === wanted) appendRun(exactRanges, g, g);
  }
  const breakdown = huNet(gross, parsed.value, params.value);
  return salaryOk({
    targetNet: wanted,
    gross,
    exact: breakdown.net === wanted,
    exactRanges,
    otherExactRanges: exactRanges.filter((run) => run.from !== gross),
    breakdown,
  });
}

export function huParametersFor(month: SalaryMonth): SalaryResult<HuSalaryParameters> {
  const params = salaryParameters.HU[Number(month.slice(0, 4))];
  return params === undefined
    ? salaryFail({ code: 'salary.month.unsupported', field: 'month', params: { month } })
    : salaryOk(params);
}

function isInForce(from: SalaryMonth | undefined, month: SalaryMonth): boolean {
  return from !== undefined && from <= month;
}

function familyAllowanceBase(
  params: HuSalaryParameters,
  month: SalaryMonth,
  children: number,
  eltartott: number,
): number {
  if (children === 0) return 0;
  const { bases } = segmentAt(params.familyAllowance, month);
  const perChild =
    eltartott >= 3
      ? bases.threeOrMoreDependants
      : eltartott === 2
        ? bases.twoDependants
        : bases.oneDependant;
  return perChild * children;
}

/** The §1.2 arithmetic for a validated situation and a year's parameters. */
export function huNet(
  gross: number,
  situation: HuSituation,
  params: HuSalaryParameters,
): HuNetBreakdown {
  const { month } = situation;
  const rates = params.ratesBp;
  const szjaOf = (amount: number) => applyRate(amount, rates.szja);
  const tb = applyRate(gross, rates.tb);
  const allowances: HuAllowanceLine[] = [];
  const notInForce: HuAllowanceKind[] = [];
  let base = gross;

  // Each reduction takes what it can from the remaining base; the tax saved telescopes, so the
  // lines add up exactly to the SZJA difference.
  const reduce = (kind: HuAllowanceKind, available: number | null): number => {
    const used = available === null ? base : Math.min(base, available);
    const before = base;
    base -= used;
    allowances.push({ kind, available, used, taxSaved: szjaOf(before) - szjaOf(base) });
    return used;
  };

  const exemptFrom = params.mothersExemptionFrom;
  const family = familyAllowanceBase(
    params,
    month,
    situation.children,
    situation.eltartott ?? situation.children,
  );
  let familyUsed = 0;
  for (const rule of params.baseReductions) {
    switch (rule.step) {
      case 'mothersExemption':
        if (situation.motherOf4Plus && isInForce(exemptFrom.motherOf4Plus, month)) {
          reduce('motherOf4PlusExemption', null);
        } else if (situation.motherOf3 && isInForce(exemptFrom.motherOf3, month)) {
          reduce('motherOf3Exemption', null);
        } else {
          if (situation.motherOf4Plus) notInForce.push('motherOf4PlusExemption');
          if (situation.motherOf3) notInForce.push('motherOf3Exemption');
        }
        break;
      case 'youngEarner': {
        const claimed = rule.flags.find((flag) => situation[flag]);
        if (claimed !== undefined) reduce(claimed, rule.cap);
        break;
      }
      case 'personal':
        if (situation.disability) reduce('personal', rule.base);
        break;
      case 'firstMarried':
        if (situation.firstMarried) reduce('firstMarried', rule.base);
        break;
      case 'family':
        if (family > 0) familyUsed = reduce('family', family);
        break;
    }
  }
  const szja = szjaOf(base);

  // Only the family allowance spills over into the TB, capped at the TB itself.
  let familyContributionAllowance = 0;
  if (family > familyUsed) {
    const available = szjaOf(family - familyUsed);
    familyContributionAllowance = Math.min(available, tb);
    allowances.push({
      kind: 'familyContribution',
      available,
      used: familyContributionAllowance,
      taxSaved: familyContributionAllowance,
    });
  }

  const tbPaid = tb - familyContributionAllowance;
  const szocho = applyRate(gross, rates.szocho);
  const changePoints = [
    ...params.familyAllowance.map((segment) => segment.from),
    ...Object.values(exemptFrom),
  ];
  return {
    country: 'HU',
    currency: 'HUF',
    parameters: {
      year: params.year,
      month,
      period: periodAround(params.year, month, changePoints),
    },
    gross,
    taxBase: base,
    szja,
    tb,
    familyContributionAllowance,
    tbPaid,
    allowances,
    notInForce,
    employeeDeductions: szja + tbPaid,
    net: gross - szja - tbPaid,
    employer: { szocho, totalCost: gross + szocho },
  };
}
