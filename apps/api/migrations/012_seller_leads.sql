-- "What's my home worth?" (issue 47): a seller's lead is a lead of kind 'seller', stored, notified and
-- confirmed like a contact (no double opt-in), purged and deleted like any other. The home it
-- describes is kept with it as the API took it, with the homes like it the site showed the visitor.
ALTER TABLE leads DROP CONSTRAINT leads_kind_check;
ALTER TABLE leads ADD CONSTRAINT leads_kind_check CHECK (kind IN ('contact', 'subscribe', 'alert', 'seller'));
ALTER TABLE leads ADD COLUMN home jsonb;
-- A seller's lead has its home and no form; a contact still has its form (leads_form_matches_kind).
ALTER TABLE leads ADD CONSTRAINT leads_home_matches_kind CHECK ((kind = 'seller') = (home IS NOT NULL));
