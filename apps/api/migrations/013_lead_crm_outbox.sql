-- Leads waiting to be sent to Follow Up Boss (FOLLOW_UP_BOSS_API_KEY, decision 0057): one row per lead
-- and CRM event, written in the transaction that makes the event (a contact's or a seller's lead when
-- it is stored; a subscription's or an alert's when its address confirms it), claimed, leased,
-- retried and marked by the outboxes' shared dispatcher. A table of its own rather than a target on
-- lead_outbox: the webhook and the CRM are switched on apart, queue at different moments, and one's
-- refusal or backoff must not touch the other's row. The lead's fields are read from `leads` at delivery.
CREATE TABLE lead_crm_outbox (
  -- Also the delivery's Idempotency-Key, the same on every attempt.
  id uuid PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- The CRM's event type, the one its action plans start on.
  event_type text NOT NULL CHECK (event_type IN ('Seller Inquiry', 'Property Inquiry', 'General Inquiry', 'Registration')),
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_token uuid,
  lease_until timestamptz,
  delivered_at timestamptz,
  failed_at timestamptz,
  -- Short reason of the last failed attempt (HTTP status, the CRM's error message, connection error).
  last_error text,
  -- Each event of a lead is sent once (a confirmation link opened twice queues one Registration).
  CONSTRAINT lead_crm_outbox_once UNIQUE (lead_id, event_type)
);

CREATE INDEX lead_crm_outbox_due_idx ON lead_crm_outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
