ALTER TABLE "schedules" ADD COLUMN "recurrence_id" bigint;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "single_uids" text[] DEFAULT '{}' NOT NULL;