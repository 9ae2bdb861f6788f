-- A new open house is news for the alerts that follow its home (issue 48, section 1): an event of
-- its own kind, made by the open-house replication when it first copies a public, active open house
-- (not on the first copy, which is what the MLS has, not what just happened). The alert e-mail says
-- when the home's next open house is, read from mls_open_houses as it is then.
ALTER TABLE listing_events DROP CONSTRAINT listing_events_kind_check;
ALTER TABLE listing_events ADD CONSTRAINT listing_events_kind_check CHECK (kind IN ('new', 'price_drop', 'back_on_market', 'pending', 'sold', 'open_house'));
