CREATE TABLE "calendar_events" (
	"schedule_id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer NOT NULL,
	"invited" text[] NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"username" text,
	"password_sealed" text,
	"from_address" text NOT NULL,
	"from_name" text,
	"language" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"event" text,
	"recipient" text NOT NULL,
	"recipient_name" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"ics" text,
	"ics_method" text,
	"schedule_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"sent_at" bigint
);
--> statement-breakpoint
CREATE TABLE "notice_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"subject_zh" text NOT NULL,
	"subject_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notice_outbox_due_idx" ON "notice_outbox" USING btree ("next_attempt_at") WHERE "notice_outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "notice_outbox_created_idx" ON "notice_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notice_outbox_status_created_idx" ON "notice_outbox" USING btree ("status","created_at","id");