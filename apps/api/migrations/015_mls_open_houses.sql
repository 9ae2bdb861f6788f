-- Open houses from the MLS (issue 48, section 1): the OpenHouse records of the listings in the MLS
-- copy (migration 007), copied by the same pass, by the same one instance, as the Property records.

-- One row per open house: the RESO record as answered (mapped to the site's shape when read, like
-- mls_listings), only for listings the copy holds (the OpenHouse resource holds every office's).
CREATE TABLE mls_open_houses (
  open_house_key text PRIMARY KEY,
  listing_key text NOT NULL,
  record jsonb NOT NULL,
  -- ModificationTimestamp: a record is written only if newer than the one held.
  modified_at timestamptz NOT NULL,
  -- OpenHouseEndTime, or NULL where it did not parse: what the purge of ended open houses (30 days
  -- after their end) goes by, without parsing the record's text in SQL.
  ends_at timestamptz,
  -- Raised by one each time a newer record replaces the held one (not when the overlap reads the
  -- same record again): a calendar entry's SEQUENCE (RFC 5545), so a calendar replaces its old copy.
  sequence integer NOT NULL DEFAULT 0,
  copied_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mls_open_houses_listing_key ON mls_open_houses (listing_key);

-- How far the open-house replication has read: its own high water, on the copy's state row (its
-- generation, turn and answer time are the copy's: open houses change the same generation, so the
-- other instances reload them with the listings).
ALTER TABLE mls_copy_state ADD COLUMN open_houses_high_water timestamptz;
