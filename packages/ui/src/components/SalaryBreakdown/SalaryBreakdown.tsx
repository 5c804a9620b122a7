import type { Ref } from 'react';
import type { ChromeStrings } from '../../provider/chromeStrings';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { formatMoney } from '../JobCard/formatMoney';
import type { SalaryCurrency } from '../JobCard/jobSalary';
import * as css from './SalaryBreakdown.css';
import type { SalaryRowKind } from './salaryBreakdownOptions';
import { salaryBreakdownStrings } from './salaryBreakdownStrings';

export interface SalaryBreakdownRow {
  /** Product copy: "Személyi jövedelemadó (SZJA, 15 %)". */
  label: string;
  /** A positive amount; deductions are printed with a minus sign. */
  amount: number;
  kind: SalaryRowKind;
}

export type SalaryBreakdownStrings = Pick<ChromeStrings, 'salaryItem' | 'salaryAmount'>;

export interface SalaryBreakdownProps {
  /** What the table shows, read first by screen readers: "Bruttó 500 000 Ft, 2025". */
  caption: string;
  currency: SalaryCurrency;
  /** In reading order, usually gross, deductions, net, then the employer's part. */
  rows: readonly SalaryBreakdownRow[];
  strings?: Partial<SalaryBreakdownStrings>;
  ref?: Ref<HTMLTableElement>;
}

/**
 * An itemised gross → net table. The figures come from the caller (the domain's salary
 * calculators); ui formats them for the locale and stresses the totals.
 */
export function SalaryBreakdown({
  caption,
  currency,
  rows,
  strings: overrides,
  ref,
}: SalaryBreakdownProps) {
  const { locale } = useUi();
  const strings: SalaryBreakdownStrings = { ...useStrings(salaryBreakdownStrings), ...overrides };
  const firstEmployerRow = rows.findIndex((row) => row.kind === 'employer');
  return (
    <table ref={ref} className={css.table}>
      <caption className={css.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={css.columnHeader}>
            {strings.salaryItem}
          </th>
          <th scope="col" className={css.columnHeader}>
            {strings.salaryAmount}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            // Labels may repeat across parts of a table; the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder
            key={index}
            data-kind={row.kind}
            className={css.row({ kind: row.kind, startsEmployerPart: index === firstEmployerRow })}
          >
            <th scope="row" className={css.rowHeader}>
              {row.label}
            </th>
            <td className={css.amount}>
              {formatMoney(row.kind === 'deduction' ? -row.amount : row.amount, currency, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
