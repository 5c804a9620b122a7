/**
 * @allas/core public surface: explicit named exports only (reviewed like an API). Pure TypeScript:
 * no React, no I/O, side-effect free, so bundlers keep only what a package uses.
 */
// Analytics

// Job alerts: when a digest is due (issue 13)
export {
  type AlertFrequency,
  type AlertTiming,
  DIGEST_HOUR,
  DIGEST_MAX_JOBS,
  digestPeriodKey,
  digestPeriodStart,
  digestWindowStart,
  FIRST_DIGEST_LOOKBACK_DAYS,
  INSTANT_DAILY_CAP,
  INSTANT_WITHIN_MINUTES,
  isDigestDue,
  localDayStart,
} from './alerts/alertSchedule';
export { checkGtmId, GTM_ID_PATTERN, type GtmIdCheck } from './analytics/gtmId';
// Api errors, HTTP retries and the api contract (request and response schemas of server/api)
export {
  type ApiErrorBody,
  type ApiErrorCode,
  apiErrorBody,
  apiErrorBodySchema,
  apiErrorCodes,
  apiErrorStatuses,
} from './api/apiErrorBody';
export {
  type ApplicationBody,
  applicationBodySchema,
  applicationParamsSchema,
  applicationSentSchema,
  formBooleanSchema,
  type MyApplication,
  myApplicationsSchema,
} from './api/applicationContract';
export {
  acceptLegalDocsBodySchema,
  forgotPasswordBodySchema,
  type LoginAnswer,
  loginAnswerSchema,
  loginBodySchema,
  logoutResponseSchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  socialExchangeBodySchema,
  socialTestCodeBodySchema,
  socialTestCodeResponseSchema,
} from './api/authContract';
export {
  COMPANY_JOBS_PER_PAGE,
  type CompanyListQuery,
  type CompanySummary,
  companyDetailParamsSchema,
  companyDetailQuerySchema,
  companyDetailResponseSchema,
  companyFollowResponseSchema,
  companyIdParamsSchema,
  companyListQuerySchema,
  companyListResponseSchema,
  companyListSchema,
  companySummarySchema,
  type WorkplaceOfTheMonth,
  workplaceOfTheMonthSchema,
} from './api/companyContract';
export {
  type BlogPostCard,
  bannersQuerySchema,
  bannersResponseSchema,
  blogIndexQuerySchema,
  blogIndexResponseSchema,
  blogPostCardSchema,
  blogPostParamsSchema,
  blogPostQuerySchema,
  blogPostResponseSchema,
  homePageResponseSchema,
  legalDocumentsResponseSchema,
  salaryStatisticsQuerySchema,
  salaryStatisticsResponseSchema,
  testimonialListSchema,
  testimonialSchema,
} from './api/contentContract';
export {
  apiEmailSchema,
  captchaSchema,
  categorySlugsSchema,
  coordinatesResponseSchema,
  deletedResponseSchema,
  errorBodySchema,
  type FacetCount,
  facetCountSchema,
  fileBodySchema,
  givenPasswordSchema,
  idParamSchema,
  levelsSchema,
  linkedInProfileUrlSchema,
  listSlugSchema,
  locationSlugsSchema,
  mailedTokenBodySchema,
  messageResponseSchema,
  namePartSchema,
  newPasswordSchema,
  noContentSchema,
  passwordRepeatSchema,
  plainTextSchema,
  requiredOrInvalid,
  residenceSchema,
  slugParamSchema,
  typedPhoneSchema,
  unsubscribedResponseSchema,
  withSamePassword,
} from './api/contractFields';
export {
  type ApplicationStatusBody,
  applicationStatusBodySchema,
  applicationStatusChangeSchema,
  EMPLOYER_APPLICATIONS_PAGE_SIZE,
  type EmployerApplication,
  type EmployerApplicationList,
  type EmployerApplicationListQuery,
  type EmployerApplicationSummary,
  type EmployerOverview,
  employerApplicationListQuerySchema,
  employerApplicationListSchema,
  employerApplicationParamsSchema,
  employerApplicationSchema,
  employerApplicationSummarySchema,
  employerOverviewSchema,
  MAX_STATUS_MESSAGE_LENGTH,
} from './api/employerApplicationContract';
export {
  type CompanyImage,
  type CompanySocialLinks,
  type CompanySocialNetwork,
  companyImageSchema,
  companySocialLinksSchema,
  companySocialNetworks,
  type EmployerCompanyProfile,
  type EmployerCompanyProfileBody,
  employerCompanyProfileBodySchema,
  employerCompanyProfileSchema,
  httpsUrlSchema,
  localizedTextBodySchema,
  localizedTextSchema,
  MAX_COMPANY_OFFICES,
  MAX_COMPANY_VALUES,
  MAX_VALUE_TEXT_LENGTH,
  MAX_VALUE_TITLE_LENGTH,
  noSocialLinks,
  type PartialLocalizedText,
} from './api/employerCompanyProfileContract';
export { MAX_COMPANY_IMAGE_BYTES } from './api/employerCompanyProfileEndpoints';
// The employer side: registration (company tax numbers: HU adószám, RO CUI), the employer's company
export {
  type CompanyRole,
  companyRoles,
  type EmployerCompany,
  type EmployerRegistrationBody,
  employerCompanySchema,
  employerRegistrationBodySchema,
} from './api/employerContract';
export {
  AD_RUN_DAYS,
  type AdOrder,
  type AdPackage,
  adOrderBodySchema,
  adOrderListSchema,
  adOrderSchema,
  adOrderStatuses,
  adPackageListSchema,
  adPackageSchema,
  type EmployerJob,
  type EmployerJobBody,
  employerJobBodySchema,
  employerJobListSchema,
  employerJobParamsSchema,
  employerJobSchema,
  type JobAdLifeStatus,
  jobAdAgeRangeSchema,
  jobAdPayments,
  jobAdSalarySchema,
  jobAdStatuses,
  MAX_JOB_DESCRIPTION_LENGTH,
  MAX_JOB_TAGS,
} from './api/employerJobContract';
export {
  type EmployerTeam,
  employerTeamSchema,
  INVITATION_LIFETIME_DAYS,
  type InvitationAcceptBody,
  type InvitationLookupBody,
  type InvitationSummary,
  invitationAcceptBodySchema,
  invitationLookupBodySchema,
  invitationSummarySchema,
  type TeamInvitation,
  type TeamInvitationBody,
  type TeamMember,
  teamInvitationBodySchema,
  teamInvitationSchema,
  teamItemParamsSchema,
  teamMemberSchema,
} from './api/employerTeamContract';
export {
  defineEndpoint,
  type Endpoint,
  type EndpointAccess,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  type HttpMethod,
  needsSignedInUser,
} from './api/endpoint';
export {
  type AnyEndpoint,
  type EndpointAt,
  type Endpoints,
  endpoints,
  type PathsOf,
} from './api/endpoints';
export {
  contactFormTopics,
  type LeadFormKind,
  leadFormBodySchemas,
  leadFormReceivedSchema,
} from './api/formContract';
export {
  type GatewayAuthEndpoint,
  gatewayAuthEndpoints,
  type SignInAnswer,
  signInAnswerSchema,
} from './api/gatewayAuthEndpoints';
export {
  type CategoryCountTree,
  categoryTreeResponseSchema,
  dailyFavouriteResponseSchema,
  type JobCard,
  type JobDetail,
  type JobSearchQuery,
  type JobSearchResult,
  jobCardSchema,
  jobDetailParamsSchema,
  jobDetailResponseSchema,
  jobListResponseSchema,
  jobPageQuerySchema,
  jobSearchQuerySchema,
  jobSearchResultSchema,
  type LocationCount,
  landingListParamsSchema,
  landingListResponseSchema,
  locationListResponseSchema,
  pageNumberSchema,
  partnerJobsQuerySchema,
  perPageSchema,
  recommendedJobsQuerySchema,
  regionParamSchema,
  regionQuerySchema,
  similarJobsQuerySchema,
} from './api/jobContract';
export {
  blogMediaParamsSchema,
  companyImageParamsSchema,
  companyMediaParamsSchema,
} from './api/mediaContract';
export {
  captchaChallengeSchema,
  healthResponseSchema,
  openApiDocumentSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  readinessResponseSchema,
} from './api/operationsContract';
export {
  accountDeletionBodySchema,
  linkedInBodySchema,
  notificationSwitchesBodySchema,
  type Profile,
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
  profileExportSchema,
  profileSchema,
  profileUpdateBodySchema,
  type StoredFileInfo,
} from './api/profileContract';
export {
  API_CALL_TIMEOUT_MS,
  API_PASS_THROUGH_IDLE_MS,
  IDEMPOTENT_METHODS,
  MAX_HTTP_RETRIES,
  RETRYABLE_STATUS_CODES,
  shouldRetryRequest,
} from './api/retryPolicy';
export {
  type SavedJob,
  savedJobListSchema,
  savedJobParamsSchema,
  savedJobStateSchema,
} from './api/savedJobContract';
export {
  type SocialIdentities,
  type SocialSignInError,
  socialCallbackQuerySchema,
  socialIdentitiesResponseSchema,
  socialPendingRegistrationSchema,
  socialProviderParamsSchema,
  socialProvidersResponseSchema,
  socialRegistrationBodySchema,
  socialSignInErrorSchema,
  socialSignInErrors,
  socialStartQuerySchema,
} from './api/socialContract';
export { socialRedirectEndpoints } from './api/socialEndpoints';
export {
  type JobAlertApiFrequency,
  type JobAlertView,
  jobAlertApiFrequencies,
  jobAlertChangeBodySchema,
  jobAlertListSchema,
  jobAlertParamsSchema,
  jobAlertSubscribeBodySchema,
  jobAlertViewSchema,
  type NewsletterList,
  newsletterConfirmedSchema,
  newsletterLists,
  newsletterSubscribeBodySchema,
  pendingSubscriptionSchema,
} from './api/subscriptionContract';
// The employer's job ads (draft, publish, pause, resume, close, duplicate), ad packages and orders
export {
  MAX_TALENT_MESSAGE_LENGTH,
  type MyTalentPool,
  myTalentPoolSchema,
  TALENT_POOL_PAGE_SIZE,
  type Talent,
  type TalentList,
  type TalentPoolCard,
  type TalentRequestStatus,
  talentContactBodySchema,
  talentListSchema,
  talentPoolQuerySchema,
  talentRequestStatuses,
  talentSchema,
} from './api/talentPoolContract';
export {
  type CastVoteResult,
  castVoteBodySchema,
  castVoteResultSchema,
  emailConfirmBodySchema,
  MAX_VOTING_PHOTOS,
  type NomineeSizeCategory,
  nomineeSizeCategories,
  nomineeSizeCategorySchema,
  type VoterStatus,
  type VotingBox,
  type VotingNominee,
  type VotingOverview,
  type VotingPhoto,
  type VotingResult,
  type VotingResults,
  voterStatuses,
  voterStatusSchema,
  votingBoxSchema,
  votingNomineeSchema,
  votingNoticeSchema,
  votingOverviewSchema,
  votingPhotoSchema,
  votingRegionParamsSchema,
  votingResultSchema,
  votingResultsQuerySchema,
  votingResultsSchema,
} from './api/votingContract';
// Applications
export {
  type ApplicationMethod,
  applicationMethodSchema,
  applicationMethods,
  methodsRequiringLogin,
} from './application/applicationMethods';
export {
  type Application,
  type ApplicationInput,
  applicationCvSchema,
  applicationSchema,
} from './application/applicationSchema';
export {
  type ApplicationStatus,
  applicationStatuses,
  awaitsEmployerReply,
  canMoveApplication,
  DEFAULT_REPLY_WITHIN_DAYS,
  nextApplicationStatuses,
  replyByDay,
  replyWithinDayChoices,
} from './application/applicationStatus';
export {
  isInMyApplicationsWindow,
  MY_APPLICATIONS_WINDOW_DAYS,
  myApplicationsSince,
} from './application/myApplicationsWindow';
// Banners
export {
  type Banner,
  type BannersMap,
  bannerRegionParam,
  bannerSchema,
  bannersMapSchema,
  chooseBanner,
  type RandomSource,
} from './banners/banners';
// Companies and company search
export {
  type CompanyFilters,
  companyFilterCodec,
  companyFiltersFromQuery,
  companyFiltersSchema,
  companyFiltersToEntries,
  companyFiltersToQuery,
  defaultCompanyFilters,
} from './company/companyFilters';
export {
  type Company,
  type CompanyOffice,
  type CompanyValue,
  companyOfficeSchema,
  companySchema,
  companyValueSchema,
} from './company/companySchema';
export { companySizeBandSchema } from './company/companySizeBandSchema';
export {
  type CompanySizeBand,
  companySizeBands,
} from './company/companySizeBands';
export {
  type EmployerRegistration,
  type EmployerRegistrationInput,
  employerRegistrationSchema,
  taxNumberSchema,
} from './company/employerRegistrationSchema';
export {
  type IndustryKey,
  industries,
  industryKeys,
  industryLabel,
} from './company/industries';
export { industrySchema } from './company/industrySchema';
export { isValidTaxNumber, normalizeTaxNumber } from './company/taxNumber';
// Cookies
export { parseCookieHeader } from './cookies/cookieHeader';
export {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  type CookieId,
  type CookieSpec,
  cookieTable,
  type SameSite,
} from './cookies/cookieTable';
export { type CookieToSet, languageCookie } from './cookies/languageCookie';
export { serializeCookie } from './cookies/serializeCookie';
// Formatting
export {
  type DateStyle,
  dateStyles,
  formatCalendarDate,
  formatDate,
  formatDateTime,
} from './format/formatDate';
export { formatNumber, formatPercent } from './format/formatNumber';
export { dateTimeFormat, numberFormat } from './format/intlFormatters';
export { intlLocaleOf } from './format/intlLocale';
export { parseWholeAmount } from './format/parseWholeAmount';
// Jobs and job search
export {
  type Coordinates,
  coordinatesSchema,
  type JobLocation,
  jobLocationSchema,
} from './job/geo';
export { type JobExtra, jobExtraSchema, jobExtras } from './job/jobExtras';
export { jobLevelSchema } from './job/jobLevelSchema';
export { isJobLevel, type JobLevel, jobLevels } from './job/jobLevels';
export { ageRangeSchema, type Job, jobSchema } from './job/jobSchema';
export {
  defaultJobSearchFilters,
  type JobSearchFilters,
  jobSearchFilterCodec,
  jobSearchFiltersFromQuery,
  jobSearchFiltersSchema,
  jobSearchFiltersToEntries,
  jobSearchFiltersToQuery,
  MAX_LIST_PAGE,
  MAX_LOCATION_LENGTH,
  MAX_SEARCH_TEXT_LENGTH,
  MAX_SUBCATEGORIES,
} from './job/jobSearchFilters';
export { type JobSortOrder, jobSortOrderSchema, jobSortOrders } from './job/jobSortOrders';
export {
  EXPIRING_WITHIN_DAYS,
  type JobAdStatus,
  jobAdStatus,
  NEW_JOB_WITHIN_DAYS,
} from './job/jobStatus';
export { type JobType, jobTypeSchema, jobTypes } from './job/jobTypes';
export {
  type SalaryBasis,
  type SalaryPeriod,
  type SalaryRange,
  salaryBases,
  salaryBasisSchema,
  salaryPeriodSchema,
  salaryPeriods,
  salaryRangeSchema,
} from './job/salaryRange';
// Lead and subscription forms
export {
  type ContactMessage,
  type ContactTopic,
  contactMessageSchema,
  contactTopics,
} from './leads/contactMessageSchema';
export {
  type JobAlert,
  type JobAlertFrequency,
  jobAlertFrequencies,
  jobAlertSchema,
} from './leads/jobAlertSchema';
export {
  type NewsletterSubscription,
  newsletterSubscriptionSchema,
} from './leads/newsletterSubscriptionSchema';
export { type PremiumQuote, premiumQuoteSchema } from './leads/premiumQuoteSchema';
export {
  SHORTLIST_CANDIDATE_COUNT,
  type ShortlistOrder,
  shortlistOrderSchema,
} from './leads/shortlistOrderSchema';
// Legal documents
export {
  isLegalDocumentType,
  type LegalDocuments,
  type LegalDocumentType,
  legalDocumentTypes,
  legalDocumentUrl,
} from './legal/legalDocuments';
export { legalDocumentsSchema } from './legal/legalDocumentsSchema';
export {
  type LegalModalDecision,
  type LegalModalInput,
  legalModalDecision,
} from './legal/legalModalPolicy';
// Languages
export {
  type LocaleObject,
  localeObjectSchema,
  localeObjects,
  type TextDirection,
  textDirections,
} from './locale/localeObject';
export { localeSchema } from './locale/localeSchema';
export { isLocale, type Locale, locales } from './locale/locales';
// Messages (hu/ro/en catalogue)
export { errorMessages } from './messages/errorMessages';
export {
  fillPlaceholders,
  formatMessage,
  formatMessageOrGeneric,
  type MessageValues,
  placeholdersOf,
} from './messages/formatMessage';
export type { LocalizedText } from './messages/localizedText';
export {
  isMessageKey,
  type MessageKey,
  messageCatalog,
  messageKeySchema,
  messageKeys,
  type ValidationMessageKey,
} from './messages/messageCatalog';
export { noticeMessages } from './messages/noticeMessages';
export { validationMessages } from './messages/validationMessages';
// Money
export { type Currency, currencies, currencySchema } from './money/currencies';
// Passwords (the common-password list is the server-only entry @allas/core/common-passwords)
export {
  type PasswordOwner,
  type PasswordProblem,
  type PasswordRuleContext,
  type PasswordStrength,
  passwordProblem,
  passwordProblemKeys,
  passwordProblems,
  passwordStrength,
  passwordStrengths,
  RECOMMENDED_PASSWORD_LENGTH,
} from './password/passwordRule';
// URL query strings
export { createFilterCodec, type FilterCodec, type FiltersOf } from './query/filterCodec';
export {
  enumField,
  enumListField,
  flagField,
  optionalEnumField,
  pageField,
  type QueryField,
  slugField,
  slugListField,
  textField,
} from './query/queryFields';
export {
  formatQueryString,
  parseQueryString,
  type QueryEntries,
  type QueryInput,
  type QueryParamsLike,
  queryValues,
  toWellFormed,
} from './query/queryString';
// Regions and configuration
export { type ActiveConfig, activeConfigFor, activeConfigSchema } from './region/activeConfig';
export { regionCodeSchema, regionKeySchema } from './region/regionCodeSchemas';
export {
  type RegionCode,
  type RegionKey,
  regionCodes,
  regionKeys,
  toRegionCode,
  toRegionKey,
} from './region/regionCodes';
export {
  type RegionCompanyData,
  type RegionConfig,
  regionCompanyDataSchema,
  regionConfigSchema,
} from './region/regionConfig';
export { hungaryBlueRegion, hungaryRegion, regions, romaniaRegion } from './region/regions';
export {
  type SiteCode,
  siteCodeSchema,
  siteCodes,
  siteDirectory,
  siteRegions,
} from './region/siteCodes';
// Routing and locale resolution
export type { GatewayRequestContext } from './routing/gatewayRequestContext';
export {
  buildRoutePath,
  type LocalizedRoute,
  localizedPath,
  localizedRouteId,
  localizedRouteVariants,
  normalizePathname,
  parseRouteId,
  ROUTE_ID_LOCALE_SEPARATOR,
  splitLocalePrefix,
  switchLocalePath,
} from './routing/localePath';
export { type LocaleResolution, resolveLocaleRoute } from './routing/localeResolution';
export {
  MAINTENANCE_PATH_WORD,
  maintenanceRedirect,
  parseMaintenanceFlag,
} from './routing/maintenanceRule';
export { tokenQueryPages, tokenQueryRedirect } from './routing/tokenQueryRedirect';
// Salary calculators (HU and RO, 2025)
export {
  calculateHuGross,
  calculateHuNet,
  calculateRoGross,
  calculateRoNet,
  type DeductionRounding,
  formatSalaryError,
  type GrossRange,
  HU_NET_DIP_WINDOW,
  type HuAllowanceKind,
  type HuAllowanceLine,
  type HuGrossResult,
  type HuNetBreakdown,
  type HuNetInput,
  type HuSalaryParameters,
  type HuSituation,
  type HuSituationInput,
  huNetInputSchema,
  huSituationSchema,
  MAX_SALARY_AMOUNT,
  MAX_SALARY_COUNT,
  type RoAllowanceKind,
  type RoAllowanceLine,
  type RoGrossResult,
  type RoNetBreakdown,
  type RoNetInput,
  type RoPersonalDeduction,
  type RoSalaryParameters,
  type RoSituation,
  type RoSituationInput,
  roNetInputSchema,
  roSituationSchema,
  type SalaryError,
  type SalaryErrorCode,
  type SalaryMessageLocale,
  type SalaryMonth,
  type SalaryResult,
  salaryErrorCodes,
  salaryMessages,
  salaryMonthSchema,
  salaryParameters,
} from './salary';
// Text from the open internet: control characters, URI escapes, JSON nesting
export { controlCharacterPath, hasControlCharacters } from './text/controlCharacters';
export { decodeUriComponentOrUndefined } from './text/decodeUriComponent';
export { jsonNestingExceeds, MAX_JSON_NESTING } from './text/jsonNesting';
export { plainText, type TextBlock, textBlocks } from './text/textBlocks';
// Dates and time zones
export { type CalendarDate, daysBetween } from './time/calendarDate';
export { calendarDateSchema } from './time/calendarDateSchema';
export { calendarDateIn, zonedTimeToInstant } from './time/zonedTime';
// Users and account forms
export {
  type AccountDeletion,
  type AccountUpdate,
  accountDeletionSchema,
  accountUpdateSchema,
  type LinkedInUpdate,
  linkedInUpdateSchema,
  notificationPreferencesUpdateSchema,
  type PhotoUpload,
  photoUploadSchema,
} from './user/accountSchemas';
export { type Login, loginSchema } from './user/loginSchema';
export {
  type Newsletter,
  type NewsletterFlags,
  newsletterFlagsSchema,
  newsletterSchema,
  newsletters,
} from './user/newsletters';
export {
  type NotificationPreferences,
  type NotificationTopic,
  notificationPreferencesSchema,
  notificationTopics,
} from './user/notificationPreferences';
export {
  type PasswordChange,
  type PasswordReset,
  type PasswordResetRequest,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from './user/passwordSchemas';
export {
  type Registration,
  type RegistrationInput,
  registrationSchema,
} from './user/registrationSchema';
export { type UserProfile, userProfileSchema } from './user/userProfileSchema';
export {
  type SocialProvider,
  socialProviderSchema,
  socialProviders,
  type UserType,
  userTypeSchema,
  userTypes,
} from './user/userTypes';
// Validation building blocks
export {
  categorySelectionSchema,
  chosenSlugSchema,
  formLanguageSchema,
  levelSelectionSchema,
  mustAccept,
} from './validation/choiceFields';
export { emailSchema, MAX_EMAIL_LENGTH } from './validation/emailSchema';
export { errorKey, presenceErrorKey } from './validation/errorKey';
export { type FieldErrors, FORM_ERROR_FIELD, toFieldErrors } from './validation/fieldErrors';
export {
  type CvMimeType,
  cvFileSchema,
  cvMimeTypes,
  type FileDescriptor,
  fileDescriptorSchema,
  MAX_CV_BYTES,
  MAX_PHOTO_BYTES,
  type PhotoMimeType,
  photoFileSchema,
  photoMimeTypes,
  type StoredFile,
  storedFileSchema,
} from './validation/fileSchemas';
export {
  isLinkedInProfileUrl,
  LINKEDIN_PROFILE_URL_PATTERN,
  linkedInUrlSchema,
} from './validation/linkedInUrl';
export {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordConfirmationSchema,
  passwordSchema,
  refuseTrivialPassword,
  withMatchingPasswords,
  withoutPersonalPassword,
} from './validation/passwordSchema';
export {
  e164PhoneSchema,
  MAX_PHONE_INPUT_LENGTH,
  phoneSchema,
  regionCallingCodes,
  toE164PhoneNumber,
} from './validation/phoneSchema';
export { isSlug, MAX_SLUG_LENGTH, SLUG_PATTERN } from './validation/slug';
export { slugSchema } from './validation/slugSchema';
export {
  MAX_LONG_TEXT_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  optionalText,
  requiredText,
} from './validation/textFields';
// Award voting
export {
  type CompanyRating,
  companyRatingSchema,
  MAX_COMPANY_RATING,
  MIN_COMPANY_RATING,
  type VotingStatus,
  votingStatusSchema,
} from './voting/companyRatingSchema';
export { AFTER_LOGIN_MODAL_DELAY_MS, type ModalTrigger, modalTriggers } from './voting/modalTiming';
export {
  type VoteModalDecision,
  type VoteModalInput,
  voteModalDecision,
} from './voting/voteModalPolicy';
export {
  isVotingInProgress,
  VOTING_2025,
  type VotingConfig,
  votingFinishesAt,
  votingStartsAt,
} from './voting/votingConfig';
export { votingConfigSchema } from './voting/votingConfigSchema';
export { isVotingPage, votingPagePaths } from './voting/votingPages';
export {
  BOX_ROUND_SIZE,
  DEFAULT_WEEKLY_VOTE_LIMIT,
  drawBox,
  nomineeState,
  remainingWeeklyVotes,
  type VoterWeek,
  type VotingSituation,
  voteAttemptState,
  votingPageState,
} from './voting/votingRules';
export {
  type VotingState,
  votingStateMessages,
  votingStateSchema,
  votingStates,
} from './voting/votingStates';
export { type Clock, isoWeekOfDate, type VotingWeek, votingWeekAt } from './voting/votingWeek';
