-- New-lead notifications waiting for LEAD_WEBHOOK_URL (a transactional outbox). A row is written in
-- the same transaction as its lead, so a committed lead always has its notification and a lead rolled
-- back never has one. The API's dispatcher claims due rows with a lease, posts them, and marks them.
-- Spam gets no row. The lead's fields are read from `leads` at delivery: nothing is copied here.
CREATE TABLE lead_outbox (
  -- Also the delivery's Idempotency-Key: a receiver can recognise a redelivery.
  id uuid PRIMARY KEY,
  lead_id uuid NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Attempts started so far (counted when claimed, so a process dying mid-attempt still counts).
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- While lease_until is in the future, the dispatcher holding lease_token owns the row; a lease left
  -- by a crashed process expires and the row is claimed again.
  lease_token uuid,
  lease_until timestamptz,
  delivered_at timestamptz,
  -- Set when LEAD_WEBHOOK_MAX_ATTEMPTS are spent: no more tries (the lead itself stays in `leads`).
  failed_at timestamptz,
  -- Short reason of the last failed attempt (HTTP status, timeout, connection error): never form contents.
  last_error text
);

CREATE INDEX lead_outbox_due_idx ON lead_outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
