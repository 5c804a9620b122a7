-- The applicants side of issue 12: the employer moves an application received → viewed →
-- shortlisted / rejected → hired, with an optional message the candidate gets by mail; every move
-- is kept (the candidate's timeline and the company's record); an ad promises an answer within a
-- number of days, which the candidate sees as a reply-by date.
ALTER TABLE applications DROP CONSTRAINT applications_status_check;
UPDATE applications SET status = CASE status
  WHEN 'sent' THEN 'received'
  WHEN 'seen' THEN 'viewed'
  WHEN 'interview' THEN 'shortlisted'
  ELSE status
END;
ALTER TABLE applications ALTER COLUMN status SET DEFAULT 'received';
ALTER TABLE applications ADD CONSTRAINT applications_status_check
  CHECK (status IN ('received', 'viewed', 'shortlisted', 'rejected', 'hired'));
ALTER TABLE applications ADD COLUMN status_changed_at timestamptz;
ALTER TABLE applications ADD COLUMN status_message text;

-- The employer's list: one ad's applicants, newest first.
CREATE INDEX applications_job_created_idx ON applications (job_id, created_at DESC);

CREATE TABLE application_status_changes (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id  bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  status          text NOT NULL
    CHECK (status IN ('received', 'viewed', 'shortlisted', 'rejected', 'hired')),
  message         text,
  -- The employer user who made the move; kept as null once that user is deleted.
  changed_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_status_changes_application_idx
  ON application_status_changes (application_id, created_at);

ALTER TABLE jobs ADD COLUMN reply_within_days smallint NOT NULL DEFAULT 14
  CHECK (reply_within_days IN (7, 14, 21, 30));
