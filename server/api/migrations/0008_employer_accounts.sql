-- Employer accounts (issue 12): a company registers with its tax number, and its employer users
-- belong to it as owner or member. A registered company stays off the public directory until its
-- page is published from the editor (registration writes NULL); every other company, the demo
-- companies included, counts as published.
ALTER TABLE companies ADD COLUMN tax_number text;
ALTER TABLE companies ADD COLUMN published_at timestamptz DEFAULT now();
-- One registration per company and country (the number is stored in one normalised form).
CREATE UNIQUE INDEX companies_tax_number_idx ON companies (country, tax_number)
  WHERE tax_number IS NOT NULL;

CREATE TABLE company_members (
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- An employer user belongs to one company.
  user_id    bigint NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  role       text NOT NULL CHECK (role IN ('owner', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, user_id)
);
