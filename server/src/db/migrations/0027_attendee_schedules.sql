DROP INDEX "schedule_attendees_user_idx";--> statement-breakpoint
CREATE INDEX "schedule_attendees_user_idx" ON "schedule_attendees" USING btree ("user_id","schedule_id");