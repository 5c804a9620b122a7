-- Facet counts read every open ad of a region (each facet ignores its own filter), so they should
-- not read the wide rows (description, tsvector). This index holds everything the count statement
-- reads, for index-only scans.
CREATE INDEX jobs_facets_idx ON jobs (country, status, deadline)
  INCLUDE (job_type, level, category_id, subcategory_ids, extras, location_id, salary_max, published_at, company_id, is_partner);
