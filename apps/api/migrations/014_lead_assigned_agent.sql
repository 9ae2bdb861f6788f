-- Each contact's and seller's lead goes to one agent (issue 47, section 3; apps/api/src/lead-routing.ts).
-- The agent as assigned ({ slug, name, email }): the e-mails, the webhook and the export show who got
-- the lead even after the team changes. NULL: nobody could be assigned (the agency's inboxes got it),
-- and every lead from before this migration.
ALTER TABLE leads ADD COLUMN assigned_agent jsonb;

-- The round-robin of each pool of agents ('all', 'language:es', 'city:irvine'): how many leads it has
-- handed out. Advanced by one statement in the lead's own transaction, so instances on one database
-- take turns from the same count, and a restart continues it.
CREATE TABLE lead_rotation (
  pool text PRIMARY KEY,
  turns bigint NOT NULL
);
