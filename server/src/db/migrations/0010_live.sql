CREATE TABLE "call_records" (
	"id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"participant_id" text,
	"name" text NOT NULL,
	"call_address" text NOT NULL,
	"protocol" text NOT NULL,
	"terminal_id" text,
	"room_id" text,
	"mcu_id" text,
	"call_direction" boolean NOT NULL,
	"dialled_at" bigint NOT NULL,
	"connected_at" bigint,
	"disconnected_at" bigint,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"meeting_id" text,
	"at" bigint NOT NULL,
	"deltas" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_meetings" (
	"meeting_id" text PRIMARY KEY NOT NULL,
	"mcu_id" text,
	"bridge_ref" text,
	"locked" boolean DEFAULT false NOT NULL,
	"mode" text NOT NULL,
	"password" text,
	"layout" text NOT NULL,
	"panes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" jsonb,
	"white_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active_speaker_id" text,
	"join_mute" boolean DEFAULT false NOT NULL,
	"auto_call" boolean DEFAULT false NOT NULL,
	"auto_recording" boolean DEFAULT false NOT NULL,
	"auto_streaming" boolean DEFAULT false NOT NULL,
	"abnormal_reason" text,
	"extended_minutes" integer DEFAULT 0 NOT NULL,
	"started_at" bigint,
	"ended_at" bigint,
	"sim_second" bigint,
	"driver_instance" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sequence" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_stream_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"meeting_id" text,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "meeting_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"meeting_id" text NOT NULL,
	"at" bigint NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"name" text NOT NULL,
	"mcu_id" text,
	"call_address" text NOT NULL,
	"address_key" text NOT NULL,
	"protocol" text NOT NULL,
	"room_id" text,
	"terminal_id" text,
	"call_direction" boolean DEFAULT true NOT NULL,
	"status" text NOT NULL,
	"is_main_venue" boolean DEFAULT false NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"microphone" boolean DEFAULT true NOT NULL,
	"speaker" boolean DEFAULT true NOT NULL,
	"presentation" boolean DEFAULT false NOT NULL,
	"layout" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"quality" text,
	"dialled_at" bigint,
	"attempt" integer DEFAULT 0 NOT NULL,
	"connected_at" bigint,
	"disconnected_at" bigint,
	"disconnect_reason" text,
	"bridge_call_ref" text,
	"call_record_id" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "pool_id" text;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_meetings" ADD CONSTRAINT "live_meetings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_meetings" ADD CONSTRAINT "live_meetings_mcu_id_mcu_servers_id_fk" FOREIGN KEY ("mcu_id") REFERENCES "public"."mcu_servers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stream_tickets" ADD CONSTRAINT "live_stream_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_audit" ADD CONSTRAINT "meeting_audit_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_mcu_id_mcu_servers_id_fk" FOREIGN KEY ("mcu_id") REFERENCES "public"."mcu_servers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_records_meeting_idx" ON "call_records" USING btree ("meeting_id","dialled_at");--> statement-breakpoint
CREATE INDEX "call_records_terminal_idx" ON "call_records" USING btree ("terminal_id","dialled_at");--> statement-breakpoint
CREATE INDEX "call_records_dialled_idx" ON "call_records" USING btree ("dialled_at");--> statement-breakpoint
CREATE INDEX "live_events_meeting_idx" ON "live_events" USING btree ("meeting_id","seq");--> statement-breakpoint
CREATE INDEX "live_events_at_idx" ON "live_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "live_meetings_mcu_idx" ON "live_meetings" USING btree ("mcu_id");--> statement-breakpoint
CREATE INDEX "live_stream_tickets_expires_idx" ON "live_stream_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "meeting_audit_meeting_idx" ON "meeting_audit" USING btree ("meeting_id","id");--> statement-breakpoint
CREATE INDEX "participants_meeting_idx" ON "participants" USING btree ("meeting_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_address_idx" ON "participants" USING btree ("meeting_id","address_key");--> statement-breakpoint
CREATE INDEX "participants_terminal_idx" ON "participants" USING btree ("terminal_id") WHERE "participants"."status" <> 'OFFLINE';--> statement-breakpoint
CREATE INDEX "participants_mcu_idx" ON "participants" USING btree ("mcu_id") WHERE "participants"."status" <> 'OFFLINE';--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_pool_id_resource_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."resource_pools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written (drizzle-kit cannot express these): the change feed's one counter row, and the
-- audit trail made append-only: UPDATE, DELETE and TRUNCATE are refused, except the cascade of a
-- meeting that was itself deleted (its row is already gone when the cascade reaches the trail) and
-- the TRUNCATE of an empty trail.
INSERT INTO "live_sequence" ("id", "seq") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION meeting_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM meetings WHERE id = OLD.meeting_id) THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'TRUNCATE' AND NOT EXISTS (SELECT 1 FROM meeting_audit) THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'meeting_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER meeting_audit_no_change BEFORE UPDATE OR DELETE ON "meeting_audit" FOR EACH ROW EXECUTE FUNCTION meeting_audit_append_only();--> statement-breakpoint
CREATE TRIGGER meeting_audit_no_truncate BEFORE TRUNCATE ON "meeting_audit" FOR EACH STATEMENT EXECUTE FUNCTION meeting_audit_append_only();
