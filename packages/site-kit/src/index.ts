// The public surface of @allas/site-kit for the sites (and the gateway's load context type).
export { ApiError, serverApi } from './api/apiClient';
export { BrowserApiError, browserApi, ensureXsrf } from './api/browserApi';
export { loaderApi } from './api/loaderApi';
export { assertKnownGuards, type GuardName, guardNames } from './guards/guardNames';
export { type GuardOutcome, matchDeclaration, runGuards } from './guards/runGuards';
export { pagePathname, siteMiddleware } from './guards/siteMiddleware';
export { otherCategories } from './home/blueCollarCategories';
export { CategoriesSection } from './home/CategoriesSection';
export { DailyFavouriteSection } from './home/DailyFavouriteSection';
export { FeaturedCompaniesSection } from './home/FeaturedCompaniesSection';
export { HomeHero } from './home/HomeHero';
export {
  type BlueHomeData,
  blueHomeLoader,
  type HomeData,
  homeLoader,
  homeMeta,
} from './home/homeLoader';
export { JobsSection } from './home/JobsSection';
export { LatestPostsSection } from './home/LatestPostsSection';
export { RegistrationSection, registeredBoxes } from './home/RegistrationSection';
export { TestimonialsSection } from './home/TestimonialsSection';
export { WorkplaceOfTheMonthSection } from './home/WorkplaceOfTheMonthSection';
export { catalogs, type MessageId } from './i18n/catalogs';
export { SiteIntl } from './i18n/SiteIntl';
export { useMessages } from './i18n/useMessages';
export { JobCardList, type JobCardListProps } from './jobs/JobCardList';
export { jobPath } from './jobs/jobPath';
export { useJobSaving } from './jobs/useJobSaving';
export {
  type GatewayRequestContext,
  gatewayContext,
  getLoadContext,
  pageContext,
} from './routing/requestContext';
export {
  isRegistered,
  landingListSlugs,
  type RouteDeclaration,
  routeDeclarations,
} from './routing/routeDeclarations';
export { configuredRegion, defineSite, type SiteConfig } from './routing/siteConfig';
export { pageMeta } from './seo/pageMeta';
export { RouterLink } from './shell/RouterLink';
export { type RootData, rootLoader, rootShouldRevalidate } from './shell/rootLoader';
export { SiteApp } from './shell/SiteApp';
export { SiteDocument } from './shell/SiteDocument';
export { SiteErrorBoundary } from './shell/SiteErrorBoundary';
export { usePageLocale } from './shell/useRootData';
