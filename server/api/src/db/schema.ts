import type { ApplicationStatus } from '@allas/core';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// Row types of migrations/*.sql for Kysely. Keep in step with the SQL: a new migration updates these.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type DateOnly = ColumnType<string, string, string>;
// bigint ids are parsed into numbers by both drivers (src/db/connect.ts).
type BigId = number;
type Json<T> = ColumnType<T, string | undefined, string>;
type ReadOnly<T> = ColumnType<T, never, never>;

export type Localized = { hu: string; ro: string; en: string };

export interface UsersTable {
  id: Generated<BigId>;
  email: string;
  password_hash: string | null;
  user_type: Generated<'candidate' | 'employer'>;
  social_provider: 'linkedin' | 'facebook' | 'google' | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: Generated<string>;
  residence: Generated<string>;
  levels: Generated<string[]>;
  category_ids: Generated<number[]>;
  linkedin_url: string | null;
  locale: Generated<string>;
  region: Generated<string>;
  newsletter_it: Generated<boolean>;
  newsletter_office: Generated<boolean>;
  newsletter_lovable: Generated<boolean>;
  notify_job_alerts: Generated<boolean>;
  notify_application_news: Generated<boolean>;
  notify_followed_companies: Generated<boolean>;
  accepted_terms_version: string | null;
  accepted_privacy_version: string | null;
  szmd_prize_accepted: Json<Record<string, boolean>>;
  has_szmd_votes: Generated<boolean>;
  cv_file_id: BigId | null;
  photo_file_id: BigId | null;
  /** Found by employers in the talent pool (migrations/0015); off by default. */
  talent_pool_opt_in: Generated<boolean>;
  talent_pool_since: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  email_verified_at: Date | null;
  email_confirm_token_hash: string | null;
}

export interface WorkplaceOfTheMonthTable {
  country: 'HU' | 'RO';
  /** YYYY-MM. */
  month: string;
  company_id: BigId;
  chosen_at: Timestamp;
}

export interface TalentContactRequestsTable {
  id: Generated<BigId>;
  company_id: BigId;
  candidate_id: BigId;
  requested_by: BigId | null;
  message: string;
  status: Generated<'pending' | 'accepted' | 'declined'>;
  created_at: Timestamp;
  answered_at: Timestamp | null;
}

export interface BrowserSessionsTable {
  id_hash: string;
  xsrf_hash: string;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
}

export interface AuthTokensTable {
  token_hash: string;
  user_id: BigId;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  revoked_at: Date | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: BigId;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  used_at: Date | null;
}

export interface SocialLoginCodesTable {
  code_hash: string;
  user_id: BigId;
  provider: 'linkedin' | 'facebook' | 'google';
  session_hash: string;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  used_at: Date | null;
}

type SocialProviderColumn = 'linkedin' | 'facebook' | 'google';

export interface SocialSignInAttemptsTable {
  state_hash: string;
  session_hash: string;
  provider: SocialProviderColumn;
  intent: 'login' | 'link';
  user_id: BigId | null;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_path: string | null;
  locale: string;
  region: string;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  used_at: Date | null;
}

export interface SocialIdentitiesTable {
  provider: SocialProviderColumn;
  subject: string;
  user_id: BigId;
  email: string;
  created_at: Timestamp;
}

export interface SocialPendingRegistrationsTable {
  session_hash: string;
  provider: SocialProviderColumn;
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
}

export interface CategoriesTable {
  id: number;
  parent_id: number | null;
  slug: string;
  name_hu: string;
  name_ro: string;
  name_en: string;
  sort: number;
}

export interface LocationsTable {
  id: number;
  country: 'HU' | 'RO';
  slug: string;
  name: string;
  county: string;
  lat: number;
  lng: number;
}

export interface CompaniesTable {
  id: Generated<BigId>;
  slug: string;
  name: string;
  country: 'HU' | 'RO';
  industry: string;
  size: string;
  home_office: boolean;
  remote: boolean;
  featured: boolean;
  website: string | null;
  logo_url: string | null;
  cover_url: string | null;
  /** A registered company's texts hold only the languages its editor filled in. */
  about: Json<Partial<Localized>>;
  life: Json<Partial<Localized>>;
  mission: Json<Partial<Localized>>;
  company_values: Json<{ title: Partial<Localized>; text: Partial<Localized> }[]>;
  created_at: Timestamp;
  search_plain: ReadOnly<string>;
  /** Normalised (core's normalizeTaxNumber); null for the demo companies. */
  tax_number: string | null;
  /** null until the employer publishes the page: then it is listed and shown. */
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Network → https:// address (0010); only the networks the company links to. */
  social_links: ColumnType<Partial<Record<string, string>>, string | undefined, string>;
  /** The stored files behind an uploaded logo and banner (0010); null for generated pictures. */
  logo_file_id: ColumnType<BigId | null, BigId | null | undefined, BigId | null>;
  banner_file_id: ColumnType<BigId | null, BigId | null | undefined, BigId | null>;
}

