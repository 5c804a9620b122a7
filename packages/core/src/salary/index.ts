/**
 * Salary calculators for Hungary and Romania: one employee, one month, full-time employment
 * (munkaviszony / contract individual de muncă), no benefits in kind, no meal tickets.
 *
 * Model
 * - Rules are data: `salaryParameters` holds every rate, cap and allowance per country and year;
 *   values that change within a year (HU family allowance from July 2025, the mothers-of-3
 *   exemption from October 2025, RO minimum wage and minimum-wage facility) are date segments, so
 *   2026 is a new data entry, not new code. Rates are basis points and every item (tax,
 *   contribution, allowance) is rounded to a whole unit half up with integer arithmetic.
 * - Gross → net (`calculateHuNet`, `calculateRoNet`) follows salary-2025.md §1.2 and §2.2 step by
 *   step. HU: TB 18.5 %; SZJA base reductions in the order the year's parameters list (2025:
 *   mothers of 4+/3 → under 25 / mothers under 30 with one shared cap → személyi → first married
 *   → family); SZJA 15 % of what is left; the
 *   unused family allowance × 15 % reduces the TB (családi járulékkedvezmény, at most the TB);
 *   szocho 13 %. RO: the 300 RON minimum-wage facility leaves CAS, CASS, CAM and tax bases; CAS
 *   25 %, CASS 10 %; the personal deduction is a percent of the minimum wage by dependants and by
 *   50-RON band k = ceil((gross − minimum wage) / 50), nothing above minimum wage + 2 000; youth and
 *   school-children supplements; deductions only within the taxable income; tax 10 %; CAM 2.25 %.
 *   The rounding of deductions ending in exactly .50 is a switch (`deductionRounding`, default
 *   half up as published; `dropHalf` is the literal reading of Cod fiscal art. 66).
 * - Net → gross (`calculateHuGross`, `calculateRoGross`) never inverts the formulas: it searches
 *   integer gross values with the forward function and returns the smallest gross whose net
 *   reaches the target, whether it is exact, every run of gross values with exactly that net, and
 *   the forward breakdown of the returned gross. The HU net rises with the gross except for 1-HUF
 *   dips where TB and SZJA round up at the same forint (over 5 HUF it always rises): binary
 *   search, then a look at the few forints below. The RO net drops at every deduction band, at
 *   6 050 → 6 051 (4+ dependants) and at the facility ceiling, so that stretch is scanned gross by
 *   gross; above it the net is monotone and a binary search finishes.
 * - Bad input never produces NaN: every function returns `SalaryResult`, an error value whose
 *   code is a message key of `salaryMessages` (hu, ro, en).
 *
 * Sources (as collected in the project's salary-2025 research note): HU — Szja tv. (1995. évi
 * CXVII., 29/A, 29/E), Tbj. (2019. évi CXXII.), Szocho tv. (2018. évi LII.), 2025. évi XV. tv.,
 * NAV and payroll press (penzbiztos.hu, hovege.hu, adozona.hu, profitline.hu, mandiner.hu).
 * RO — Cod fiscal art. 64, 66, 77, 78, 138, 220^3–220^4; OUG 156/2024; HG 1506/2024; ANAF
 * regional offices and press (capital.ro, eJobs, ziuaconstanta.ro, salariucalculator.ro).
 * Assumptions and limits: whole months; RO employment at the basic function (funcția de bază),
 * facility not pro-rated; HU allowances claimed in full by the person calculated. Not modelled:
 * HU part-time TB floor (30 % of the minimum wage), pensioners, RO part-time contribution floor,
 * meal tickets, the RO disability exemption.
 */
export {
  type SalaryError,
  type SalaryErrorCode,
  type SalaryResult,
  salaryErrorCodes,
} from './errors';
export {
  calculateHuGross,
  calculateHuNet,
  HU_NET_DIP_WINDOW,
  type HuAllowanceKind,
  type HuAllowanceLine,
  type HuGrossResult,
  type HuNetBreakdown,
} from './hungary';
export {
  type DeductionRounding,
  type HuSalaryParameters,
  type RoSalaryParameters,
  type SalaryMonth,
  salaryParameters,
} from './parameters';
export {
  calculateRoGross,
  calculateRoNet,
  type RoAllowanceKind,
  type RoAllowanceLine,
  type RoGrossResult,
  type RoNetBreakdown,
  type RoPersonalDeduction,
} from './romania';
export { formatSalaryError, type SalaryMessageLocale, salaryMessages } from './salaryMessages';
export {
  type HuNetInput,
  type HuSituation,
  type HuSituationInput,
  huNetInputSchema,
  huSituationSchema,
  MAX_SALARY_AMOUNT,
  MAX_SALARY_COUNT,
  type RoNetInput,
  type RoSituation,
  type RoSituationInput,
  roNetInputSchema,
  roSituationSchema,
  salaryMonthSchema,
} from './schemas';
export type { GrossRange } from './search';
