import { type BannerStrings, bannerStrings } from '../components/Banner/bannerStrings';
import { type BlogCardStrings, blogCardStrings } from '../components/BlogCard/blogCardStrings';
import {
  type BreadcrumbsStrings,
  breadcrumbsStrings,
} from '../components/Breadcrumbs/breadcrumbsStrings';
import { type CarouselStrings, carouselStrings } from '../components/Carousel/carouselStrings';
import { type CompanyStrings, companyStrings } from '../components/CompanyCard/companyStrings';
import {
  type CompanyFilterStrings,
  companyFilterStrings,
} from '../components/CompanyFilterBar/companyFilterStrings';
import {
  type ConfirmDialogStrings,
  confirmDialogStrings,
} from '../components/ConfirmDialog/confirmDialogStrings';
import {
  type CookieConsentStrings,
  cookieConsentStrings,
} from '../components/CookieConsentBar/cookieConsentStrings';
import { type DropzoneStrings, dropzoneStrings } from '../components/FileDropzone/dropzoneStrings';
import { type FilterStrings, filterStrings } from '../components/FilterPanel/filterStrings';
import { type DeadlineStrings, deadlineStrings } from '../components/JobCard/deadlineStrings';
import { type JobCardAreaStrings, jobCardStrings } from '../components/JobCard/jobCardStrings';
import { type SalaryStrings, salaryStrings } from '../components/JobCard/salaryStrings';
import { type WorkplaceStrings, workplaceStrings } from '../components/JobCard/workplaceStrings';
import { type JobFactsAreaStrings, jobFactsStrings } from '../components/JobFacts/jobFactsStrings';
import {
  type LanguageSwitchStrings,
  languageSwitchStrings,
} from '../components/LanguageSwitch/languageSwitchStrings';
import { type MapStrings, mapStrings } from '../components/OfficeMap/mapStrings';
import {
  type PaginationStrings,
  paginationStrings,
} from '../components/Pagination/paginationStrings';
import { type FieldStrings, fieldStrings } from '../components/private/fieldStrings';
import {
  type SalaryBreakdownAreaStrings,
  salaryBreakdownStrings,
} from '../components/SalaryBreakdown/salaryBreakdownStrings';
import { type ShareStrings, shareStrings } from '../components/ShareButtons/shareStrings';
import {
  type SiteFooterStrings,
  siteFooterStrings,
} from '../components/SiteFooter/siteFooterStrings';
import {
  type SiteHeaderStrings,
  siteHeaderStrings,
} from '../components/SiteHeader/siteHeaderStrings';
import { type ToastStrings, toastStrings } from '../components/Toast/toastStrings';
import { type UserMenuStrings, userMenuStrings } from '../components/UserMenu/userMenuStrings';
import { type WordmarkStrings, wordmarkStrings } from '../components/Wordmark/wordmarkStrings';
import { type CommonStrings, commonStrings } from './commonStrings';
import type { Locale } from './locales';
import type { StringArea } from './stringArea';

/**
 * Every string the library shows, composed from the areas next to the components that show them.
 * Entries that take values are functions, so grammar (Hungarian suffixes, Romanian "de" before 20+)
 * stays correct in every language.
 */
export type ChromeStrings = CommonStrings &
  FieldStrings &
  DropzoneStrings &
  PaginationStrings &
  BreadcrumbsStrings &
  ShareStrings &
  ToastStrings &
  ConfirmDialogStrings &
  CarouselStrings &
  LanguageSwitchStrings &
  SiteHeaderStrings &
  WordmarkStrings &
  UserMenuStrings &
  SiteFooterStrings &
  CookieConsentStrings &
  FilterStrings &
  MapStrings &
  JobCardAreaStrings &
  DeadlineStrings &
  SalaryStrings &
  WorkplaceStrings &
  JobFactsAreaStrings &
  SalaryBreakdownAreaStrings &
  CompanyStrings &
  CompanyFilterStrings &
  BlogCardStrings &
  BannerStrings;

/** One record per locale holding every area's strings. */
function composeAreas(...areas: StringArea<object>[]): Record<Locale, ChromeStrings> {
  const inLocale = (locale: Locale) =>
    Object.assign({}, ...areas.map((area) => area[locale])) as ChromeStrings;
  return { hu: inLocale('hu'), ro: inLocale('ro'), en: inLocale('en') };
}

/**
 * The library strings in every locale, composed from the areas (for useChromeStrings, tests and
 * stories). A pure call, so a bundle that never reads it drops it and every area it names.
 */
export const chromeStrings: Record<Locale, ChromeStrings> = /* @__PURE__ */ composeAreas(
  commonStrings,
  fieldStrings,
  dropzoneStrings,
  paginationStrings,
  breadcrumbsStrings,
  shareStrings,
  toastStrings,
  confirmDialogStrings,
  carouselStrings,
  languageSwitchStrings,
  siteHeaderStrings,
  wordmarkStrings,
  userMenuStrings,
  siteFooterStrings,
  cookieConsentStrings,
  filterStrings,
  mapStrings,
  jobCardStrings,
  deadlineStrings,
  salaryStrings,
  workplaceStrings,
  jobFactsStrings,
  salaryBreakdownStrings,
  companyStrings,
  companyFilterStrings,
  blogCardStrings,
  bannerStrings,
);
