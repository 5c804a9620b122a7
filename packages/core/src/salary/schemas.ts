import { z } from 'zod';
import {
  isSalaryErrorCode,
  type SalaryError,
  type SalaryResult,
  salaryFail,
  salaryOk,
} from './errors';

/** Largest gross (and net) the calculators accept; anything above is treated as a typo. */
export const MAX_SALARY_AMOUNT = 1_000_000_000;
/** Largest number of children / dependants accepted. */
export const MAX_SALARY_COUNT = 20;

type AmountField = 'gross' | 'targetNet';

function amountSchema(field: AmountField) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined ? `salary.${field}.required` : `salary.${field}.notANumber`,
    })
    .min(0, `salary.${field}.negative`)
    .max(MAX_SALARY_AMOUNT, `salary.${field}.tooLarge`)
    .int(`salary.${field}.notInteger`);
}

const countSchema = z
  .number({ error: 'salary.count.notANumber' })
  .min(0, 'salary.count.negative')
  .max(MAX_SALARY_COUNT, 'salary.count.tooLarge')
  .int('salary.count.notInteger');

const flagSchema = z.boolean({ error: 'salary.flag.notBoolean' }).default(false);

/** `YYYY-MM`; whether rules exist for it is checked against `salaryParameters`. */
export const salaryMonthSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'salary.month.required' : 'salary.month.invalid',
  })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'salary.month.invalid');

export const grossSchema = amountSchema('gross');
export const targetNetSchema = amountSchema('targetNet');

const huSituationShape = {
  /** The payroll month: the family allowance changed in July 2025, mothers of 3 from October. */
  month: salaryMonthSchema,
  /** Kedvezményezett eltartottak: the children the family allowance is claimed for. */
  children: countSchema.default(0),
  /** Eltartottak: decides the per-child rate; defaults to `children`. */
  eltartott: countSchema.optional(),
  under25: flagSchema,
  mother30: flagSchema,
  motherOf3: flagSchema,
  motherOf4Plus: flagSchema,
  firstMarried: flagSchema,
  disability: flagSchema,
};

function eltartottCoversChildren(
  value: { children: number; eltartott?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.eltartott !== undefined && value.eltartott < value.children) {
    ctx.addIssue({
      code: 'custom',
      path: ['eltartott'],
      message: 'salary.eltartott.fewerThanChildren',
    });
  }
}

/** Hungarian situation: everything but the amount (used by net → gross). */
export const huSituationSchema = z
  .strictObject(huSituationShape)
  .superRefine(eltartottCoversChildren);
export const huNetInputSchema = z
  .strictObject({ gross: grossSchema, ...huSituationShape })
  .superRefine(eltartottCoversChildren);

export type HuSituationInput = z.input<typeof huSituationSchema>;
export type HuSituation = z.output<typeof huSituationSchema>;
export type HuNetInput = z.input<typeof huNetInputSchema>;
export type HuNetParsedInput = z.output<typeof huNetInputSchema>;

const roSituationShape = {
  /** The payroll month: minimum wage and facility are looked up by date. */
  month: salaryMonthSchema,
  /** Persoane în întreținere; 4 or more share the 4+ column. */
  dependants: countSchema.default(0),
  under26: flagSchema,
  /** Children under 18 in education claimed by this parent (+100 RON deduction each). */
  schoolChildren: countSchema.default(0),
  /** Contract base salary equals the national minimum wage (the 300 RON facility). */
  baseSalaryIsMinWage: flagSchema,
  /** Rounding of deductions ending in exactly .50; default from the year's parameters. */
  deductionRounding: z
    .enum(['halfUp', 'dropHalf'], { error: 'salary.deductionRounding.invalid' })
    .optional(),
};

export const roSituationSchema = z.strictObject(roSituationShape);
export const roNetInputSchema = z.strictObject({ gross: grossSchema, ...roSituationShape });

export type RoSituationInput = z.input<typeof roSituationSchema>;
export type RoSituation = z.output<typeof roSituationSchema>;
export type RoNetInput = z.input<typeof roNetInputSchema>;
export type RoNetParsedInput = z.output<typeof roNetInputSchema>;

/** Parses with a salary schema and turns the first zod issue into a `SalaryError`. */
export function parseSalaryInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): SalaryResult<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return salaryOk(parsed.data);
  // zod always reports at least one issue on failure.
  const issue = parsed.error.issues[0] as z.core.$ZodIssue;
  return salaryFail(issueToError(issue));
}

function issueToError(issue: z.core.$ZodIssue): SalaryError {
  if (issue.code === 'unrecognized_keys') {
    return { code: 'salary.input.unknownField', field: issue.keys.join(', ') };
  }
  // Every field schema above carries its error code as the message; anything else is the
  // input itself not being an object.
  if (!isSalaryErrorCode(issue.message)) return { code: 'salary.input.notAnObject' };
  const code = issue.message;
  const field = issue.path.map(String).join('.');
  const params = maxParam(code);
  const located = field === '' ? { code } : { code, field };
  return params === undefined ? located : { ...located, params };
}

function maxParam(code: string): Readonly<Record<string, number>> | undefined {
  if (code === 'salary.count.tooLarge') return { max: MAX_SALARY_COUNT };
  if (code.endsWith('.tooLarge')) return { max: MAX_SALARY_AMOUNT };
  return undefined;
}
