export {
  CompanyCard,
  type CompanyCardHeadingLevel,
  type CompanyCardProps,
  companyCardHeadingLevels,
} from './CompanyCard';
export {
  type CompanySizeBand,
  companySizeBands,
  type FollowState,
  followStates,
} from './companyOptions';
