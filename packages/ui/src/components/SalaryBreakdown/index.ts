export {
  SalaryBreakdown,
  type SalaryBreakdownProps,
  type SalaryBreakdownRow,
  type SalaryBreakdownStrings,
} from './SalaryBreakdown';
export { type SalaryRowKind, salaryRowKinds } from './salaryBreakdownOptions';
