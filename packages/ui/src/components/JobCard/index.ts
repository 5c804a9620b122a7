export { formatMoney, formatMoneyRange } from './formatMoney';
export { JobCard, type JobCardProps, type JobCardStrings } from './JobCard';
export {
  type JobCardHeadingLevel,
  type JobCardLayout,
  type JobCardPromotion,
  jobCardHeadingLevels,
  jobCardLayouts,
  jobCardPromotions,
} from './jobCardOptions';
export {
  type JobSalary,
  type JobStatus,
  type SalaryBasis,
  type SalaryCurrency,
  type SalaryPeriod,
  salaryBases,
  salaryCurrencies,
  salaryPeriods,
} from './jobSalary';
