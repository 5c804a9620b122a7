export {
  CompanyFilterBar,
  type CompanyFilterBarProps,
  type CompanyFilterLabels,
  type CompanyFilterValue,
  emptyCompanyFilter,
} from './CompanyFilterBar';