export interface CompanyMembersTable {
  company_id: BigId;
  user_id: BigId;
  role: 'owner' | 'member';
  created_at: Timestamp;
}

export interface CompanyInvitationsTable {
  id: Generated<BigId>;
  company_id: BigId;
  email: string;
  role: Generated<'member'>;
  token_hash: string;
  invited_by: BigId | null;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  accepted_at: Timestamp | null;
}

export interface OfficesTable {
  id: Generated<BigId>;
  company_id: BigId;
  location_id: number;
  address: string;
  is_headquarters: boolean;
  /** The office's own map pin (0010); null: the city's coordinates. */
  lat: ColumnType<number | null, number | null | undefined, number | null>;
  lng: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface JobsTable {
  id: Generated<BigId>;
  company_id: BigId;
  slug: string;
  title: string;
  language: 'hu' | 'ro' | 'en';
  description: string;
  country: 'HU' | 'RO';
  location_id: number;
  category_id: number;
  subcategory_ids: number[];
  job_type: 'agencyContract' | 'project' | 'partTime' | 'fullTime';
  level: 'trainee' | 'studentWork' | 'junior' | 'medior' | 'senior';
  extras: string[];
  tags: string[];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: 'HUF' | 'RON' | 'EUR' | null;
  salary_form: 'gross' | 'net' | null;
  salary_period: 'month' | 'hour' | 'year' | null;
  bonus: string | null;
  start_date: DateOnly | null;
  team_size: number | null;
  team_age_min: number | null;
  team_age_max: number | null;
  /** The days within which the company promises applicants an answer (migrations/0011). */
  reply_within_days: Generated<number>;
  is_partner: boolean;
  featured: boolean;
  daily_favourite_on: DateOnly | null;
  /** null while a draft (migrations/0009): publishing sets it and the deadline. */
  published_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  deadline: DateOnly | null;
  status: 'draft' | 'published' | 'paused' | 'closed' | 'withdrawn';
  /** The employer who wrote the ad; null for demo and imported ads. */
  created_by: BigId | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_tsv: ReadOnly<string>;
  search_plain: ReadOnly<string>;
}

export interface AdPackagesTable {
  id: string;
  name: Json<Localized>;
  credits: number;
  price_huf: number;
  price_ron: number;
  sort: number;
  active: Generated<boolean>;
}

export interface AdOrdersTable {
  id: Generated<BigId>;
  company_id: BigId;
  package_id: string;
  ordered_by: BigId | null;
  credits: number;
  price: number;
  currency: 'HUF' | 'RON';
  status: Generated<'ordered' | 'paid'>;
  created_at: Timestamp;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CompanyCreditChangesTable {
  id: Generated<BigId>;
  company_id: BigId;
  /** + an order's credits once paid, −1 per ad published with a credit. */
  change: number;
  order_id: BigId | null;
  job_id: BigId | null;
  created_at: Timestamp;
}

/** Kept by a trigger from company_credit_changes; never written directly. */
export interface CompanyCreditBalancesTable {
  company_id: BigId;
  balance: number;
}

export interface CompanyFreeAdsTable {
  company_id: BigId;
  job_id: BigId | null;
  claimed_at: Timestamp;
}

export interface SavedJobsTable {
  user_id: BigId;
  job_id: BigId;
  created_at: Timestamp;
}

export interface CompanyFollowsTable {
  user_id: BigId;
  company_id: BigId;
  created_at: Timestamp;
}

export interface FilesTable {
  id: Generated<BigId>;
  owner_user_id: BigId | null;
  kind: 'cv' | 'photo' | 'cover_letter' | 'company_logo' | 'company_banner' | 'voting_photo';
  content_type: string;
  size_bytes: number;
  original_name: string;
  storage_key: string;
  created_at: Timestamp;
}

export interface ApplicationsTable {
  id: Generated<BigId>;
  job_id: BigId;
  user_id: BigId | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  method: 'profile' | 'cv' | 'linkedin' | 'contact';
  cv_file_id: BigId | null;
  cover_letter_file_id: BigId | null;
  linkedin_url: string | null;
  language: 'hu' | 'ro' | 'en';
  consent: boolean;
  status: Generated<ApplicationStatus>;
  status_changed_at: Timestamp | null;
  status_message: string | null;
  created_at: Timestamp;
}

export interface ApplicationStatusChangesTable {
  id: Generated<BigId>;
  application_id: BigId;
  status: ApplicationStatus;
  message: string | null;
  changed_by: BigId | null;
  created_at: Timestamp;
}

export interface JobAlertsTable {
  id: Generated<BigId>;
  user_id: BigId | null;
  email: string;
  locale: string;
  region: string;
  frequency: 'instant' | 'daily' | 'weekly';
  category_ids: number[];
  location_ids: number[];
  keywords: string;
  confirm_token_hash: string | null;
  manage_token_hash: string;
  confirmed_at: Date | null;
  created_at: Timestamp;
  filters: Json<Record<string, unknown>>;
  paused_at: Date | null;
  last_digest_at: Date | null;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<BigId>;
  email: string;
  list: 'it-jobs' | 'office-jobs' | 'lovable-workplaces';
  locale: string;
  confirm_token_hash: string | null;
  manage_token_hash: string;
  confirmed_at: Date | null;
  created_at: Timestamp;
}

export interface BlogPostsTable {
  id: Generated<BigId>;
  slug: string;
  locale: 'hu' | 'ro' | 'en';
  title: string;
  excerpt: string;
  body: string;
  cover_url: string;
  author: string;
  tags: string[];
  category_ids: number[];
  company_ids: number[];
  published_at: RequiredTimestamp;
}

export interface BannersTable {
  id: Generated<BigId>;
  placement: string;
  locale: 'hu' | 'ro' | 'en';
  region: 'hu' | 'ro' | 'blue';
  image_url: string;
  link_url: string;
  alt: string;
  company_id: BigId | null;
}

export interface LegalDocumentsTable {
  id: Generated<BigId>;
  doc_type: string;
  region: 'hu' | 'ro';
  locale: 'hu' | 'ro' | 'en';
  url: string;
  version: string;
  published_at: RequiredTimestamp;
}

export interface TestimonialsTable {
  id: Generated<BigId>;
  locale: 'hu' | 'ro' | 'en';
  author: string;
  role: string;
  quote: string;
  sort: number;
}

export interface LandingListsTable {
  slug: string;
  title_hu: string;
  title_ro: string;
  title_en: string;
  filter: Json<Record<string, unknown>>;
}

export interface FormSubmissionsTable {
  id: Generated<BigId>;
  kind: 'premium-recruitment' | 'candidate-shortlist' | 'contact';
  locale: string;
  payload: Json<Record<string, unknown>>;
  user_id: BigId | null;
  created_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<BigId>;
  to_address: string;
  subject: string;
  body_text: string;
  kind: string;
  locale: string;
  created_at: Timestamp;
  sent_at: Date | null;
  body_html: string | null;
  headers: Json<Record<string, string>> | null;
}

export interface MailDeliveriesTable {
  id: Generated<BigId>;
  idempotency_key: string;
  kind: string;
  locale: 'hu' | 'ro' | 'en';
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  headers: Json<Record<string, string>>;
  state: Generated<'pending' | 'sending' | 'sent' | 'dead'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: Date | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Date | null;
}

export interface MailSuppressionsTable {
  email: string;
  reason: string;
  created_at: Timestamp;
}

export interface MailUnsubscribeTokensTable {
  token_hash: string;
  subscription: 'job-alert' | 'newsletter';
  subscription_id: BigId;
  created_at: Timestamp;
}

export interface JobAlertSentJobsTable {
  email: string;
  job_id: BigId;
  alert_id: BigId;
  idempotency_key: string;
  created_at: Timestamp;
}

export interface CaptchaSolutionsTable {
  signature: string;
  expires_at: RequiredTimestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface RateLimitCountersTable {
  key: string;
  hits: number;
  window_ends_at: number;
  blocked_until: Generated<number>;
}

export interface VotingCampaignsTable {
  id: Generated<BigId>;
  region: 'hu' | 'ro';
  year: number;
  voting_start_at: DateOnly;
  voting_finish_at: DateOnly;
  weekly_vote_limit: Generated<number>;
  audited_at: Date | null;
  results_frozen_at: Date | null;
  created_at: Timestamp;
}

export interface VotingNomineesTable {
  campaign_id: BigId;
  company_id: BigId;
  size_category: 'small' | 'medium' | 'large';
  email_domain: string | null;
}

export interface VotesTable {
  id: Generated<BigId>;
  campaign_id: BigId;
  company_id: BigId;
  user_id: BigId;
  week: string;
  rating: number;
  would_work_there: boolean;
  flagged: Generated<boolean>;
  created_at: Timestamp;
}

export interface VotingWeekCountersTable {
  campaign_id: BigId;
  user_id: BigId;
  week: string;
  votes: number;
}

export interface VotingBoxRoundsTable {
  id: Generated<BigId>;
  campaign_id: BigId;
  user_id: BigId;
  week: string;
  company_ids: BigId[];
  created_at: Timestamp;
  finalised_at: Date | null;
}

export interface VoteLogTable {
  id: Generated<BigId>;
  campaign_id: BigId;
  company_id: BigId;
  user_id: BigId | null;
  account_created_at: Date | null;
  rating: number;
  would_work_there: boolean;
  client_hash: string | null;
  user_agent_hash: string | null;
  flagged_reason: string | null;
  created_at: Timestamp;
  purged_at: Date | null;
}

export interface VotingResultsTable {
  campaign_id: BigId;
  company_id: BigId;
  size_category: string;
  votes: number;
  rating_sum: number;
  would_work_votes: number;
  flagged_votes: number;
}

export interface VotingPhotosTable {
  id: Generated<BigId>;
  campaign_id: BigId;
  company_id: BigId;
  user_id: BigId;
  slot: number;
  file_id: BigId;
  status: Generated<'pending' | 'approved'>;
  created_at: Generated<Timestamp>;
  moderated_at: Date | null;
}

export interface Database {
  company_members: CompanyMembersTable;
  company_invitations: CompanyInvitationsTable;
  users: UsersTable;
  browser_sessions: BrowserSessionsTable;
  auth_tokens: AuthTokensTable;
  password_resets: PasswordResetsTable;
  social_login_codes: SocialLoginCodesTable;
  social_sign_in_attempts: SocialSignInAttemptsTable;
  social_identities: SocialIdentitiesTable;
  social_pending_registrations: SocialPendingRegistrationsTable;
  categories: CategoriesTable;
  locations: LocationsTable;
  companies: CompaniesTable;
  offices: OfficesTable;
  jobs: JobsTable;
  ad_packages: AdPackagesTable;
  ad_orders: AdOrdersTable;
  company_credit_changes: CompanyCreditChangesTable;
  company_credit_balances: CompanyCreditBalancesTable;
  company_free_ads: CompanyFreeAdsTable;
  saved_jobs: SavedJobsTable;
  company_follows: CompanyFollowsTable;
  files: FilesTable;
  applications: ApplicationsTable;
  application_status_changes: ApplicationStatusChangesTable;
  talent_contact_requests: TalentContactRequestsTable;
  workplace_of_the_month: WorkplaceOfTheMonthTable;
  job_alerts: JobAlertsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  blog_posts: BlogPostsTable;
  banners: BannersTable;
  legal_documents: LegalDocumentsTable;
  testimonials: TestimonialsTable;
  landing_lists: LandingListsTable;
  form_submissions: FormSubmissionsTable;
  outbox: OutboxTable;
  mail_deliveries: MailDeliveriesTable;
  mail_suppressions: MailSuppressionsTable;
  mail_unsubscribe_tokens: MailUnsubscribeTokensTable;
  job_alert_sent_jobs: JobAlertSentJobsTable;
  captcha_solutions: CaptchaSolutionsTable;
  rate_limit_counters: RateLimitCountersTable;
  schema_migrations: SchemaMigrationsTable;
  voting_campaigns: VotingCampaignsTable;
  voting_nominees: VotingNomineesTable;
  votes: VotesTable;
  voting_week_counters: VotingWeekCountersTable;
  voting_box_rounds: VotingBoxRoundsTable;
  vote_log: VoteLogTable;
  voting_results: VotingResultsTable;
  voting_photos: VotingPhotosTable;
}

export type UserRow = Selectable<UsersTable>;
export type JobInsert = Insertable<JobsTable>;
