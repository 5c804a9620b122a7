import { type SalaryResult, salaryFail, salaryOk } from './errors';
import {
  type DeductionRounding,
  periodAround,
  type RoMinimumWageFacility,
  type RoSalaryParameters,
  type SalaryMonth,
  salaryParameters,
  segmentAt,
} from './parameters';
import { applyRate } from './rounding';
import {
  MAX_SALARY_AMOUNT,
  parseSalaryInput,
  type RoSituation,
  roNetInputSchema,
  roSituationSchema,
  targetNetSchema,
} from './schemas';
import { appendRun, type GrossRange, smallestGrossWhere } from './search';

export type RoAllowanceKind =
  | 'minimumWageFacility'
  | 'personalDeduction'
  | 'youthDeduction'
  | 'schoolChildrenDeduction';

export interface RoAllowanceLine {
  readonly kind: RoAllowanceKind;
  /** Amount the rule grants this month (RON). */
  readonly available: number;
  /** Amount actually used (deductions are granted only within the taxable income). */
  readonly used: number;
  /** What the employee saves: income tax, and for the facility also CAS and CASS. */
  readonly taxSaved: number;
  /** Employer contribution (CAM) saved; only the minimum-wage facility has one. */
  readonly employerSaved: number;
}

export interface RoPersonalDeduction {
  /** 50-RON band above the minimum wage (0 at or below it); `null` above the eligibility limit. */
  readonly band: number | null;
  /** Percent of the minimum wage, in basis points. */
  readonly percentBp: number;
  readonly amount: number;
}

export interface RoNetBreakdown {
  readonly country: 'RO';
  readonly currency: 'RON';
  readonly parameters: {
    readonly year: number;
    readonly month: SalaryMonth;
    /** Months of the year with the same parameters as `month`. */
    readonly period: { readonly from: SalaryMonth; readonly to: SalaryMonth };
    readonly minimumWage: number;
    readonly facility: RoMinimumWageFacility | null;
    readonly deductionRounding: DeductionRounding;
  };
  readonly gross: number;
  /** Suma neimpozabilă left out of every base (0 when the facility does not apply). */
  readonly facilityExempt: number;
  /** Base of CAS, CASS and CAM: `gross − facilityExempt`. */
  readonly contributionBase: number;
  /** Contribuția de asigurări sociale (pension, 25 %). */
  readonly cas: number;
  /** Contribuția de asigurări sociale de sănătate (health, 10 %). */
  readonly cass: number;
  /** `contributionBase − cas − cass`: the income the deductions are taken from. */
  readonly incomeBeforeDeductions: number;
  readonly personalDeduction: RoPersonalDeduction;
  /** Deductions granted in total (within `incomeBeforeDeductions`). */
  readonly deductionsGranted: number;
  readonly taxableIncome: number;
  /** Impozit pe venit (10 % of the taxable income). */
  readonly incomeTax: number;
  /** The facility and the deductions that apply, in the order they were applied. */
  readonly allowances: readonly RoAllowanceLine[];
  /** Claimed allowances that do not apply at this gross or month. */
  readonly notApplied: readonly RoAllowanceKind[];
  /** `cas + cass + incomeTax`. */
  readonly employeeDeductions: number;
  readonly net: number;
  readonly employer: {
    /** Contribuția asiguratorie pentru muncă (2.25 % of the contribution base). */
    readonly cam: number;
    readonly totalCost: number;
  };
}

export interface RoGrossResult {
  readonly targetNet: number;
  /** Smallest integer gross whose net is at least `targetNet`. */
  readonly gross: number;
  /** Whether the net of `gross` equals `targetNet`. */
  readonly exact: boolean;
  /** Every maximal run of gross values whose net is exactly `targetNet`, ascending. */
  readonly exactRanges: readonly GrossRange[];
  /** `exactRanges` without the run that starts at `gross`: the separated alternatives. */
  readonly otherExactRanges: readonly GrossRange[];
  readonly breakdown: RoNetBreakdown;
}

/** Romanian gross → net for one month (salary-2025.md §2.2). */
export function calculateRoNet(input: unknown): SalaryResult<RoNetBreakdown> {
  const parsed = parseSalaryInput(roNetInputSchema, input);
  if (!parsed.ok) return parsed;
  const context = roContext(parsed.value);
  if (!context.ok) return context;
  const floor = grossFloor(context.value);
  if (parsed.value.gross < floor) {
    return salaryFail({
      code: 'salary.gross.belowMinimumWage',
      field: 'gross',
      params: { minimumWage: floor },
    });
  }
  return salaryOk(roBreakdown(parsed.value.gross, context.value));
}

/**
 * Romanian net → gross (salary-2025.md §4.3). The net is not monotone up to the end of the
 * deduction bands (and the facility ceiling), so that stretch is scanned gross by gross; above it
 * the deduction is constant and the net is non-decreasing, so a binary search finishes the job.
 */
