CREATE TABLE "report_organisers" (
	"organiser_id" text NOT NULL,
	"dept_id" text,
	"meetings" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_room_keys" (
	"grouping" text NOT NULL,
	"key" text NOT NULL,
	"bookings" integer NOT NULL,
	"booked_ms" bigint NOT NULL,
	"freed_ms" bigint NOT NULL,
	CONSTRAINT "report_room_keys_grouping_key_pk" PRIMARY KEY("grouping","key")
);
--> statement-breakpoint
CREATE TABLE "report_subtree_days" (
	"day" date NOT NULL,
	"dept_id" text NOT NULL,
	"type" text NOT NULL,
	"meetings" integer NOT NULL,
	"started" integer NOT NULL,
	"ms" bigint NOT NULL,
	"participants" integer NOT NULL,
	"connected_ms" bigint NOT NULL,
	"carried_participants" integer NOT NULL,
	"carried_connected_ms" bigint NOT NULL,
	"own_meetings" integer NOT NULL,
	"own_started" integer NOT NULL,
	"own_ms" bigint NOT NULL,
	CONSTRAINT "report_subtree_days_dept_id_day_type_pk" PRIMARY KEY("dept_id","day","type")
);
--> statement-breakpoint
CREATE TABLE "report_subtree_months" (
	"month" date NOT NULL,
	"dept_id" text NOT NULL,
	"type" text NOT NULL,
	"meetings" integer NOT NULL,
	"started" integer NOT NULL,
	"ms" bigint NOT NULL,
	"participants" integer NOT NULL,
	"connected_ms" bigint NOT NULL,
	"carried_participants" integer NOT NULL,
	"carried_connected_ms" bigint NOT NULL,
	"own_meetings" integer NOT NULL,
	"own_started" integer NOT NULL,
	"own_ms" bigint NOT NULL,
	CONSTRAINT "report_subtree_months_dept_id_month_type_pk" PRIMARY KEY("dept_id","month","type")
);
--> statement-breakpoint
CREATE INDEX "report_organisers_organiser_idx" ON "report_organisers" USING btree ("organiser_id");--> statement-breakpoint
CREATE INDEX "report_organisers_meetings_idx" ON "report_organisers" USING btree ("meetings","dept_id","organiser_id");--> statement-breakpoint
CREATE INDEX "report_room_keys_freed_idx" ON "report_room_keys" USING btree ("grouping","freed_ms","key");--> statement-breakpoint
CREATE INDEX "report_subtree_days_day_idx" ON "report_subtree_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_subtree_months_month_idx" ON "report_subtree_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "report_days_organiser_idx" ON "report_days" USING btree ("organiser_id","day","type","dept_id","meetings","started","ms");--> statement-breakpoint
CREATE INDEX "report_months_organiser_idx" ON "report_months" USING btree ("organiser_id","month","type","dept_id","meetings","started","ms");--> statement-breakpoint
CREATE INDEX "report_room_days_grouping_idx" ON "report_room_days" USING btree ("grouping","day","key","room_dept_id","type","bookings","used","partly_used","no_show","ghost","booked_ms","used_ms","freed_ms");--> statement-breakpoint
CREATE INDEX "report_room_days_key_idx" ON "report_room_days" USING btree ("grouping","key","day","room_dept_id","type","bookings","used","partly_used","no_show","ghost","booked_ms","used_ms","freed_ms");--> statement-breakpoint
CREATE INDEX "report_room_months_grouping_idx" ON "report_room_months" USING btree ("grouping","month","key","room_dept_id","type","bookings","used","partly_used","no_show","ghost","booked_ms","used_ms","freed_ms");--> statement-breakpoint
CREATE INDEX "report_room_months_key_idx" ON "report_room_months" USING btree ("grouping","key","month","room_dept_id","type","bookings","used","partly_used","no_show","ghost","booked_ms","used_ms","freed_ms");--> statement-breakpoint
-- hand-written
-- A department moved or deleted changes the subtree sums: they are emptied, and the next refresh
-- (services/report-rollups.ts) sums them again from report_days and report_months, as it does the
-- first time after this migration.
CREATE FUNCTION report_clear_subtrees() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_subtree_days;
  DELETE FROM report_subtree_months;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_departments_move AFTER UPDATE OF parent_id ON departments FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION report_clear_subtrees();
