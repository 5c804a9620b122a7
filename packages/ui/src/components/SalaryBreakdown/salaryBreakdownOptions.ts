/**
 * What a row of the breakdown is: the `base` amount (gross), a `deduction` taken from it, an
 * `allowance` that lowers a tax base (shown for information, not subtracted), a `total` (net pay,
 * total employer cost: emphasised), or an `employer` contribution paid on top of the gross.
 */
export const salaryRowKinds = ['base', 'deduction', 'allowance', 'total', 'employer'] as const;
export type SalaryRowKind = (typeof salaryRowKinds)[number];
