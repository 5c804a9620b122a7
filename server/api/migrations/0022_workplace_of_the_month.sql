-- The workplace of the month (issue 12): an operator chooses one published company per country and
-- month (`pnpm employer:workplace-of-the-month`); the home page and the company page show it.
CREATE TABLE workplace_of_the_month (
  country     text NOT NULL CHECK (country IN ('HU', 'RO')),
  month       text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  company_id  bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  chosen_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (country, month)
);
