-- The language of the page a lead was sent from (decision 0033): the visitor's confirmation and
-- unsubscribe page come in it, and Spanish leads go to LEAD_NOTIFY_TO_ES. Leads already sent from a
-- Spanish page (/es, /es/…) take Spanish; every other lead, English.
ALTER TABLE leads ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
UPDATE leads SET language = 'es' WHERE page = '/es' OR page LIKE '/es/%';
