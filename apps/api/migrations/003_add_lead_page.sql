-- The page of the site a lead was sent from ("/neighborhoods/irvine", "/properties/pcr-1001"), so an agent
-- knows which neighborhood or home the short form was about. Null for leads from before this column and
-- for clients that do not say.
ALTER TABLE leads ADD COLUMN page text;
