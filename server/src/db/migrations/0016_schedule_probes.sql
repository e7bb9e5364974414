-- hand-written
-- A meeting list walks the meetings index in list order and checks each meeting's schedule by its
-- key: with the columns of the tab and visibility checks beside the key, that check reads the index
-- alone (host for the hosted tab, public for the public tab, creator and host for "mine").
CREATE INDEX IF NOT EXISTS "schedules_probe_idx" ON "schedules" ("id") INCLUDE ("host_id", "creator_id", "is_public");
