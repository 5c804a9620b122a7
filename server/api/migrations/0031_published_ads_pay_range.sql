-- Every published ad shows its pay range, whoever wrote it (issue 12: 100 % of published ads carry
-- one; 0009 only binds the ads employers write). Drafts, paused, closed and withdrawn ads may lack
-- one, so a published ad must get its range before it goes out again.
--
-- A database made before this rule may hold published demo or imported ads without a range. Their
-- pay is not guessed: they are withdrawn (the status kept for the older rows), which takes them out
-- of search, lists and alerts as any withdrawn ad.
UPDATE jobs SET status = 'withdrawn'
  WHERE status = 'published' AND (salary_min IS NULL OR salary_max IS NULL
    OR salary_currency IS NULL OR salary_form IS NULL OR salary_period IS NULL);
ALTER TABLE jobs ADD CONSTRAINT jobs_published_salary_check
  CHECK (status <> 'published' OR (salary_min IS NOT NULL AND salary_max IS NOT NULL
    AND salary_currency IS NOT NULL AND salary_form IS NOT NULL AND salary_period IS NOT NULL));
