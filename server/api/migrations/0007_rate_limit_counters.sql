-- Rate limits and login slow-downs, counted in the database so every api process shares them
-- (PGlite and PostgreSQL alike). One row per rule and key (a client address, an account, or both):
-- hits in the current window, when the window ends, and until when the key is held back.
-- Times are epoch milliseconds, so the app's clock (tests pin it) decides, not the database's.
DROP TABLE IF EXISTS rate_limits;
CREATE TABLE rate_limit_counters (
  key            text PRIMARY KEY,
  hits           integer NOT NULL,
  window_ends_at bigint NOT NULL,
  blocked_until  bigint NOT NULL DEFAULT 0
);
CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_ends_at);
