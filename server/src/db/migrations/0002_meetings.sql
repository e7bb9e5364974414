CREATE TABLE "meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"schedule_id" text NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"status" text DEFAULT 'SCHEDULE' NOT NULL,
	"ended_at" bigint,
	"ended_by" text,
	"cancelled_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"room_id" text NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_attendees" (
	"schedule_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "schedule_attendees_schedule_id_user_id_pk" PRIMARY KEY("schedule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_files" (
	"schedule_id" text NOT NULL,
	"file_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_files_schedule_id_file_id_pk" PRIMARY KEY("schedule_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_rooms" (
	"schedule_id" text NOT NULL,
	"room_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_rooms_schedule_id_room_id_pk" PRIMARY KEY("schedule_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"recurrence" jsonb,
	"meeting_number" text NOT NULL,
	"custom_number" boolean DEFAULT false NOT NULL,
	"host_token" text NOT NULL,
	"creator_id" text NOT NULL,
	"host_id" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"video" boolean DEFAULT true NOT NULL,
	"password" text,
	"agenda" text,
	"contact" text,
	"contact_phone" text,
	"contact_email" text,
	"capacity" integer DEFAULT 100 NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"waiting_room" boolean DEFAULT false NOT NULL,
	"join_by_app" boolean DEFAULT true NOT NULL,
	"join_by_terminal" boolean DEFAULT true NOT NULL,
	"mode" text DEFAULT 'DISCUSSION' NOT NULL,
	"main_venue_room_id" text,
	"layout" text DEFAULT 'AUTO' NOT NULL,
	"bandwidth" integer DEFAULT 0 NOT NULL,
	"join_mute" boolean DEFAULT false NOT NULL,
	"auto_call" boolean DEFAULT false NOT NULL,
	"instant" boolean DEFAULT false NOT NULL,
	"cancelled_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_attendees" ADD CONSTRAINT "schedule_attendees_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_attendees" ADD CONSTRAINT "schedule_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_files" ADD CONSTRAINT "schedule_files_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_files" ADD CONSTRAINT "schedule_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_rooms" ADD CONSTRAINT "schedule_rooms_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_rooms" ADD CONSTRAINT "schedule_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_main_venue_room_id_rooms_id_fk" FOREIGN KEY ("main_venue_room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_schedule_idx" ON "meetings" USING btree ("schedule_id","start_at");--> statement-breakpoint
CREATE INDEX "meetings_start_idx" ON "meetings" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "meetings_status_end_idx" ON "meetings" USING btree ("status","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_bookings_meeting_room_idx" ON "room_bookings" USING btree ("meeting_id","room_id");--> statement-breakpoint
CREATE INDEX "room_bookings_room_time_idx" ON "room_bookings" USING btree ("room_id","start_at");--> statement-breakpoint
CREATE INDEX "schedule_attendees_user_idx" ON "schedule_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "schedule_rooms_room_idx" ON "schedule_rooms" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_meeting_number_idx" ON "schedules" USING btree ("meeting_number") WHERE "schedules"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_host_token_idx" ON "schedules" USING btree ("host_token");--> statement-breakpoint
CREATE INDEX "schedules_creator_idx" ON "schedules" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "schedules_host_idx" ON "schedules" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "schedules_public_idx" ON "schedules" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "schedules_parent_idx" ON "schedules" USING btree ("parent_id");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express it): no two bookings of one room may overlap in time.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_no_overlap" EXCLUDE USING gist ("room_id" WITH =, int8range("start_at", "end_at") WITH &&);--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_range_check" CHECK ("end_at" > "start_at");
