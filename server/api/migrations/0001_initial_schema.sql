-- allas initial schema. Forward-only: a later change is a new numbered file, never an edit of this one.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (its dictionary could change); fixing the dictionary makes it safe to use
-- in generated columns and indexes.
CREATE FUNCTION allas_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- The text search configuration for an ad's language: Hungarian and Romanian stemming, English
-- stemming for English ads, simple for anything else.
CREATE FUNCTION allas_ts_config(lang text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE lang WHEN 'hu' THEN 'hungarian'::regconfig WHEN 'ro' THEN 'romanian'::regconfig
                         WHEN 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END $$;

CREATE TABLE users (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email           text NOT NULL,
  password_hash   text,
  user_type       text NOT NULL DEFAULT 'candidate' CHECK (user_type IN ('candidate', 'employer')),
  social_provider text CHECK (social_provider IN ('linkedin', 'facebook', 'google')),
  first_name      text NOT NULL DEFAULT '',
  last_name       text NOT NULL DEFAULT '',
  phone           text NOT NULL DEFAULT '',
  residence       text NOT NULL DEFAULT '',
  levels          text[] NOT NULL DEFAULT '{}',
  category_ids    integer[] NOT NULL DEFAULT '{}',
  linkedin_url    text,
  locale          text NOT NULL DEFAULT 'hu' CHECK (locale IN ('hu', 'ro', 'en')),
  region          text NOT NULL DEFAULT 'hu' CHECK (region IN ('hu', 'ro')),
  newsletter_it      boolean NOT NULL DEFAULT false,
  newsletter_office  boolean NOT NULL DEFAULT false,
  newsletter_lovable boolean NOT NULL DEFAULT false,
  notify_job_alerts       boolean NOT NULL DEFAULT true,
  notify_application_news boolean NOT NULL DEFAULT true,
  notify_followed_companies boolean NOT NULL DEFAULT true,
  accepted_terms_version   text,
  accepted_privacy_version text,
  szmd_prize_accepted jsonb NOT NULL DEFAULT '{}'::jsonb,
  has_szmd_votes  boolean NOT NULL DEFAULT false,
  cv_file_id      bigint,
  photo_file_id   bigint,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- Browser sessions of the Sanctum-style flow: the allas_session cookie and its XSRF token, both
-- stored only as SHA-256 hashes.
CREATE TABLE browser_sessions (
  id_hash         text PRIMARY KEY,
  xsrf_hash       text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL
);
CREATE INDEX browser_sessions_expires_idx ON browser_sessions (expires_at);

CREATE TABLE auth_tokens (
  token_hash  text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

CREATE TABLE password_resets (
  token_hash  text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE TABLE categories (
  id         integer PRIMARY KEY,
  parent_id  integer REFERENCES categories (id),
  slug       text NOT NULL UNIQUE,
  name_hu    text NOT NULL,
  name_ro    text NOT NULL,
  name_en    text NOT NULL,
  sort       integer NOT NULL DEFAULT 0
);

CREATE TABLE locations (
  id       integer PRIMARY KEY,
  country  text NOT NULL CHECK (country IN ('HU', 'RO')),
  slug     text NOT NULL UNIQUE,
  name     text NOT NULL,
  county   text NOT NULL,
  lat      double precision NOT NULL,
  lng      double precision NOT NULL
);

CREATE TABLE companies (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug          text NOT NULL UNIQUE,
  name          text NOT NULL,
  country       text NOT NULL CHECK (country IN ('HU', 'RO')),
  industry      text NOT NULL,
  size          text NOT NULL CHECK (size IN ('1-9', '10-49', '50-249', '250-999', '1000-plus')),
  home_office   boolean NOT NULL DEFAULT false,
  remote        boolean NOT NULL DEFAULT false,
  featured      boolean NOT NULL DEFAULT false,
  website       text,
  logo_url      text,
  cover_url     text,
  -- {hu,ro,en} texts for the company page sections.
  about         jsonb NOT NULL DEFAULT '{}'::jsonb,
  life          jsonb NOT NULL DEFAULT '{}'::jsonb,
  mission       jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- [{ title: {hu,ro,en}, text: {hu,ro,en} }]
  company_values jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  search_plain  text GENERATED ALWAYS AS (allas_unaccent(lower(name || ' ' || industry))) STORED
);
CREATE INDEX companies_search_trgm_idx ON companies USING gin (search_plain gin_trgm_ops);

CREATE TABLE offices (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id      bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  location_id     integer NOT NULL REFERENCES locations (id),
  address         text NOT NULL,
  is_headquarters boolean NOT NULL DEFAULT false
);
CREATE INDEX offices_company_idx ON offices (company_id);
CREATE INDEX offices_location_idx ON offices (location_id);

CREATE TABLE jobs (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id      bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  slug            text NOT NULL,
  title           text NOT NULL,
  language        text NOT NULL CHECK (language IN ('hu', 'ro', 'en')),
  description     text NOT NULL,
  country         text NOT NULL CHECK (country IN ('HU', 'RO')),
  location_id     integer NOT NULL REFERENCES locations (id),
  category_id     integer NOT NULL REFERENCES categories (id),
  subcategory_ids integer[] NOT NULL DEFAULT '{}',
  job_type        text NOT NULL CHECK (job_type IN ('agencyContract', 'project', 'partTime', 'fullTime')),
  level           text NOT NULL CHECK (level IN ('trainee', 'studentWork', 'junior', 'medior', 'senior')),
  extras          text[] NOT NULL DEFAULT '{}',
  tags            text[] NOT NULL DEFAULT '{}',
  salary_min      integer,
  salary_max      integer,
  salary_currency text CHECK (salary_currency IN ('HUF', 'RON', 'EUR')),
  salary_form     text CHECK (salary_form IN ('gross', 'net')),
  salary_period   text CHECK (salary_period IN ('month', 'hour', 'year')),
  bonus           text,
  start_date      date,
  team_size       integer,
  team_age_min    integer,
  team_age_max    integer,
  is_partner      boolean NOT NULL DEFAULT false,
  featured        boolean NOT NULL DEFAULT false,
  daily_favourite_on date,
  published_at    timestamptz NOT NULL,
  -- The last day the ad is open, in the region's time zone (an ad is open through that whole day).
  deadline        date NOT NULL,
  status          text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft', 'withdrawn')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  search_tsv      tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(allas_ts_config(language), title), 'A') ||
    setweight(to_tsvector(allas_ts_config(language), description), 'C') ||
    setweight(to_tsvector('simple'::regconfig, allas_unaccent(lower(title))), 'B')
  ) STORED,
  search_plain    text GENERATED ALWAYS AS (allas_unaccent(lower(title))) STORED,
  UNIQUE (company_id, slug),
  CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)
);
CREATE INDEX jobs_search_tsv_idx ON jobs USING gin (search_tsv);
CREATE INDEX jobs_search_trgm_idx ON jobs USING gin (search_plain gin_trgm_ops);
CREATE INDEX jobs_subcategories_idx ON jobs USING gin (subcategory_ids);
CREATE INDEX jobs_extras_idx ON jobs USING gin (extras);
CREATE INDEX jobs_listing_idx ON jobs (status, deadline, published_at DESC, id DESC);
CREATE INDEX jobs_category_idx ON jobs (category_id);
CREATE INDEX jobs_location_idx ON jobs (location_id);
CREATE INDEX jobs_company_idx ON jobs (company_id);

CREATE TABLE saved_jobs (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id     bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, job_id)
);

CREATE TABLE company_follows (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, company_id)
);
CREATE INDEX company_follows_company_idx ON company_follows (company_id);

