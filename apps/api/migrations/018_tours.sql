-- Tour requests (issue 48, section 2): a lead of kind 'tour', and the tour it asks for. A tour is a
-- request until its agent confirms one of the visitor's times or the visitor accepts the agent's
-- proposal; either side can cancel. Deleted with its lead (retention, a deleted lead).
ALTER TABLE leads DROP CONSTRAINT leads_kind_check;
ALTER TABLE leads ADD CONSTRAINT leads_kind_check CHECK (kind IN ('contact', 'subscribe', 'alert', 'seller', 'tour'));

CREATE TABLE tours (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  -- The home as the site showed it ({ id, title, location }): the e-mails name it even once it is off the site.
  property jsonb NOT NULL,
  mode text NOT NULL CHECK (mode IN ('in-person', 'video')),
  -- The visitor's preferred times (instants, ISO 8601), earliest first.
  times jsonb NOT NULL,
  state text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'proposed', 'confirmed', 'cancelled')),
  proposed_at timestamptz,
  starts_at timestamptz,
  cancelled_by text CHECK (cancelled_by IN ('agent', 'visitor')),
  -- Whose calendar it takes: the assigned agent's slug, or '' for the agency's desk. Confirmed tours of
  -- one calendar may not overlap, checked under an advisory lock on it (tour-store.ts).
  calendar text NOT NULL,
  -- The calendar entry's SEQUENCE (RFC 5545): raised on each change the visitor's calendar is told of.
  sequence integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT tours_confirmed_has_start CHECK ((state = 'confirmed') <= (starts_at IS NOT NULL)),
  CONSTRAINT tours_proposed_has_time CHECK ((state = 'proposed') <= (proposed_at IS NOT NULL))
);
CREATE INDEX tours_confirmed_idx ON tours (calendar, starts_at) WHERE state = 'confirmed';

-- The e-mails after a tour's first two ('tour_update'): the tour as it was when the e-mail was queued
-- (confirmed, proposed, cancelled), so an e-mail sent after a later change still says what happened.
ALTER TABLE lead_mail_outbox ADD COLUMN details jsonb;
ALTER TABLE lead_mail_outbox DROP CONSTRAINT lead_mail_outbox_message_kind_check;
ALTER TABLE lead_mail_outbox ADD CONSTRAINT lead_mail_outbox_message_kind_check
  CHECK (message_kind IN ('agency_notification', 'visitor_confirmation', 'alert_digest', 'manage_link', 'tour_update'));
