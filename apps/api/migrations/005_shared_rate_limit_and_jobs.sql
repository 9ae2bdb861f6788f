-- What several API instances on one PostgreSQL share besides the leads (PGlite has one process
-- per folder and keeps the rate limit in memory; the table is there, unused).

-- The lead endpoints' rate limit: one row per client key (a SHA-256 of its IP or IPv6 /64, never
-- the address itself) holding the times of its accepted attempts within the window.
CREATE TABLE rate_limit_windows (
  key text PRIMARY KEY,
  hits timestamptz[] NOT NULL
);

-- Jobs that run once per period whichever instance gets there first (the retention purge).
CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);
