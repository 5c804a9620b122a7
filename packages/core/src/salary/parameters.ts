/**
 * Salary rules as data: one entry per country and year. A new year (2026) is added here as a new
 * entry; values that change during a year are lists of `{ from: 'YYYY-MM', ... }` segments, each
 * valid until the next segment (or the end of the year).
 *
 * Rates are integers in basis points (1 bp = 0.01 %), so that every percentage is applied with
 * exact integer arithmetic and the half-up rounding of an item never depends on floating point.
 * Sources: salary-2025.md §0 (parameter sheet); each value keeps its source in a comment.
 */

/** A calendar month, `YYYY-MM`. */
export type SalaryMonth = string;

/** A value in force from a month until the next segment of the same list starts. */
export type FromMonth<T> = { readonly from: SalaryMonth } & T;

export type DeductionRounding = 'halfUp' | 'dropHalf';

export interface HuFamilyAllowanceBases {
  /** Monthly tax-base allowance per kedvezményezett eltartott, by the number of eltartott. */
  readonly oneDependant: number;
  readonly twoDependants: number;
  readonly threeOrMoreDependants: number;
}

/** One step of the HU SZJA base reductions; each takes what it can from the remaining base. */
export type HuBaseReduction =
  /** Mothers of 4+ / of 3: the whole employment income, from `mothersExemptionFrom`. */
  | { readonly step: 'mothersExemption' }
  /**
   * Under 25 / mothers under 30: one allowance for whichever listed flag is set (listing both
   * makes them share the cap, not add up); `cap: null` = uncapped.
   */
  | {
      readonly step: 'youngEarner';
      readonly flags: readonly ('under25' | 'mother30')[];
      readonly cap: number | null;
    }
  /** Személyi kedvezmény (severe disability), monthly tax-base amount. */
  | { readonly step: 'personal'; readonly base: number }
  /** Első házasok kedvezménye, monthly tax-base amount per couple. */
  | { readonly step: 'firstMarried'; readonly base: number }
  /** Családi kedvezmény, per-child bases from `familyAllowance`. */
  | { readonly step: 'family' };

export interface HuSalaryParameters {
  readonly country: 'HU';
  readonly year: number;
  readonly currency: 'HUF';
  /** Informational: shown by the UI, not used by the formulas. */
  readonly minimumWage: number;
  readonly guaranteedWageMinimum: number;
  readonly ratesBp: {
    /** SZJA, personal income tax, of the tax base. */
    readonly szja: number;
    /** TB járulék, employee social security, of the gross (no ceiling). */
    readonly tb: number;
    /** Szocho, employer social contribution tax, of the gross. */
    readonly szocho: number;
  };
  /**
   * The SZJA base reductions in the order the law applies them (the order changes in 2026:
   * mothers under 30 first, uncapped, then the mothers' exemptions, then under 25 …).
   */
  readonly baseReductions: readonly HuBaseReduction[];
  readonly familyAllowance: readonly FromMonth<{ readonly bases: HuFamilyAllowanceBases }>[];
  /** First month in which each mothers' full SZJA exemption applies (absent: not in force). */
  readonly mothersExemptionFrom: {
    readonly motherOf4Plus?: SalaryMonth;
    readonly motherOf3?: SalaryMonth;
  };
}

export interface RoMinimumWageFacility {
  /** Monthly amount left out of the CAS, CASS, CAM and income-tax bases. */
  readonly exemptAmount: number;
  /** The facility applies only while the monthly gross is at most this. */
  readonly grossCeiling: number;
}

export interface RoSalaryParameters {
  readonly country: 'RO';
  readonly year: number;
  readonly currency: 'RON';
  readonly ratesBp: {
    /** CAS, pension contribution, of the contribution base. */
    readonly cas: number;
    /** CASS, health contribution, of the contribution base. */
    readonly cass: number;
    /** Impozit pe venit, of the taxable income. */
    readonly incomeTax: number;
    /** CAM, employer work-insurance contribution, of the contribution base. */
    readonly cam: number;
  };
  readonly minimumWage: readonly FromMonth<{ readonly amount: number }>[];
  /** Informational: the construction-sector minimum (no facility applies to it). */
  readonly constructionMinimumWage: number;
  /** `null` segment = no facility in that period. */
  readonly minimumWageFacility: readonly FromMonth<{
    readonly facility: RoMinimumWageFacility | null;
  }>[];
  readonly personalDeduction: {
    /** Percent of the minimum wage at or below it, for 0, 1, 2, 3 and 4+ dependants. */
    readonly basePercentBp: readonly [number, number, number, number, number];
    /** Width of one band above the minimum wage; every band lowers each column by `stepBp`. */
    readonly bandWidth: number;
    readonly stepBp: number;
    /** No basic (and no youth) deduction when the gross exceeds minimum wage + this. */
    readonly grossLimitAboveMinimumWage: number;
  };
  /** Supplementary deduction for employees under 26, percent of the minimum wage. */
  readonly youthDeductionPercentBp: number;
  /** Supplementary deduction per child under 18 in education, regardless of income. */
  readonly schoolChildDeduction: number;
  /** Default rounding of deduction amounts that end in exactly .50 (salary-2025.md §2.5). */
  readonly deductionRounding: DeductionRounding;
}

