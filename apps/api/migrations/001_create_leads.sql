-- Leads from the contact form (short or full) and the subscribe form.
-- Form contents are stored as typed; spam (the hidden "website" field filled) is kept but flagged,
-- so a bot never learns it was detected and the agency can still review it.
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('contact', 'subscribe')),
  form text CHECK (form IN ('short', 'full')),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  address text,
  message text,
  property_interest text,
  how_did_you_hear text,
  interest text,
  is_spam boolean NOT NULL DEFAULT false,
  -- HMAC-SHA256 of the client IP with IP_HASH_SECRET, or null: the raw IP is never stored.
  source_ip_hash text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A contact lead says which form it came from; a subscription has no form.
  CONSTRAINT leads_form_matches_kind CHECK ((kind = 'contact') = (form IS NOT NULL))
);

CREATE INDEX leads_created_at_idx ON leads (created_at);
