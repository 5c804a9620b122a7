export {
  CompanyHero,
  type CompanyHeroHeadingLevel,
  type CompanyHeroProps,
  companyHeroHeadingLevels,
} from './CompanyHero';
