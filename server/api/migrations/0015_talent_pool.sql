-- The talent pool of issue 12: job seekers opt in (off by default) to be found by employers with an
-- active ad package, who see a first name, the city, the chosen categories and levels, and ask to
-- get in touch; the contact details show only once the job seeker accepts.
ALTER TABLE users ADD COLUMN talent_pool_opt_in boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN talent_pool_since timestamptz;
CREATE INDEX users_talent_pool_idx ON users (region) WHERE talent_pool_opt_in;

CREATE TABLE talent_contact_requests (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id    bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  candidate_id  bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The employer user who asked; kept as null once that user is deleted.
  requested_by  bigint REFERENCES users (id) ON DELETE SET NULL,
  message       text NOT NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  answered_at   timestamptz,
  CHECK ((status = 'pending') = (answered_at IS NULL)),
  -- One request per company and job seeker: asking again after a decline is not allowed.
  UNIQUE (company_id, candidate_id)
);
CREATE INDEX talent_contact_requests_candidate_idx
  ON talent_contact_requests (candidate_id, created_at DESC);
