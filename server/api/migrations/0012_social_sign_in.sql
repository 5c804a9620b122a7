-- Social sign-in (issue 14): the transient values of a sign-in in progress, the provider identities
-- linked to accounts, and the person a provider vouched for until they finish registering.

-- One row per redirect to a provider. Found by the SHA-256 of `state` and only together with the
-- browser session (allas_session) that started it; used once, within 10 minutes.
CREATE TABLE social_sign_in_attempts (
  state_hash     text PRIMARY KEY,
  session_hash   text NOT NULL,
  provider       text NOT NULL CHECK (provider IN ('linkedin', 'facebook', 'google')),
  intent         text NOT NULL CHECK (intent IN ('login', 'link')),
  -- The signed-in account that links a provider (intent 'link').
  user_id        bigint REFERENCES users (id) ON DELETE CASCADE,
  nonce          text NOT NULL,
  code_verifier  text NOT NULL,
  redirect_uri   text NOT NULL,
  return_path    text,
  locale         text NOT NULL,
  region         text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX social_sign_in_attempts_expires_idx ON social_sign_in_attempts (expires_at);

-- A provider's account (its stable subject) linked to one of ours; one per provider per account.
CREATE TABLE social_identities (
  provider    text NOT NULL CHECK (provider IN ('linkedin', 'facebook', 'google')),
  subject     text NOT NULL,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject),
  UNIQUE (user_id, provider)
);

-- A first sign-in without an account: what the provider said, until /social-registration is sent
-- (30 minutes), for the browser session it happened in only.
CREATE TABLE social_pending_registrations (
  session_hash  text PRIMARY KEY,
  provider      text NOT NULL CHECK (provider IN ('linkedin', 'facebook', 'google')),
  subject       text NOT NULL,
  email         text NOT NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL
);
