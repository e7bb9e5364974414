CREATE TABLE "device_keys" (
	"device_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" bigint NOT NULL,
	"created_by" text,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "device_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"mqtt_enabled" boolean NOT NULL,
	"broker_url" text,
	"username" text,
	"password_sealed" text,
	"topic_prefix" text NOT NULL,
	"heartbeat_seconds" integer NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_presence" (
	"room_id" text PRIMARY KEY NOT NULL,
	"present" boolean NOT NULL,
	"people_count" integer,
	"detector_id" text,
	"reading_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "human_detectors" ADD COLUMN "last_seen_at" bigint;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "last_heartbeat_at" bigint;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "in_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_presence" ADD CONSTRAINT "room_presence_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_keys_hash_idx" ON "device_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "terminals_heartbeat_idx" ON "terminals" USING btree ("last_heartbeat_at") WHERE "terminals"."last_heartbeat_at" is not null;