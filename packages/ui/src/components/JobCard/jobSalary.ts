/** Currencies a job ad can state its salary in: the two regions' own and the euro. */
export const salaryCurrencies = ['HUF', 'RON', 'EUR'] as const;
export type SalaryCurrency = (typeof salaryCurrencies)[number];

/** What one salary amount pays for. */
export const salaryPeriods = ['month', 'hour', 'year'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

/** Whether the amount is before (gross) or after (net) taxes and contributions. */
export const salaryBases = ['gross', 'net'] as const;
export type SalaryBasis = (typeof salaryBases)[number];

/**
 * A job's salary as the card shows it: a range, or a single amount when `max` is missing or equal
 * to `min`. Same shape as the domain's salary range, so the app passes it through unchanged.
 */
export interface JobSalary {
  min: number;
  max?: number;
  currency: SalaryCurrency;
  period: SalaryPeriod;
  basis: SalaryBasis;
}

/**
 * A job ad's state, computed by the caller (the domain's job status at the page's clock and the
 * region's time zone): ui never reads the clock.
 */
export interface JobStatus {
  new?: boolean;
  /** Within the last days before the deadline: shown in the warning tone. */
  expiring?: boolean;
  /** Past the deadline: the card is muted, says so, and cannot be saved. */
  expired?: boolean;
  /** Days left including today's: 0 on the deadline day itself. */
  remainingDays?: number;
}
