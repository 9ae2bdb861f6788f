-- The MLS copy (issue 31, decision 0036): the agency's office's Property records as the MLS last
-- answered them, kept here so every instance serves the same copy and a restart while the MLS is
-- down still has it.

-- One row per listing: the RESO record with its Media, as answered (mapped to the site's shape when
-- read, so a new agent on /team or a new neighborhood shows without asking the MLS again).
CREATE TABLE mls_listings (
  listing_key text PRIMARY KEY,
  record jsonb NOT NULL,
  standard_status text NOT NULL,
  list_price numeric,
  modified_at timestamptz NOT NULL,
  copied_at timestamptz NOT NULL DEFAULT now()
);

-- Where the replication stands (one row per copy): how far it has read, when the MLS last answered
-- a whole pass, and a generation every change moves on, so the other instances know to reload.
CREATE TABLE mls_copy_state (
  name text PRIMARY KEY,
  high_water timestamptz,
  answered_at timestamptz,
  keys_checked_at timestamptz,
  generation bigint NOT NULL DEFAULT 0,
  -- The instance replicating now and until when its turn holds (a lease: one replication at a time).
  leased_by text,
  lease_until timestamptz,
  pass_started_at timestamptz
);

-- What happened to a listing, derived by the replication: what saved-search alerts are made of.
-- The unique key makes a record seen twice (the overlap of two passes) one event, not two.
CREATE TABLE listing_events (
  id bigserial PRIMARY KEY,
  listing_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('new', 'price_drop', 'back_on_market', 'pending', 'sold')),
  price numeric,
  previous_price numeric,
  modified_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (listing_key, kind, modified_at)
);
CREATE INDEX listing_events_recorded_at ON listing_events (recorded_at);
