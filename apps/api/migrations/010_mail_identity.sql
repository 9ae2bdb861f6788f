-- Issue 45, decision 0045: the hourly limit on visitor e-mails and the opt-outs compare addresses by
-- the mailbox they reach, not as typed: "Victim+a@Gmail.com", "v.ictim@googlemail.com" and
-- "victim@gmail.com" are one mailbox. Lower case; the "+tag" of the local part dropped on every
-- domain (subaddressing); Gmail's dots dropped and googlemail.com read as gmail.com. E-mail still
-- goes to the address as given. The one definition: SQL compares with it, nothing else does.
CREATE FUNCTION mail_identity(address text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN domain IS NULL THEN lower(address)
      WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(base, '.', '') || '@gmail.com'
      ELSE base || '@' || domain
    END
    FROM (
      SELECT domain, coalesce(nullif(split_part(local, '+', 1), ''), local) AS base
      FROM (SELECT substring(lower(address) FROM '^(.*)@[^@]*$') AS local, substring(lower(address) FROM '@([^@]*)$') AS domain) AS split
    ) AS parts
  $$;

-- Opt-outs are kept by mailbox: the ones recorded as typed (lower-cased) join their mailbox's.
INSERT INTO mail_opt_outs (email, created_at)
  SELECT mail_identity(email), min(created_at) FROM mail_opt_outs GROUP BY mail_identity(email)
  ON CONFLICT (email) DO NOTHING;
DELETE FROM mail_opt_outs WHERE email <> mail_identity(email);

-- The hourly limit looks for an address's latest request to confirm.
CREATE INDEX lead_mail_outbox_visitor_idx ON lead_mail_outbox (mail_identity(recipient), created_at) WHERE message_kind = 'visitor_confirmation';