export function calculateRoGross(
  targetNet: unknown,
  situation: unknown,
): SalaryResult<RoGrossResult> {
  const target = parseSalaryInput(targetNetSchema, targetNet);
  if (!target.ok) return salaryFail({ ...target.error, field: 'targetNet' });
  const parsed = parseSalaryInput(roSituationSchema, situation);
  if (!parsed.ok) return parsed;
  const context = roContext(parsed.value);
  if (!context.ok) return context;
  const ctx = context.value;
  const wanted = target.value;
  const netOf = (gross: number) => roAmounts(gross, ctx).net;
  if (netOf(MAX_SALARY_AMOUNT) < wanted) {
    return salaryFail({
      code: 'salary.targetNet.unreachable',
      field: 'targetNet',
      params: { max: MAX_SALARY_AMOUNT },
    });
  }

  // net ≤ gross, and with the facility the contract base alone is the minimum wage.
  const lo = Math.max(wanted, grossFloor(ctx));
  const monotoneFrom = Math.max(lo, monotoneFromGross(ctx));
  const runs: GrossRange[] = [];

  let gross: number | undefined;
  for (let g = lo; g < monotoneFrom; g += 1) {
    const net = netOf(g);
    if (gross === undefined && net >= wanted) gross = g;
    if (net === wanted) appendRun(runs, g, g);
  }
  const firstAbove = smallestGrossWhere((g) => netOf(g) >= wanted, monotoneFrom, MAX_SALARY_AMOUNT);
  if (netOf(firstAbove) === wanted) {
    const lastAbove =
      smallestGrossWhere((g) => netOf(g) > wanted, firstAbove, MAX_SALARY_AMOUNT + 1) - 1;
    appendRun(runs, firstAbove, lastAbove);
  }
  const found = gross ?? firstAbove;
  const breakdown = roBreakdown(found, ctx);
  return salaryOk({
    targetNet: wanted,
    gross: found,
    exact: breakdown.net === wanted,
    exactRanges: runs,
    otherExactRanges: runs.filter((run) => run.from !== found),
    breakdown,
  });
}

/** Basic personal deduction (Cod fiscal art. 77 (3)–(4)): a percent of the minimum wage by band. */
export function roPersonalDeduction(
  params: RoSalaryParameters,
  minimumWage: number,
  gross: number,
  dependants: number,
  rounding: DeductionRounding,
): RoPersonalDeduction {
  const rule = params.personalDeduction;
  if (gross > minimumWage + rule.grossLimitAboveMinimumWage) {
    return { band: null, percentBp: 0, amount: 0 };
  }
  const band = gross <= minimumWage ? 0 : Math.ceil((gross - minimumWage) / rule.bandWidth);
  const column = rule.basePercentBp[Math.min(dependants, rule.basePercentBp.length - 1)] ?? 0;
  const percentBp = Math.max(0, column - rule.stepBp * band);
  return { band, percentBp, amount: applyRate(minimumWage, percentBp, rounding) };
}

export function roParametersFor(month: SalaryMonth): SalaryResult<RoSalaryParameters> {
  const params = salaryParameters.RO[Number(month.slice(0, 4))];
  return params === undefined
    ? salaryFail({ code: 'salary.month.unsupported', field: 'month', params: { month } })
    : salaryOk(params);
}

interface RoContext {
  readonly situation: RoSituation;
  readonly params: RoSalaryParameters;
  readonly minimumWage: number;
  readonly facility: RoMinimumWageFacility | null;
  readonly rounding: DeductionRounding;
}

function roContext(situation: RoSituation): SalaryResult<RoContext> {
  const params = roParametersFor(situation.month);
  return params.ok ? salaryOk(roContextWith(situation, params.value)) : params;
}

function roContextWith(situation: RoSituation, params: RoSalaryParameters): RoContext {
  return {
    situation,
    params,
    minimumWage: segmentAt(params.minimumWage, situation.month).amount,
    facility: segmentAt(params.minimumWageFacility, situation.month).facility,
    rounding: situation.deductionRounding ?? params.deductionRounding,
  };
}

/** The §2.2 arithmetic for a validated situation and a year's parameters. */
export function roNet(
  gross: number,
  situation: RoSituation,
  params: RoSalaryParameters,
): RoNetBreakdown {
  return roBreakdown(gross, roContextWith(situation, params));
}

/** A contract whose base salary is the minimum wage cannot pay less than it (full time). */
function grossFloor(ctx: RoContext): number {
  return ctx.situation.baseSalaryIsMinWage ? ctx.minimumWage : 0;
}

/** Above this gross no band, youth deduction or facility changes any more. */
function monotoneFromGross(ctx: RoContext): number {
  const deductionEnd = ctx.minimumWage + ctx.params.personalDeduction.grossLimitAboveMinimumWage;
  return Math.max(deductionEnd, ctx.facility?.grossCeiling ?? 0) + 1;
}

interface RoDeductionClaim {
  readonly kind: RoAllowanceKind;
  readonly amount: number;
}

interface RoAmounts {
  readonly exempt: number;
  readonly contributionBase: number;
  readonly cas: number;
  readonly cass: number;
  readonly incomeBeforeDeductions: number;
  readonly personalDeduction: RoPersonalDeduction;
  readonly claims: readonly RoDeductionClaim[];
  readonly deductionsGranted: number;
  readonly taxableIncome: number;
  readonly incomeTax: number;
  readonly net: number;
  readonly cam: number;
}

