-- Links to manage alerts expire (issue 45, decision 0047): an expired one can have a fresh one sent
-- to its address, an e-mail of its own kind ('manage_link'), as often as it is asked for within the
-- hourly limit of visitor e-mails, which now counts it with the requests to confirm.
ALTER TABLE lead_mail_outbox DROP CONSTRAINT lead_mail_outbox_message_kind_check;
ALTER TABLE lead_mail_outbox ADD CONSTRAINT lead_mail_outbox_message_kind_check
  CHECK (message_kind IN ('agency_notification', 'visitor_confirmation', 'alert_digest', 'manage_link'));

DROP INDEX lead_mail_outbox_once;
CREATE UNIQUE INDEX lead_mail_outbox_once ON lead_mail_outbox (lead_id, message_kind, recipient) WHERE message_kind IN ('agency_notification', 'visitor_confirmation');

DROP INDEX lead_mail_outbox_visitor_idx;
CREATE INDEX lead_mail_outbox_visitor_idx ON lead_mail_outbox (mail_identity(recipient), created_at) WHERE message_kind IN ('visitor_confirmation', 'manage_link');
-- Migration 010's index took its place.
DROP INDEX lead_mail_outbox_confirmations_idx;
