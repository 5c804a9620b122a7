-- The lovable-workplaces award (issue 11): campaigns per region and year, their nominees, the votes
-- with the weekly rules held by the database, box rounds, an append-only vote log and the frozen
-- results.

-- A verified email is needed to vote. Accounts that existed before this migration count as
-- verified (no confirmation mail existed then); social accounts are verified by their provider.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
ALTER TABLE users ADD COLUMN email_confirm_token_hash text UNIQUE;
UPDATE users SET email_verified_at = created_at;

CREATE TABLE voting_campaigns (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  region            text NOT NULL CHECK (region IN ('hu', 'ro')),
  year              integer NOT NULL,
  -- Calendar dates in the region's zone: in progress from the start 00:00:00 to the finish 23:59:59.
  voting_start_at   date NOT NULL,
  voting_finish_at  date NOT NULL,
  weekly_vote_limit integer NOT NULL DEFAULT 10 CHECK (weekly_vote_limit > 0),
  -- The audit is marked done; only then are the frozen results published.
  audited_at        timestamptz,
  results_frozen_at timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (region, year),
  CHECK (voting_start_at <= voting_finish_at)
);

CREATE TABLE voting_nominees (
  campaign_id   bigint NOT NULL REFERENCES voting_campaigns (id) ON DELETE CASCADE,
  company_id    bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  size_category text NOT NULL CHECK (size_category IN ('small', 'medium', 'large')),
  -- The company's own mail domain: votes from accounts on it are flagged.
  email_domain  text,
  PRIMARY KEY (campaign_id, company_id)
);

-- One rating per account, nominee and ISO week (in the region's zone), by the unique key.
CREATE TABLE votes (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id      bigint NOT NULL,
  company_id       bigint NOT NULL,
  user_id          bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week             text NOT NULL,
  rating           smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  would_work_there boolean NOT NULL,
  flagged          boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (campaign_id, company_id) REFERENCES voting_nominees (campaign_id, company_id)
    ON DELETE CASCADE,
  UNIQUE (campaign_id, user_id, company_id, week)
);
CREATE INDEX votes_user_week_idx ON votes (campaign_id, user_id, week);

-- The weekly cap: one counter row per account and week, raised by a conditional upsert that
-- locks the row, so parallel votes queue on it and never pass the campaign's limit.
CREATE TABLE voting_week_counters (
  campaign_id bigint NOT NULL REFERENCES voting_campaigns (id) ON DELETE CASCADE,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week        text NOT NULL,
  votes       integer NOT NULL CHECK (votes >= 0),
  PRIMARY KEY (campaign_id, user_id, week)
);

-- Box rounds: a random box of nominees not yet rated this week; one open round per account.
CREATE TABLE voting_box_rounds (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id  bigint NOT NULL REFERENCES voting_campaigns (id) ON DELETE CASCADE,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week         text NOT NULL,
  company_ids  bigint[] NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  finalised_at timestamptz
);
CREATE UNIQUE INDEX voting_box_rounds_open_idx ON voting_box_rounds (campaign_id, user_id)
  WHERE finalised_at IS NULL;

-- The vote log: append-only (a trigger refuses updates and deletes) except the GDPR purge, which
-- blanks the personal columns a set number of days after the results (allas.vote_log_purge = on).
CREATE TABLE vote_log (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id      bigint NOT NULL REFERENCES voting_campaigns (id) ON DELETE CASCADE,
  company_id       bigint NOT NULL,
  user_id          bigint,
  account_created_at timestamptz,
  rating           smallint NOT NULL,
  would_work_there boolean NOT NULL,
  -- SHA-256 of the client address and of the user agent, with the app's secret as salt.
  client_hash      text,
  user_agent_hash  text,
  flagged_reason   text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  purged_at        timestamptz
);
CREATE INDEX vote_log_campaign_idx ON vote_log (campaign_id, created_at);

CREATE FUNCTION allas_vote_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('allas.vote_log_purge', true) = 'on' AND TG_OP = 'UPDATE' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'vote_log is append-only';
END;
$$;
CREATE TRIGGER vote_log_append_only BEFORE UPDATE OR DELETE ON vote_log
  FOR EACH ROW EXECUTE FUNCTION allas_vote_log_append_only();

-- The tally frozen at the finish, per nominee, with and without flagged votes.
CREATE TABLE voting_results (
  campaign_id        bigint NOT NULL REFERENCES voting_campaigns (id) ON DELETE CASCADE,
  company_id         bigint NOT NULL,
  size_category      text NOT NULL,
  votes              integer NOT NULL,
  rating_sum         integer NOT NULL,
  would_work_votes   integer NOT NULL,
  flagged_votes      integer NOT NULL,
  PRIMARY KEY (campaign_id, company_id)
);
