-- Hand-written (before the generated part, which creates trigram indexes): the trigram operator classes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "rooms_name_idx";--> statement-breakpoint
DROP INDEX "rooms_capacity_idx";--> statement-breakpoint
DROP INDEX "rooms_created_idx";--> statement-breakpoint
DROP INDEX "terminals_name_idx";--> statement-breakpoint
DROP INDEX "terminals_status_idx";--> statement-breakpoint
DROP INDEX "terminals_created_idx";--> statement-breakpoint
DROP INDEX "meetings_start_idx";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "id_path" text;--> statement-breakpoint
-- Hand-written: the stored paths of the existing locations (a location whose parent is missing counts as a region).
WITH RECURSIVE "tree"("id", "path", "id_path") AS (
  SELECT "id", "name", '/' || "id" || '/' FROM "locations" WHERE "parent_id" = '0' OR "parent_id" NOT IN (SELECT "id" FROM "locations")
  UNION ALL
  SELECT "child"."id", "tree"."path" || ' / ' || "child"."name", "tree"."id_path" || "child"."id" || '/'
  FROM "locations" "child" JOIN "tree" ON "child"."parent_id" = "tree"."id"
)
UPDATE "locations" SET "path" = "tree"."path", "id_path" = "tree"."id_path" FROM "tree" WHERE "locations"."id" = "tree"."id";--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "path" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "id_path" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "rooms_code_sort_idx" ON "rooms" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "rooms_name_trgm_idx" ON "rooms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rooms_code_trgm_idx" ON "rooms" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "terminals_dial_address_sort_idx" ON "terminals" USING btree ("dial_address","id");--> statement-breakpoint
CREATE INDEX "terminals_name_trgm_idx" ON "terminals" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "terminals_dial_address_trgm_idx" ON "terminals" USING gin ("dial_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meetings_open_start_idx" ON "meetings" USING btree ("start_at","id","end_at","status","schedule_id") WHERE "meetings"."cancelled_at" is null and "meetings"."status" <> 'OFFLINE';--> statement-breakpoint
CREATE INDEX "meetings_end_idx" ON "meetings" USING btree ("end_at","id") WHERE "meetings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "meetings_open_end_idx" ON "meetings" USING btree ("end_at","id") WHERE "meetings"."cancelled_at" is null and "meetings"."status" <> 'OFFLINE';--> statement-breakpoint
CREATE INDEX "schedules_name_idx" ON "schedules" USING btree ("name");--> statement-breakpoint
CREATE INDEX "schedules_name_trgm_idx" ON "schedules" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schedules_meeting_number_trgm_idx" ON "schedules" USING gin ("meeting_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schedules_contact_trgm_idx" ON "schedules" USING gin ("contact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rooms_name_idx" ON "rooms" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "rooms_capacity_idx" ON "rooms" USING btree ("capacity","id");--> statement-breakpoint
CREATE INDEX "rooms_created_idx" ON "rooms" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "terminals_name_idx" ON "terminals" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "terminals_status_idx" ON "terminals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "terminals_created_idx" ON "terminals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "meetings_start_idx" ON "meetings" USING btree ("start_at","id","end_at","status","schedule_id") WHERE "meetings"."cancelled_at" is null;