/** The §2.2 arithmetic; `exemptOverride` recomputes without the facility to price it. */
function roAmounts(gross: number, ctx: RoContext, exemptOverride?: number): RoAmounts {
  const { situation, params, minimumWage, facility, rounding } = ctx;
  const rates = params.ratesBp;
  const facilityApplies =
    situation.baseSalaryIsMinWage && facility !== null && gross <= facility.grossCeiling;
  const exempt = exemptOverride ?? (facilityApplies ? facility.exemptAmount : 0);
  const contributionBase = gross - exempt;
  const cas = applyRate(contributionBase, rates.cas);
  const cass = applyRate(contributionBase, rates.cass);
  const incomeBeforeDeductions = contributionBase - cas - cass;

  // The full gross (including the exempt 300 RON) decides the band and the youth eligibility.
  const personalDeduction = roPersonalDeduction(
    params,
    minimumWage,
    gross,
    situation.dependants,
    rounding,
  );
  const claims: RoDeductionClaim[] = [];
  if (personalDeduction.amount > 0) {
    claims.push({ kind: 'personalDeduction', amount: personalDeduction.amount });
  }
  if (situation.under26 && personalDeduction.band !== null) {
    claims.push({
      kind: 'youthDeduction',
      amount: applyRate(minimumWage, params.youthDeductionPercentBp, rounding),
    });
  }
  if (situation.schoolChildren > 0) {
    claims.push({
      kind: 'schoolChildrenDeduction',
      amount: params.schoolChildDeduction * situation.schoolChildren,
    });
  }
  const claimed = claims.reduce((sum, claim) => sum + claim.amount, 0);
  // Art. 77 (2): deductions are granted only within the taxable income.
  const deductionsGranted = Math.min(claimed, Math.max(0, incomeBeforeDeductions));
  const taxableIncome = Math.max(0, incomeBeforeDeductions - deductionsGranted);
  const incomeTax = applyRate(taxableIncome, rates.incomeTax);
  return {
    exempt,
    contributionBase,
    cas,
    cass,
    incomeBeforeDeductions,
    personalDeduction,
    claims,
    deductionsGranted,
    taxableIncome,
    incomeTax,
    net: gross - cas - cass - incomeTax,
    // The exempt amount is outside the CAM base too (published cost at 4 050: 4 134).
    cam: applyRate(contributionBase, rates.cam),
  };
}

function roBreakdown(gross: number, ctx: RoContext): RoNetBreakdown {
  const amounts = roAmounts(gross, ctx);
  const taxOf = (amount: number) => applyRate(amount, ctx.params.ratesBp.incomeTax);
  const allowances: RoAllowanceLine[] = [];
  const notApplied: RoAllowanceKind[] = [];

  if (amounts.exempt > 0) {
    const without = roAmounts(gross, ctx, 0);
    allowances.push({
      kind: 'minimumWageFacility',
      available: amounts.exempt,
      used: amounts.exempt,
      taxSaved:
        without.cas +
        without.cass +
        without.incomeTax -
        (amounts.cas + amounts.cass + amounts.incomeTax),
      employerSaved: without.cam - amounts.cam,
    });
  } else if (ctx.situation.baseSalaryIsMinWage) {
    notApplied.push('minimumWageFacility');
  }
  if (ctx.situation.under26 && amounts.personalDeduction.band === null) {
    notApplied.push('youthDeduction');
  }

  // Deductions are used in order until the income runs out; the tax saved telescopes.
  let remaining = Math.max(0, amounts.incomeBeforeDeductions);
  for (const claim of amounts.claims) {
    const used = Math.min(claim.amount, remaining);
    allowances.push({
      kind: claim.kind,
      available: claim.amount,
      used,
      taxSaved: taxOf(remaining) - taxOf(remaining - used),
      employerSaved: 0,
    });
    remaining -= used;
  }

  const { params, situation } = ctx;
  const employeeDeductions = amounts.cas + amounts.cass + amounts.incomeTax;
  const changePoints = [
    ...params.minimumWage.map((segment) => segment.from),
    ...params.minimumWageFacility.map((segment) => segment.from),
  ];
  return {
    country: 'RO',
    currency: 'RON',
    parameters: {
      year: params.year,
      month: situation.month,
      period: periodAround(params.year, situation.month, changePoints),
      minimumWage: ctx.minimumWage,
      facility: ctx.facility,
      deductionRounding: ctx.rounding,
    },
    gross,
    facilityExempt: amounts.exempt,
    contributionBase: amounts.contributionBase,
    cas: amounts.cas,
    cass: amounts.cass,
    incomeBeforeDeductions: amounts.incomeBeforeDeductions,
    personalDeduction: amounts.personalDeduction,
    deductionsGranted: amounts.deductionsGranted,
    taxableIncome: amounts.taxableIncome,
    incomeTax: amounts.incomeTax,
    allowances,
    notApplied,
    employeeDeductions,
    net: amounts.net,
    employer: { cam: amounts.cam, totalCost: gross + amounts.cam },
  };
}
