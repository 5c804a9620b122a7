-- The company page editor (issue 12). Edits go live at once on a published page (published_at,
-- 0008), so there is no draft copy: only what the page had no place for yet.

-- The company's profiles on social networks: { linkedin, facebook, … } → https:// address.
ALTER TABLE companies ADD COLUMN social_links jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Uploaded logo and banner. logo_url and cover_url keep the public address the pages read (also the
-- demo companies' generated pictures); these say which stored file is behind an uploaded one, so
-- the file is released when the picture is replaced or removed.
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
  CHECK (kind IN ('cv', 'photo', 'cover_letter', 'company_logo', 'company_banner'));
ALTER TABLE companies
  ADD COLUMN logo_file_id bigint REFERENCES files (id),
  ADD COLUMN banner_file_id bigint REFERENCES files (id);
-- "Does anything still refer to this file?" (deleteUnreferencedFiles) and the foreign keys' own
-- checks on deletion look these up.
CREATE INDEX companies_logo_file_idx ON companies (logo_file_id) WHERE logo_file_id IS NOT NULL;
CREATE INDEX companies_banner_file_idx ON companies (banner_file_id) WHERE banner_file_id IS NOT NULL;

-- An office's own map pin, when the employer placed one; the city's coordinates otherwise.
ALTER TABLE offices
  ADD COLUMN lat double precision,
  ADD COLUMN lng double precision,
  ADD CONSTRAINT offices_pin_check CHECK ((lat IS NULL) = (lng IS NULL));
