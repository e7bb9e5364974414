DROP INDEX "rooms_name_trgm_idx";--> statement-breakpoint
DROP INDEX "rooms_code_trgm_idx";--> statement-breakpoint
DROP INDEX "terminals_name_trgm_idx";--> statement-breakpoint
DROP INDEX "terminals_dial_address_trgm_idx";--> statement-breakpoint
DROP INDEX "schedules_name_trgm_idx";--> statement-breakpoint
DROP INDEX "schedules_meeting_number_trgm_idx";--> statement-breakpoint
DROP INDEX "schedules_contact_trgm_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_account_trgm_idx";--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || chr(31) || coalesce("code", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || chr(31) || coalesce("dial_address", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || chr(31) || coalesce("meeting_number", '') || chr(31) || coalesce("contact", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || chr(31) || coalesce("account", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "rooms_search_text_trgm_idx" ON "rooms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "terminals_search_text_trgm_idx" ON "terminals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schedules_search_text_trgm_idx" ON "schedules" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- hand-written
-- A list page walks the index of its sort and checks each row's filters there: with the stored
-- search text and grams beside the key, a keyword is checked without visiting the row.
DROP INDEX IF EXISTS "users_name_idx";
--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" ("name", "id") INCLUDE ("dept_id", "enabled", "search_text", "search_grams");
--> statement-breakpoint
DROP INDEX IF EXISTS "users_account_sort_idx";
--> statement-breakpoint
CREATE INDEX "users_account_sort_idx" ON "users" ("account", "id") INCLUDE ("dept_id", "enabled", "search_text", "search_grams");
--> statement-breakpoint
DROP INDEX IF EXISTS "users_created_idx";
--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" ("created_at", "id") INCLUDE ("dept_id", "enabled", "search_text", "search_grams");
--> statement-breakpoint
-- A meeting list checks each walked meeting's schedule by key (migration 0016): its keyword and
-- type too, from the index alone.
DROP INDEX IF EXISTS "schedules_probe_idx";
--> statement-breakpoint
CREATE INDEX "schedules_probe_idx" ON "schedules" ("id") INCLUDE ("host_id", "creator_id", "is_public", "type", "search_text", "search_grams");
--> statement-breakpoint
-- The hosted tab starts from the host's schedules and reads their open meetings, each from an index
-- alone: a host's few hundred schedules instead of a walk over every open meeting.
DROP INDEX IF EXISTS "schedules_host_idx";
--> statement-breakpoint
CREATE INDEX "schedules_host_idx" ON "schedules" ("host_id") INCLUDE ("id", "creator_id", "is_public", "type", "search_text", "search_grams");
--> statement-breakpoint
CREATE INDEX "meetings_open_schedule_idx" ON "meetings" ("schedule_id", "start_at", "id") INCLUDE ("end_at", "status") WHERE "cancelled_at" IS NULL AND "status" <> 'OFFLINE';
