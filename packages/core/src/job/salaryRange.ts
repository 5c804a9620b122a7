import { z } from 'zod';
import { currencySchema } from '../money/currencies';

export const salaryPeriods = ['month', 'hour', 'year'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];
export const salaryPeriodSchema = z.enum(salaryPeriods);

/** Whether an advertised amount is before (gross) or after (net) taxes and contributions. */
export const salaryBases = ['gross', 'net'] as const;
export type SalaryBasis = (typeof salaryBases)[number];
export const salaryBasisSchema = z.enum(salaryBases);

export const salaryRangeSchema = z
  .object({
    min: z.number().nonnegative(),
    max: z.number().nonnegative(),
    currency: currencySchema,
    period: salaryPeriodSchema,
    basis: salaryBasisSchema,
  })
  .refine((range) => range.min <= range.max, { path: ['max'], error: 'max must not be below min' });
export type SalaryRange = z.infer<typeof salaryRangeSchema>;
