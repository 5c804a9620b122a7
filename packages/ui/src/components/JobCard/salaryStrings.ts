import type { StringArea } from '../../provider/stringArea';

/** Strings of a salary (SalaryText in JobCard and JobFacts). */
export interface SalaryStrings {
  net: string;
  gross: string;
  perMonth: string;
  perHour: string;
  perYear: string;
}

export const salaryStrings: StringArea<SalaryStrings> = {
  en: {
    net: 'net',
    gross: 'gross',
    perMonth: 'per month',
    perHour: 'per hour',
    perYear: 'per year',
  },
  hu: {
    net: 'nettó',
    gross: 'bruttó',
    perMonth: 'havonta',
    perHour: 'óránként',
    perYear: 'évente',
  },
  ro: {
    net: 'net',
    gross: 'brut',
    perMonth: 'pe lună',
    perHour: 'pe oră',
    perYear: 'pe an',
  },
};