--> statement-breakpoint
CREATE TRIGGER report_departments_delete AFTER DELETE ON departments FOR EACH STATEMENT EXECUTE FUNCTION report_clear_subtrees();
--> statement-breakpoint
-- The organisers' counts of the meetings already rolled up, as services/report-rollups.ts counts them.
INSERT INTO report_organisers (organiser_id, dept_id, meetings)
  SELECT organiser_id, dept_id, count(*)::int FROM report_meetings GROUP BY organiser_id, dept_id;
--> statement-breakpoint
-- The heat-map cells over every room's department ('org-cell'), as services/report-rollups.ts sums them.
INSERT INTO report_room_days (day, grouping, key, room_dept_id, type, bookings, used, partly_used, no_show, ghost,
    booked_ms, used_ms, freed_ms)
  SELECT day, 'org-cell', key, NULL, type, sum(bookings)::int, sum(used)::int, sum(partly_used)::int,
    sum(no_show)::int, sum(ghost)::int, sum(booked_ms)::bigint, sum(used_ms)::bigint, sum(freed_ms)::bigint
  FROM report_room_days WHERE grouping = 'cell' GROUP BY day, key, type;
--> statement-breakpoint
-- The heat-map cells over every room's department ('org-cell'), as services/report-rollups.ts sums them.
INSERT INTO report_room_months (month, grouping, key, room_dept_id, type, bookings, used, partly_used, no_show, ghost,
    booked_ms, used_ms, freed_ms)
  SELECT month, 'org-cell', key, NULL, type, sum(bookings)::int, sum(used)::int, sum(partly_used)::int,
    sum(no_show)::int, sum(ghost)::int, sum(booked_ms)::bigint, sum(used_ms)::bigint, sum(freed_ms)::bigint
  FROM report_room_months WHERE grouping = 'cell' GROUP BY month, key, type;
--> statement-breakpoint
-- The bound of booked versus used's groups by department and organiser, as services/report-rollups.ts keeps it.
INSERT INTO report_room_keys (grouping, key, bookings, booked_ms, freed_ms)
  SELECT grouping, key, sum(bookings)::int, sum(booked_ms)::bigint, sum(freed_ms)::bigint
  FROM report_room_months WHERE grouping IN ('department', 'organiser') GROUP BY grouping, key;
--> statement-breakpoint
-- Every booking over every room's department ('org'), from the rooms' rows, as services/report-rollups.ts sums it.
INSERT INTO report_room_days (day, grouping, key, room_dept_id, type, bookings, used, partly_used, no_show, ghost,
    booked_ms, used_ms, freed_ms)
  SELECT day, 'org', '', NULL, type, sum(bookings)::int, sum(used)::int, sum(partly_used)::int, sum(no_show)::int,
    sum(ghost)::int, sum(booked_ms)::bigint, sum(used_ms)::bigint, sum(freed_ms)::bigint
  FROM report_room_days WHERE grouping = 'room' GROUP BY day, type;
--> statement-breakpoint
INSERT INTO report_room_months (month, grouping, key, room_dept_id, type, bookings, used, partly_used, no_show,
    ghost, booked_ms, used_ms, freed_ms)
  SELECT month, 'org', '', NULL, type, sum(bookings)::int, sum(used)::int, sum(partly_used)::int, sum(no_show)::int,
    sum(ghost)::int, sum(booked_ms)::bigint, sum(used_ms)::bigint, sum(freed_ms)::bigint
  FROM report_room_months WHERE grouping = 'room' GROUP BY month, type;
