import type { StringArea } from '../../provider/stringArea';

/** Strings of SalaryBreakdown. */
export interface SalaryBreakdownAreaStrings {
  salaryItem: string;
  salaryAmount: string;
}

export const salaryBreakdownStrings: StringArea<SalaryBreakdownAreaStrings> = {
  en: {
    salaryItem: 'Item',
    salaryAmount: 'Amount',
  },
  hu: {
    salaryItem: 'Tétel',
    salaryAmount: 'Összeg',
  },
  ro: {
    salaryItem: 'Element',
    salaryAmount: 'Sumă',
  },
};
