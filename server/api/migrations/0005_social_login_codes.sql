-- One-time codes that finish a social login (the OAuth callback issues one, the browser trades it
-- for a session at POST /auth/social/exchange). Only the code's SHA-256 is stored; each code is bound
-- to the browser session it was issued to (login-CSRF protection), lives 60 seconds and is used once.
CREATE TABLE social_login_codes (
  code_hash     text PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider      text NOT NULL CHECK (provider IN ('linkedin', 'facebook', 'google')),
  session_hash  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);
CREATE INDEX social_login_codes_expires_idx ON social_login_codes (expires_at);
