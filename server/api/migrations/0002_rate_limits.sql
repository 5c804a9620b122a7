-- Rate-limit counters shared by every api process on PostgreSQL (rate-limiter-flexible's
-- RateLimiterPostgres layout: one row per prefixed key, expire in epoch milliseconds).
CREATE TABLE rate_limits (
  key     varchar(255) PRIMARY KEY,
  points  integer NOT NULL DEFAULT 0,
  expire  bigint
);
CREATE INDEX rate_limits_expire_idx ON rate_limits (expire);
