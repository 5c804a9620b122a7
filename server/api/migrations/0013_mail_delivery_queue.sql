-- Job alerts that actually arrive (issue 13): the durable mail queue, suppressed addresses, the
-- one-click unsubscribe tokens of bulk mail and the alerts' digest bookkeeping.

-- Every bulk mail (digests, newsletter issues) waits here until a worker of any api process claims
-- it (FOR UPDATE SKIP LOCKED) and hands it to the transport (outbox or SMTP). The idempotency key
-- (e.g. digest:42:daily:2026-11-26) makes a second enqueue of the same mail a no-op, so several
-- processes composing the same digest send it once. A claim holds a lease (claimed_until); a
-- process that dies between claim and send leaves a 'sending' row whose lease runs out, and the
-- next worker takes it again.
CREATE TABLE mail_deliveries (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key  text NOT NULL UNIQUE,
  kind             text NOT NULL,
  locale           text NOT NULL CHECK (locale IN ('hu', 'ro', 'en')),
  to_address       text NOT NULL,
  subject          text NOT NULL,
  body_text        text NOT NULL,
  body_html        text,
  headers          jsonb NOT NULL DEFAULT '{}'::jsonb,
  state            text NOT NULL DEFAULT 'pending'
                     CHECK (state IN ('pending', 'sending', 'sent', 'dead')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  claimed_until    timestamptz,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);
CREATE INDEX mail_deliveries_due_idx ON mail_deliveries (next_attempt_at)
  WHERE state IN ('pending', 'sending');

-- Addresses that hard-bounced (SMTP 5xx) or complained: no bulk mail goes to them any more.
CREATE TABLE mail_suppressions (
  email       text NOT NULL,
  reason      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX mail_suppressions_email_key ON mail_suppressions (lower(email));

-- The token of one bulk mail's List-Unsubscribe link: it names one subscription and nothing else
-- (never a session), stored hashed like every other token.
CREATE TABLE mail_unsubscribe_tokens (
  token_hash       text PRIMARY KEY,
  subscription     text NOT NULL CHECK (subscription IN ('job-alert', 'newsletter')),
  subscription_id  bigint NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Alerts: instant as a third frequency, the search filters beyond category/location/keywords
-- (core's job-search codec: subcategories, types, levels, extras, salary), a pause, and the time
-- of the last digest (ads published after it go in the next one).
ALTER TABLE job_alerts DROP CONSTRAINT job_alerts_frequency_check;
ALTER TABLE job_alerts ADD CONSTRAINT job_alerts_frequency_check
  CHECK (frequency IN ('instant', 'daily', 'weekly'));
ALTER TABLE job_alerts
  ADD COLUMN filters jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN paused_at timestamptz,
  ADD COLUMN last_digest_at timestamptz;

-- The jobs an address has been mailed by an alert: a job goes to one address once, whichever of
-- its alerts found it and however often the digest is composed.
CREATE TABLE job_alert_sent_jobs (
  email        text NOT NULL,
  job_id       bigint NOT NULL,
  alert_id     bigint NOT NULL,
  idempotency_key text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX job_alert_sent_jobs_key ON job_alert_sent_jobs (lower(email), job_id);

-- The development outbox keeps the HTML part and the headers too.
ALTER TABLE outbox ADD COLUMN body_html text, ADD COLUMN headers jsonb;
