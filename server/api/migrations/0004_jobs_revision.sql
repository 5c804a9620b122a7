-- A counter that moves whenever the jobs table changes. The api keeps an in-memory index of the
-- open ads for search facets and ordering (src/search/open-job-index.ts); each search reads this
-- one row to know whether its index is still current, in this and every other api process.
CREATE TABLE jobs_revision (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  revision bigint NOT NULL
);
INSERT INTO jobs_revision (only_row, revision) VALUES (true, 1);

CREATE FUNCTION allas_bump_jobs_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs_revision SET revision = revision + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_revision_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION allas_bump_jobs_revision();
