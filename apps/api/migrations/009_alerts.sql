-- Saved-search alerts (issue 31, decision 0038). An alert is a lead of kind 'alert': it is stored,
-- confirmed (double opt-in, decision 0037), exported, purged and deleted on request like any other
-- lead; what it follows and how often is kept beside it in lead_alerts.
ALTER TABLE leads DROP CONSTRAINT leads_kind_check;
ALTER TABLE leads ADD CONSTRAINT leads_kind_check CHECK (kind IN ('contact', 'subscribe', 'alert'));
DROP INDEX leads_unconfirmed_idx;
CREATE INDEX leads_unconfirmed_idx ON leads (created_at) WHERE kind IN ('subscribe', 'alert') AND confirmed_at IS NULL;

CREATE TABLE lead_alerts (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  -- A search of /properties (its valid filters, no sort) or one home: exactly one of the two.
  search jsonb,
  listing_key text,
  frequency text NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
  paused boolean NOT NULL DEFAULT false,
  -- Not before this instant may the next e-mail go (instant: 15 minutes after the last one; daily and
  -- weekly: the next 7 a.m. in Los Angeles). Null: as soon as something matches.
  due_at timestamptz,
  last_sent_at timestamptz,
  CONSTRAINT lead_alerts_one_subject CHECK ((search IS NULL) <> (listing_key IS NULL))
);

-- Every home and event an alert has reported, and in which e-mail: the database, not code, keeps
-- an e-mail from ever repeating a home and event for the same alert.
CREATE TABLE alert_sends (
  lead_id uuid NOT NULL REFERENCES lead_alerts (lead_id) ON DELETE CASCADE,
  listing_event_id bigint NOT NULL REFERENCES listing_events (id) ON DELETE CASCADE,
  outbox_id uuid NOT NULL,
  PRIMARY KEY (lead_id, listing_event_id)
);
CREATE INDEX alert_sends_outbox_idx ON alert_sends (outbox_id);

-- The alert e-mails go through the lead e-mails' outbox: one row per e-mail (many per alert), so
-- "once per lead, message and recipient" now holds for the other messages only.
ALTER TABLE lead_mail_outbox DROP CONSTRAINT lead_mail_outbox_message_kind_check;
ALTER TABLE lead_mail_outbox ADD CONSTRAINT lead_mail_outbox_message_kind_check
  CHECK (message_kind IN ('agency_notification', 'visitor_confirmation', 'alert_digest'));
ALTER TABLE lead_mail_outbox DROP CONSTRAINT lead_mail_outbox_once;
CREATE UNIQUE INDEX lead_mail_outbox_once ON lead_mail_outbox (lead_id, message_kind, recipient) WHERE message_kind <> 'alert_digest';
