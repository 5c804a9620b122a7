-- Workplace photos voters attach to the award's nominees (issue 11). At most 3 per voter, nominee
-- and campaign, held by the unique slot: an upload takes the first free slot of 1–3, so parallel
-- uploads cannot pass the limit (no read-then-write). Pending photos are seen by their uploader
-- only; an operator approves them (`pnpm voting:photos`), a rejected photo is deleted with its file.
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
  CHECK (kind IN ('cv', 'photo', 'cover_letter', 'company_logo', 'company_banner', 'voting_photo'));

CREATE TABLE voting_photos (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id  bigint NOT NULL,
  company_id   bigint NOT NULL,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  slot         smallint NOT NULL CHECK (slot BETWEEN 1 AND 3),
  file_id      bigint NOT NULL REFERENCES files (id),
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  moderated_at timestamptz,
  FOREIGN KEY (campaign_id, company_id) REFERENCES voting_nominees (campaign_id, company_id)
    ON DELETE CASCADE,
  UNIQUE (campaign_id, company_id, user_id, slot)
);
CREATE INDEX voting_photos_nominee_idx ON voting_photos (campaign_id, company_id, status);
CREATE INDEX voting_photos_pending_idx ON voting_photos (created_at) WHERE status = 'pending';
