-- Colleagues (issue 12): a company's owner invites colleagues by e-mail as members. The mailed link
-- carries a random token; only its hash is stored, it is spent once and expires. One open
-- invitation per company and address: inviting the address again replaces it.
CREATE TABLE company_invitations (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id   bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email        text NOT NULL,
  role         text NOT NULL DEFAULT 'member' CHECK (role IN ('member')),
  token_hash   text NOT NULL UNIQUE,
  -- The owner who invited; kept as null once that user is deleted.
  invited_by   bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  accepted_at  timestamptz
);
CREATE UNIQUE INDEX company_invitations_open_idx ON company_invitations (company_id, lower(email))
  WHERE accepted_at IS NULL;
