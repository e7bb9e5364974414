CREATE TABLE "report_meeting_users" (
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"roles" integer NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	CONSTRAINT "report_meeting_users_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_room_booked" (
	"type" text NOT NULL,
	"room_id" text NOT NULL,
	"room_dept_id" text,
	"days" datemultirange NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_user_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"roles" integer NOT NULL,
	"meetings" integer NOT NULL,
	"started" integer NOT NULL,
	"ms" bigint NOT NULL,
	CONSTRAINT "report_user_days_user_id_day_type_roles_pk" PRIMARY KEY("user_id","day","type","roles")
);
--> statement-breakpoint
CREATE TABLE "report_user_rooms" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"room_id" text NOT NULL,
	"meetings" integer NOT NULL,
	"started" integer NOT NULL,
	"ms" bigint NOT NULL,
	CONSTRAINT "report_user_rooms_user_id_day_type_room_id_pk" PRIMARY KEY("user_id","day","type","room_id")
);
--> statement-breakpoint
CREATE INDEX "report_meeting_users_user_idx" ON "report_meeting_users" USING btree ("user_id","start_at","meeting_id");--> statement-breakpoint
CREATE INDEX "report_room_booked_type_idx" ON "report_room_booked" USING btree ("type","room_id");--> statement-breakpoint
CREATE INDEX "report_room_keys_booked_idx" ON "report_room_keys" USING btree ("grouping","booked_ms","key");--> statement-breakpoint
-- hand-written
-- An invitation added or removed changes whose meetings they are: the meetings of the schedule are
-- queued (report_mark_* of migration 0015_reports).
CREATE FUNCTION report_mark_attendees() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_dirty SELECT m.id FROM meetings m WHERE m.schedule_id IN (SELECT schedule_id FROM changed_rows)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_attendees_insert AFTER INSERT ON schedule_attendees REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_attendees();
--> statement-breakpoint
CREATE TRIGGER report_attendees_delete AFTER DELETE ON schedule_attendees REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_attendees();
--> statement-breakpoint
-- The meetings already rolled up, with their users and the users' days, as services/report-rollups.ts computes them.
INSERT INTO report_meeting_users (meeting_id, user_id, roles, start_at, end_at)
  SELECT x.meeting_id, x.user_id, bit_or(x.role)::int, min(x.start_at), min(x.end_at)
  FROM (SELECT f.meeting_id, f.organiser_id AS user_id, 1 AS role, f.start_at, f.end_at FROM report_meetings f
    UNION ALL SELECT f.meeting_id, f.host_id, 2, f.start_at, f.end_at FROM report_meetings f WHERE f.host_id IS NOT NULL
    UNION ALL SELECT f.meeting_id, a.user_id, 4, f.start_at, f.end_at
      FROM report_meetings f JOIN schedule_attendees a ON a.schedule_id = f.schedule_id) x
  GROUP BY x.meeting_id, x.user_id;
--> statement-breakpoint
INSERT INTO report_user_days (user_id, day, type, roles, meetings, started, ms)
  SELECT mu.user_id, d.day, f.type, mu.roles, count(*)::int, (count(*) FILTER (WHERE p.meeting_id IS NULL))::int,
    sum(d.ms)::bigint
  FROM report_meeting_users mu
  JOIN report_meeting_days d ON d.meeting_id = mu.meeting_id
  JOIN report_meetings f ON f.meeting_id = mu.meeting_id
  LEFT JOIN report_meeting_days p ON p.meeting_id = d.meeting_id AND p.day = d.day - 1
  WHERE f.start_at <= coalesce((SELECT refreshed_at FROM report_refresh WHERE id = 1), 0)
  GROUP BY mu.user_id, d.day, f.type, mu.roles;
--> statement-breakpoint
INSERT INTO report_user_rooms (user_id, day, type, room_id, meetings, started, ms)
  SELECT mu.user_id, d.day, f.type, rb.room_id, count(*)::int, (count(*) FILTER (WHERE p.meeting_id IS NULL))::int,
    sum(d.ms)::bigint
  FROM report_meeting_users mu
  JOIN report_meeting_days d ON d.meeting_id = mu.meeting_id
  JOIN report_meetings f ON f.meeting_id = mu.meeting_id
  LEFT JOIN report_meeting_days p ON p.meeting_id = d.meeting_id AND p.day = d.day - 1
  JOIN room_bookings rb ON rb.meeting_id = mu.meeting_id
  WHERE f.start_at <= coalesce((SELECT refreshed_at FROM report_refresh WHERE id = 1), 0)
  GROUP BY mu.user_id, d.day, f.type, rb.room_id;
--> statement-breakpoint
-- The rooms' bound (the room bars' top list), as services/report-rollups.ts keeps it.
INSERT INTO report_room_keys (grouping, key, bookings, booked_ms, freed_ms)
  SELECT grouping, key, sum(bookings)::int, sum(booked_ms)::bigint, sum(freed_ms)::bigint
  FROM report_room_months WHERE grouping = 'room' GROUP BY grouping, key;
--> statement-breakpoint
-- Each room's booked days, as services/report-rollups.ts sums them.
INSERT INTO report_room_booked (type, room_id, room_dept_id, days)
  SELECT t.type, r.key, r.room_dept_id, range_agg(daterange(r.day, r.day, '[]'))
  FROM report_room_days r CROSS JOIN LATERAL (VALUES (r.type), ('')) t(type)
  WHERE r.grouping = 'room' GROUP BY t.type, r.key, r.room_dept_id;
