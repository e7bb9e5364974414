ALTER TABLE "meetings" ADD COLUMN "host_id" text;--> statement-breakpoint
CREATE INDEX "meetings_open_host_idx" ON "meetings" USING btree ("host_id","start_at","id","end_at","status","schedule_id") WHERE "meetings"."cancelled_at" is null and "meetings"."status" <> 'OFFLINE';--> statement-breakpoint
-- hand-written
-- A meeting carries its schedule's host (the hosted tab's index): taken from the schedule when the
-- meeting is written, and given to every meeting of a schedule whose host changes (an edit, or the
-- host's account deleted).
UPDATE "meetings" m SET "host_id" = s."host_id" FROM "schedules" s WHERE s."id" = m."schedule_id" AND s."host_id" IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION meetings_take_host() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "host_id" INTO NEW."host_id" FROM "schedules" WHERE "id" = NEW."schedule_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER meetings_take_host BEFORE INSERT OR UPDATE OF "schedule_id", "host_id" ON "meetings"
  FOR EACH ROW EXECUTE FUNCTION meetings_take_host();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION schedules_give_host() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "meetings" SET "host_id" = NEW."host_id" WHERE "schedule_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER schedules_give_host AFTER UPDATE OF "host_id" ON "schedules"
  FOR EACH ROW WHEN (OLD."host_id" IS DISTINCT FROM NEW."host_id") EXECUTE FUNCTION schedules_give_host();
--> statement-breakpoint
-- The hosted tab no longer starts from the host's schedules (migration 0021).
DROP INDEX IF EXISTS "meetings_open_schedule_idx";