-- Uploaded files: the bytes live in the file store under storage_key (random), never in a public folder.
CREATE TABLE files (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_user_id  bigint REFERENCES users (id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('cv', 'photo', 'cover_letter')),
  content_type   text NOT NULL,
  size_bytes     integer NOT NULL,
  original_name  text NOT NULL,
  storage_key    text NOT NULL UNIQUE,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE applications (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id          bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  user_id         bigint REFERENCES users (id) ON DELETE CASCADE,
  email           text NOT NULL,
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  phone           text NOT NULL,
  method          text NOT NULL CHECK (method IN ('profile', 'cv', 'linkedin', 'contact')),
  cv_file_id      bigint REFERENCES files (id),
  cover_letter_file_id bigint REFERENCES files (id),
  linkedin_url    text,
  language        text NOT NULL CHECK (language IN ('hu', 'ro', 'en')),
  consent         boolean NOT NULL,
  status          text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'seen', 'interview', 'rejected', 'hired')),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX applications_once_per_person ON applications (job_id, lower(email));
CREATE INDEX applications_user_idx ON applications (user_id, created_at DESC);

CREATE TABLE job_alerts (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id            bigint REFERENCES users (id) ON DELETE CASCADE,
  email              text NOT NULL,
  locale             text NOT NULL,
  region             text NOT NULL,
  frequency          text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  category_ids       integer[] NOT NULL DEFAULT '{}',
  location_ids       integer[] NOT NULL DEFAULT '{}',
  keywords           text NOT NULL DEFAULT '',
  confirm_token_hash text UNIQUE,
  manage_token_hash  text NOT NULL UNIQUE,
  confirmed_at       timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_alerts_user_idx ON job_alerts (user_id);

CREATE TABLE newsletter_subscriptions (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email              text NOT NULL,
  list               text NOT NULL CHECK (list IN ('it-jobs', 'office-jobs', 'lovable-workplaces')),
  locale             text NOT NULL,
  confirm_token_hash text UNIQUE,
  manage_token_hash  text NOT NULL UNIQUE,
  confirmed_at       timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_once_per_list ON newsletter_subscriptions (lower(email), list);

CREATE TABLE blog_posts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug          text NOT NULL,
  locale        text NOT NULL CHECK (locale IN ('hu', 'ro', 'en')),
  title         text NOT NULL,
  excerpt       text NOT NULL,
  body          text NOT NULL,
  cover_url     text NOT NULL,
  author        text NOT NULL,
  tags          text[] NOT NULL DEFAULT '{}',
  category_ids  integer[] NOT NULL DEFAULT '{}',
  company_ids   integer[] NOT NULL DEFAULT '{}',
  published_at  timestamptz NOT NULL,
  UNIQUE (locale, slug)
);

CREATE TABLE banners (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  placement   text NOT NULL,
  locale      text NOT NULL CHECK (locale IN ('hu', 'ro', 'en')),
  region      text NOT NULL CHECK (region IN ('hu', 'ro', 'blue')),
  image_url   text NOT NULL,
  link_url    text NOT NULL,
  alt         text NOT NULL,
  company_id  bigint REFERENCES companies (id) ON DELETE CASCADE
);
CREATE INDEX banners_lookup_idx ON banners (region, locale, placement);

CREATE TABLE legal_documents (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  doc_type     text NOT NULL,
  region       text NOT NULL CHECK (region IN ('hu', 'ro')),
  locale       text NOT NULL CHECK (locale IN ('hu', 'ro', 'en')),
  url          text NOT NULL,
  version      text NOT NULL,
  published_at timestamptz NOT NULL,
  UNIQUE (doc_type, region, locale, version)
);

CREATE TABLE testimonials (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  locale       text NOT NULL CHECK (locale IN ('hu', 'ro', 'en')),
  author       text NOT NULL,
  role         text NOT NULL,
  quote        text NOT NULL,
  sort         integer NOT NULL DEFAULT 0
);

-- Landing lists of spec §2 (/list/jobs/:slug): a stored job filter per slug.
CREATE TABLE landing_lists (
  slug      text PRIMARY KEY,
  title_hu  text NOT NULL,
  title_ro  text NOT NULL,
  title_en  text NOT NULL,
  filter    jsonb NOT NULL
);

CREATE TABLE form_submissions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('premium-recruitment', 'candidate-shortlist', 'contact')),
  locale      text NOT NULL,
  payload     jsonb NOT NULL,
  user_id     bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Mail goes here first; with SMTP configured a sender marks rows sent.
CREATE TABLE outbox (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  body_text   text NOT NULL,
  kind        text NOT NULL,
  locale      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);

-- Spent captcha solutions: a solved challenge is accepted once (until it expires anyway).
CREATE TABLE captcha_solutions (
  signature   text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
