CREATE TABLE "presence_readings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"sensor_id" text,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_bookings" (
	"booking_id" bigint PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"room_id" text NOT NULL,
	"room_dept_id" text,
	"organiser_id" text NOT NULL,
	"organiser_dept_id" text,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"joined_ms" bigint NOT NULL,
	"present_ms" bigint,
	"used_ms" bigint NOT NULL,
	"used" text NOT NULL,
	"held" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_dirty" (
	"meeting_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_meeting_days" (
	"meeting_id" text NOT NULL,
	"day" date NOT NULL,
	"ms" bigint NOT NULL,
	CONSTRAINT "report_meeting_days_meeting_id_day_pk" PRIMARY KEY("meeting_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_meetings" (
	"meeting_id" text PRIMARY KEY NOT NULL,
	"schedule_id" text NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"organiser_id" text NOT NULL,
	"host_id" text,
	"dept_id" text,
	"participants" integer NOT NULL,
	"connected_ms" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presence_readings" ADD CONSTRAINT "presence_readings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_readings" ADD CONSTRAINT "presence_readings_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_readings_room_time_idx" ON "presence_readings" USING btree ("room_id","start_at","end_at");--> statement-breakpoint
CREATE INDEX "report_bookings_start_idx" ON "report_bookings" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "report_bookings_room_idx" ON "report_bookings" USING btree ("room_id","start_at");--> statement-breakpoint
CREATE INDEX "report_bookings_meeting_idx" ON "report_bookings" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "report_meeting_days_day_idx" ON "report_meeting_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_meetings_start_idx" ON "report_meetings" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE INDEX "report_meetings_organiser_idx" ON "report_meetings" USING btree ("organiser_id","start_at");--> statement-breakpoint
CREATE INDEX "report_meetings_host_idx" ON "report_meetings" USING btree ("host_id","start_at");--> statement-breakpoint
-- hand-written
-- Booked versus used walks the bookings of a range across all rooms by their start.
CREATE INDEX "room_bookings_start_idx" ON "room_bookings" USING btree ("start_at");
--> statement-breakpoint
-- The reports' roll-ups are maintained incrementally: a statement trigger on each of their inputs
-- puts the ids of the meetings it touched into report_dirty (services/report-rollups.ts recomputes
-- them). TG_ARGV[0] names the meeting id column of the changed rows.
CREATE FUNCTION report_mark_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO report_dirty SELECT DISTINCT %I FROM new_rows WHERE %I IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_mark_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO report_dirty SELECT DISTINCT %I FROM old_rows WHERE %I IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_mark_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO report_dirty SELECT %I FROM new_rows WHERE %I IS NOT NULL UNION SELECT %I FROM old_rows WHERE %I IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[0], TG_ARGV[0], TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_meetings_insert AFTER INSERT ON meetings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_new('id');
--> statement-breakpoint
CREATE TRIGGER report_meetings_update AFTER UPDATE ON meetings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_both('id');
--> statement-breakpoint
CREATE TRIGGER report_meetings_delete AFTER DELETE ON meetings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_old('id');
--> statement-breakpoint
CREATE TRIGGER report_bookings_insert AFTER INSERT ON room_bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_new('meeting_id');
--> statement-breakpoint
CREATE TRIGGER report_bookings_update AFTER UPDATE ON room_bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_both('meeting_id');
--> statement-breakpoint
CREATE TRIGGER report_bookings_delete AFTER DELETE ON room_bookings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_old('meeting_id');
--> statement-breakpoint
CREATE TRIGGER report_participants_insert AFTER INSERT ON participants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_new('meeting_id');
--> statement-breakpoint
CREATE TRIGGER report_participants_delete AFTER DELETE ON participants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_old('meeting_id');
--> statement-breakpoint
CREATE TRIGGER report_calls_insert AFTER INSERT ON call_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_new('meeting_id');
--> statement-breakpoint
CREATE TRIGGER report_calls_update AFTER UPDATE ON call_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_both('meeting_id');
--> statement-breakpoint
-- A schedule's name, type or organiser, an organiser's department, a room's department and a
-- presence reading reach the meetings through a join.
CREATE FUNCTION report_mark_schedules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty SELECT m.id FROM meetings m JOIN new_rows n ON m.schedule_id = n.id JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.meeting_number, n.type, n.creator_id, n.host_id) IS DISTINCT FROM (o.name, o.meeting_number, o.type, o.creator_id, o.host_id)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_schedules_update AFTER UPDATE ON schedules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_schedules();
--> statement-breakpoint
CREATE FUNCTION report_mark_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty SELECT m.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN schedules s ON s.creator_id = n.id JOIN meetings m ON m.schedule_id = s.id
    WHERE n.dept_id IS DISTINCT FROM o.dept_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_users();
--> statement-breakpoint
CREATE FUNCTION report_mark_rooms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty SELECT DISTINCT rb.meeting_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN room_bookings rb ON rb.room_id = n.id
    WHERE n.dept_id IS DISTINCT FROM o.dept_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_rooms_update AFTER UPDATE ON rooms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_rooms();
--> statement-breakpoint
CREATE FUNCTION report_mark_presence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty SELECT DISTINCT rb.meeting_id FROM new_rows n
    JOIN room_bookings rb ON rb.room_id = n.room_id AND rb.start_at < n.end_at AND rb.end_at > n.start_at
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_presence_insert AFTER INSERT ON presence_readings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_presence();
--> statement-breakpoint
CREATE TRIGGER report_presence_delete AFTER DELETE ON presence_readings REFERENCING OLD TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_presence();
--> statement-breakpoint
-- Meetings from before this migration: computed by the first report call (or the seed).
INSERT INTO report_dirty SELECT id FROM meetings ON CONFLICT DO NOTHING;
