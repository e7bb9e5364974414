-- A heartbeat rewrites last_heartbeat_at every 30 s per terminal: with no index on it (the sweep
-- reads the table through, every 5 s), the update can stay on its page (HOT) and leave every
-- other index of terminals alone.
DROP INDEX "terminals_heartbeat_idx";