-- Double opt-in of subscriptions (decision 0037): a subscription counts once its address confirms,
-- from the link of the e-mail asking it to; unconfirmed requests are deleted after 7 days.
ALTER TABLE leads ADD COLUMN confirmed_at timestamptz;

-- Subscriptions taken before double opt-in were confirmed the way the site then asked (single
-- opt-in): they stay subscribers rather than being deleted as unconfirmed requests.
UPDATE leads SET confirmed_at = created_at WHERE kind = 'subscribe';

-- The purge looks for unconfirmed requests by age.
CREATE INDEX leads_unconfirmed_idx ON leads (created_at) WHERE kind = 'subscribe' AND confirmed_at IS NULL;
