-- Employers' job ads and ad packages (issue 12).
--
-- An ad's life: draft → published ⇄ paused → closed. Search, lists, company pages and alerts keep
-- reading `status = 'published' AND deadline >= today` only, so a draft, a paused or a closed ad is
-- never shown, and an expired one leaves them on its own. 'withdrawn' stays for the older rows.
ALTER TABLE jobs DROP CONSTRAINT jobs_status_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_status_check
  CHECK (status IN ('draft', 'published', 'paused', 'closed', 'withdrawn'));
-- A draft has not been published yet and may have no deadline: publishing sets both (a draft
-- closed unpublished keeps none).
ALTER TABLE jobs ALTER COLUMN published_at DROP NOT NULL;
ALTER TABLE jobs ALTER COLUMN deadline DROP NOT NULL;
ALTER TABLE jobs ADD CONSTRAINT jobs_published_dates_check
  CHECK (status IN ('draft', 'closed') OR (published_at IS NOT NULL AND deadline IS NOT NULL));
-- The employer who wrote the ad (NULL for the demo and imported ads).
ALTER TABLE jobs ADD COLUMN created_by bigint REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE jobs ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- Every ad an employer writes carries its whole pay range, drafts included (issue 12: 100 % of
-- published ads show one). Rows written before employers could post are not touched.
ALTER TABLE jobs ADD CONSTRAINT jobs_employer_salary_check
  CHECK (created_by IS NULL OR (salary_min IS NOT NULL AND salary_max IS NOT NULL
    AND salary_currency IS NOT NULL AND salary_form IS NOT NULL AND salary_period IS NOT NULL));
CREATE INDEX jobs_company_created_idx ON jobs (company_id, created_at DESC, id DESC);

-- The ad packages on sale. Prices are net, in whole units of each site's currency; an operator may
-- change them or retire a package (active = false) without a release. Orders copy the price.
CREATE TABLE ad_packages (
  id         text PRIMARY KEY,
  name       jsonb NOT NULL,
  credits    integer NOT NULL CHECK (credits > 0),
  price_huf  integer NOT NULL CHECK (price_huf > 0),
  price_ron  integer NOT NULL CHECK (price_ron > 0),
  sort       integer NOT NULL,
  active     boolean NOT NULL DEFAULT true
);
INSERT INTO ad_packages (id, name, credits, price_huf, price_ron, sort) VALUES
  ('start', '{"hu": "Start", "ro": "Start", "en": "Start"}', 1, 29900, 349, 1),
  ('standard', '{"hu": "Standard (5 hirdetés)", "ro": "Standard (5 anunțuri)", "en": "Standard (5 ads)"}', 5, 119900, 1399, 2),
  ('pro', '{"hu": "Pro (15 hirdetés)", "ro": "Pro (15 anunțuri)", "en": "Pro (15 ads)"}', 15, 299900, 3499, 3);

-- An order of a package: no card payment; a pro-forma invoice is requested by mail and an operator
-- marks the order paid (`pnpm employer:credit`), which adds its credits.
CREATE TABLE ad_orders (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  package_id text NOT NULL REFERENCES ad_packages (id),
  ordered_by bigint REFERENCES users (id) ON DELETE SET NULL,
  credits    integer NOT NULL CHECK (credits > 0),
  price      integer NOT NULL CHECK (price > 0),
  currency   text NOT NULL CHECK (currency IN ('HUF', 'RON')),
  status     text NOT NULL DEFAULT 'ordered' CHECK (status IN ('ordered', 'paid')),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at    timestamptz,
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
CREATE INDEX ad_orders_company_idx ON ad_orders (company_id, created_at DESC);

-- Every change of a company's credits, as a row: + an order's credits when it is paid, −1 for each
-- ad published with a credit. An order is credited once, an ad is charged once.
CREATE TABLE company_credit_changes (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  change     integer NOT NULL CHECK (change <> 0),
  order_id   bigint UNIQUE REFERENCES ad_orders (id) ON DELETE SET NULL,
  job_id     bigint UNIQUE REFERENCES jobs (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_credit_changes_company_idx ON company_credit_changes (company_id);

-- The running balance, kept by a trigger from the changes. Its CHECK is what refuses a spend without
-- credit: two publications racing for the last credit cannot both pass, whatever they read before.
CREATE TABLE company_credit_balances (
  company_id bigint PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  balance    integer NOT NULL,
  CONSTRAINT company_credit_balances_not_negative CHECK (balance >= 0)
);

CREATE FUNCTION allas_apply_credit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The row first at zero (an upsert would check its proposed negative row against the CHECK
  -- before finding the conflict), then the change, which locks the row until commit.
  INSERT INTO company_credit_balances (company_id, balance) VALUES (NEW.company_id, 0)
    ON CONFLICT (company_id) DO NOTHING;
  UPDATE company_credit_balances SET balance = balance + NEW.change
    WHERE company_id = NEW.company_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER company_credit_changes_apply AFTER INSERT ON company_credit_changes
  FOR EACH ROW EXECUTE FUNCTION allas_apply_credit_change();

-- The company's one free ad (its first publication, 30 days). The primary key is the rule: a second
-- claim conflicts, so two first publications at once cannot both be free.
CREATE TABLE company_free_ads (
  company_id bigint PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  job_id     bigint UNIQUE REFERENCES jobs (id) ON DELETE SET NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
