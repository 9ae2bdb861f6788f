-- Lead e-mails waiting to be sent (decision 0016): the agency's notification (one row per address of
-- LEAD_NOTIFY_TO) and the visitor's confirmation. Written in the lead's own transaction, like
-- lead_outbox; claimed, leased, retried and marked by the same dispatcher code. Spam gets no row.
-- The lead's fields are read from `leads` when the message is built: only the recipient is kept here.
CREATE TABLE lead_mail_outbox (
  -- Also the message's Message-ID (<id@domain of MAIL_FROM>): a retry after an unknown outcome is
  -- recognisable as the same message.
  id uuid PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  message_kind text NOT NULL CHECK (message_kind IN ('agency_notification', 'visitor_confirmation')),
  recipient text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_token uuid,
  lease_until timestamptz,
  delivered_at timestamptz,
  failed_at timestamptz,
  -- Short reason of the last failed attempt (SMTP reply code, connection error): never form contents.
  last_error text,
  -- Delivered once per lead, message and recipient.
  CONSTRAINT lead_mail_outbox_once UNIQUE (lead_id, message_kind, recipient)
);

CREATE INDEX lead_mail_outbox_due_idx ON lead_mail_outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
-- "At most one confirmation per address per hour" looks up recent confirmations by address.
CREATE INDEX lead_mail_outbox_confirmations_idx ON lead_mail_outbox (lower(recipient), created_at) WHERE message_kind = 'visitor_confirmation';

-- Addresses that unsubscribed (lower-cased). Kept when their leads are deleted: it is what stops
-- further e-mail to them. A new subscription from the address removes it (the person asked again).
CREATE TABLE mail_opt_outs (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Secrets the server makes itself, shared by every instance on the database (the unsubscribe links' HMAC key).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