const hu2025: HuSalaryParameters = {
  country: 'HU',
  year: 2025,
  currency: 'HUF',
  // Korm. rendelet, Dec 2024 (magyarnarancs.hu 2024-12-13).
  minimumWage: 290_800,
  guaranteedWageMinimum: 348_800,
  // Szja tv. 15 %; Tbj. 18.5 %; Szocho tv. 13 %.
  ratesBp: { szja: 1500, tb: 1850, szocho: 1300 },
  // 2025 order: mothers of 3 / 4+ → under 25 → mothers under 30 → személyi → first married →
  // family (hovege.hu; NAV via mandiner.hu, profitline.hu).
  baseReductions: [
    { step: 'mothersExemption' },
    // Cap = KSH full-time July average of 2024 (hovege.hu, hajdupress.hu, banknavigator.hu); the
    // two allowances are not cumulative (adobevallas.news7.hu).
    { step: 'youngEarner', flags: ['under25', 'mother30'], cap: 656_785 },
    // 1/3 of the minimum wage rounded to 100 HUF (Szja tv. 29/E).
    { step: 'personal', base: 96_900 },
    // ≈ 5 000 HUF tax per couple for 24 months (csalad.hu, profitline.hu).
    { step: 'firstMarried', base: 33_335 },
    { step: 'family' },
  ],
  // Szja tv. 29/A (2); raised from 1 July 2025 (adozona.hu, molnar-partners.hu, index.hu).
  familyAllowance: [
    {
      from: '2025-01',
      bases: { oneDependant: 66_670, twoDependants: 133_330, threeOrMoreDependants: 220_000 },
    },
    {
      from: '2025-07',
      bases: { oneDependant: 100_000, twoDependants: 200_000, threeOrMoreDependants: 330_000 },
    },
  ],
  // NÉTAK since 2020; mothers of 3 from 1 Oct 2025 (2025. évi XV. tv.).
  mothersExemptionFrom: { motherOf4Plus: '2025-01', motherOf3: '2025-10' },
};

const ro2025: RoSalaryParameters = {
  country: 'RO',
  year: 2025,
  currency: 'RON',
  // Cod fiscal art. 138 a) CAS 25 %, CASS 10 %, art. 64 tax 10 %, art. 220^3 CAM 2.25 %.
  ratesBp: { cas: 2500, cass: 1000, incomeTax: 1000, cam: 225 },
  // HG 1506/2024, unchanged all of 2025.
  minimumWage: [{ from: '2025-01', amount: 4050 }],
  // OUG 156/2024 art. LXIX.
  constructionMinimumWage: 4582,
  // OUG 156/2024: 300 RON while the gross is at most 4 300, for all of 2025.
  minimumWageFacility: [{ from: '2025-01', facility: { exemptAmount: 300, grossCeiling: 4300 } }],
  // Cod fiscal art. 77 (3)–(4) as in force since 2023.
  personalDeduction: {
    basePercentBp: [2000, 2500, 3000, 3500, 4500],
    bandWidth: 50,
    stepBp: 50,
    grossLimitAboveMinimumWage: 2000,
  },
  youthDeductionPercentBp: 1500,
  schoolChildDeduction: 100,
  deductionRounding: 'halfUp',
};

/** Every supported year, by country. Add 2026 as `2026: { ... }` entries. */
export const salaryParameters: {
  readonly HU: Readonly<Record<number, HuSalaryParameters>>;
  readonly RO: Readonly<Record<number, RoSalaryParameters>>;
} = {
  HU: { 2025: hu2025 },
  RO: { 2025: ro2025 },
};

/** The segment of a `from`-list in force in `month` (lists start at the year's first month). */
export function segmentAt<T extends { readonly from: SalaryMonth }>(
  segments: readonly T[],
  month: SalaryMonth,
): T {
  let current = segments[0];
  for (const segment of segments) {
    if (segment.from <= month) current = segment;
  }
  if (current === undefined) throw new Error('salary parameters: empty segment list');
  return current;
}

/** The months `[from, to]` of `year` during which none of the given change points falls. */
export function periodAround(
  year: number,
  month: SalaryMonth,
  changePoints: readonly SalaryMonth[],
): { readonly from: SalaryMonth; readonly to: SalaryMonth } {
  let from = `${year}-01`;
  let to = `${year}-12`;
  for (const point of changePoints) {
    if (point <= month && point > from) from = point;
    if (point > month) {
      const previous = previousMonth(point);
      if (previous < to) to = previous;
    }
  }
  return { from, to };
}

function previousMonth(month: SalaryMonth): SalaryMonth {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}
