import type { Locale } from '@allas/core';
import { describe, expect, it } from 'vitest';
import { type JobAdFormValues, jobAdFormSchema, jobAdFormValues } from './jobAdFormValues';

/** A complete new ad as typed, with the pay range given as `min` and `max`. */
function typed(locale: Locale, min: string, max: string): JobAdFormValues {
  return {
    ...jobAdFormValues(null, locale, 'RO'),
    title: 'Operator CNC',
    description: 'Lucrezi pe mașini CNC în tura de zi.',
    location: 'cluj-napoca',
    category: 'gyartas',
    type: 'fullTime',
    level: 'junior',
    salary: { min, max, currency: 'RON', basis: 'gross', period: 'month' },
  };
}

const salaryOf = (locale: Locale, min: string, max: string) => {
  const result = jobAdFormSchema(locale).safeParse(typed(locale, min, max));
  return result.success ? result.data.salary : result.error.issues.map((issue) => issue.message);
};

describe('the job ad form reads the pay range in the page’s language', () => {
  it('takes the thousands marks each language writes', () => {
    const range = { min: 5000, max: 6500, currency: 'RON', basis: 'gross', period: 'month' };
    expect(salaryOf('ro', '5.000', '6.500')).toEqual(range);
    expect(salaryOf('hu', '5 000', '6500')).toEqual(range);
    expect(salaryOf('en', '5,000', '6,500')).toEqual(range);
  });

  it('refuses an amount it could misread, with the amount’s message instead of reading 50', () => {
    expect(salaryOf('ro', '50.0000', '60.000')).toEqual(['validation.salary.invalid']);
    expect(salaryOf('en', '5.000', '6,000')).toEqual(['validation.salary.invalid']);
    expect(salaryOf('hu', '5,000', '6000')).toEqual(['validation.salary.invalid']);
  });

  it('asks for an empty amount', () => {
    expect(salaryOf('hu', '', '6000')).toEqual(['validation.salary.required']);
  });
});
