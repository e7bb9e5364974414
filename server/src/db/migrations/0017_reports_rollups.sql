CREATE TABLE "report_days" (
	"day" date NOT NULL,
	"dept_id" text,
	"type" text NOT NULL,
	"organiser_id" text NOT NULL,
	"meetings" integer NOT NULL,
	"started" integer NOT NULL,
	"ms" bigint NOT NULL,
	"participants" integer NOT NULL,
	"connected_ms" bigint NOT NULL,
	"carried_participants" integer NOT NULL,
	"carried_connected_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_hours" (
	"hour_start" bigint NOT NULL,
	"local_hour" timestamp NOT NULL,
	"type" text NOT NULL,
	"meetings_peak" integer NOT NULL,
	"meetings_at" bigint,
	"participants_peak" integer NOT NULL,
	"participants_at" bigint,
	CONSTRAINT "report_hours_type_hour_start_pk" PRIMARY KEY("type","hour_start")
);
--> statement-breakpoint
CREATE TABLE "report_months" (
	"month" date NOT NULL,
	"dept_id" text,
	"type" text NOT NULL,
	"organiser_id" text NOT NULL,
	"meetings" integer NOT NULL,
	"started" integer NOT NULL,
	"ms" bigint NOT NULL,
	"participants" integer NOT NULL,
	"connected_ms" bigint NOT NULL,
	"carried_participants" integer NOT NULL,
	"carried_connected_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_refresh" (
	"id" integer PRIMARY KEY NOT NULL,
	"refreshed_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_room_days" (
	"day" date NOT NULL,
	"grouping" text NOT NULL,
	"key" text NOT NULL,
	"room_dept_id" text,
	"type" text NOT NULL,
	"bookings" integer NOT NULL,
	"used" integer NOT NULL,
	"partly_used" integer NOT NULL,
	"no_show" integer NOT NULL,
	"ghost" integer NOT NULL,
	"booked_ms" bigint NOT NULL,
	"used_ms" bigint NOT NULL,
	"freed_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_room_months" (
	"month" date NOT NULL,
	"grouping" text NOT NULL,
	"key" text NOT NULL,
	"room_dept_id" text,
	"type" text NOT NULL,
	"bookings" integer NOT NULL,
	"used" integer NOT NULL,
	"partly_used" integer NOT NULL,
	"no_show" integer NOT NULL,
	"ghost" integer NOT NULL,
	"booked_ms" bigint NOT NULL,
	"used_ms" bigint NOT NULL,
	"freed_ms" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_meetings" ADD COLUMN "peak_participants" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_meetings" ADD COLUMN "peak_at" bigint;--> statement-breakpoint
CREATE INDEX "report_days_day_idx" ON "report_days" USING btree ("day","dept_id","type");--> statement-breakpoint
CREATE INDEX "report_months_month_idx" ON "report_months" USING btree ("month","dept_id","type");--> statement-breakpoint
CREATE INDEX "report_room_days_day_idx" ON "report_room_days" USING btree ("day","grouping");--> statement-breakpoint
CREATE INDEX "report_room_months_month_idx" ON "report_room_months" USING btree ("month","grouping");--> statement-breakpoint
CREATE INDEX "report_meetings_peak_idx" ON "report_meetings" USING btree ("peak_participants" DESC NULLS LAST,"peak_at");--> statement-breakpoint
-- hand-written
-- report_hours, report_room_days and report_room_months are filled by the first refresh (they need
-- the organisation's time zone).
-- The days of the meetings already rolled up (started by now), as services/report-rollups.ts sums them.
INSERT INTO report_days (day, dept_id, type, organiser_id, meetings, started, ms, participants, connected_ms,
    carried_participants, carried_connected_ms)
  SELECT d.day, f.dept_id, f.type, f.organiser_id, count(*)::int, (count(*) FILTER (WHERE NOT c.carried))::int,
    sum(d.ms)::bigint,
    coalesce(sum(f.participants) FILTER (WHERE NOT c.carried), 0)::int,
    coalesce(sum(f.connected_ms) FILTER (WHERE NOT c.carried), 0)::bigint,
    coalesce(sum(f.participants) FILTER (WHERE c.carried), 0)::int,
    coalesce(sum(f.connected_ms) FILTER (WHERE c.carried), 0)::bigint
  FROM report_meeting_days d
  JOIN report_meetings f ON f.meeting_id = d.meeting_id
  CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM report_meeting_days p
    WHERE p.meeting_id = d.meeting_id AND p.day = d.day - 1) AS carried) c
  WHERE f.start_at <= (extract(epoch FROM now()) * 1000)::bigint
  GROUP BY d.day, f.dept_id, f.type, f.organiser_id;
--> statement-breakpoint
-- Their months, as services/report-rollups.ts sums them: carried over means into the month's first day.
INSERT INTO report_months (month, dept_id, type, organiser_id, meetings, started, ms, participants, connected_ms,
    carried_participants, carried_connected_ms)
  SELECT date_trunc('month', r.day)::date, r.dept_id, r.type, r.organiser_id,
    (sum(r.started) + coalesce(sum(r.meetings - r.started) FILTER (WHERE r.day = date_trunc('month', r.day)::date), 0))::int,
    sum(r.started)::int, sum(r.ms)::bigint, sum(r.participants)::int, sum(r.connected_ms)::bigint,
    coalesce(sum(r.carried_participants) FILTER (WHERE r.day = date_trunc('month', r.day)::date), 0)::int,
    coalesce(sum(r.carried_connected_ms) FILTER (WHERE r.day = date_trunc('month', r.day)::date), 0)::bigint
  FROM report_days r
  GROUP BY 1, r.dept_id, r.type, r.organiser_id;
--> statement-breakpoint
-- Each meeting's peak of participants connected at once, as services/report-rollups.ts computes it.
UPDATE report_meetings f SET peak_participants = p.peak, peak_at = p.at
  FROM (SELECT DISTINCT ON (meeting_id) meeting_id, c AS peak, t AS at
    FROM (SELECT meeting_id, t, sum(d) OVER (PARTITION BY meeting_id ORDER BY t)::int AS c
      FROM (SELECT meeting_id, t, sum(d) AS d FROM (
          SELECT meeting_id, connected_at AS t, 1 AS d FROM call_records WHERE connected_at IS NOT NULL
          UNION ALL SELECT meeting_id, coalesce(disconnected_at, (extract(epoch FROM now()) * 1000)::bigint), -1
          FROM call_records WHERE connected_at IS NOT NULL) e
        GROUP BY 1, 2) g) s
    ORDER BY meeting_id, c DESC, t) p
  WHERE p.meeting_id = f.meeting_id AND p.peak > 0;
--> statement-breakpoint
INSERT INTO report_refresh (id, refreshed_at) VALUES (1, (extract(epoch FROM now()) * 1000)::bigint);
