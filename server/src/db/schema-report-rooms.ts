import { customType, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { millis } from "./schema.ts";

// The rooms' roll-ups of the reports (booked versus used), beside those of schema-reports.ts.

/**
 * Booked versus used per local day of the bookings' start (ended by the watermark), grouped three
 * ways (by room, by the organiser's department, by organiser) within the room's department and the
 * meeting type, and the heat map's booked and used milliseconds per weekday × local hour (grouping
 * 'cell', key 'weekday:hour'; the counts are 0 there). Without a department or room filter the reports
 * read the same over every room's department: 'org-cell' for the heat map, 'org' (key '') for every
 * booking. The room reports and booked versus used read these for the days at a range's ends, and
 * `report_room_months` for its whole months. Recomputed for the start days of the bookings of
 * every recomputed meeting (all of them after a time zone change).
 */
export const reportRoomDays = pgTable(
  "report_room_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    /**
     * What the rows are grouped by: room, department (the organiser's), organiser, cell; org-cell (a
     * cell) and org (key '': all bookings) over every room's department, room_dept_id null.
     */
    grouping: text("grouping").notNull(),
    /** The room, department ('' for none) or organiser id, or the cell's 'weekday:hour'. */
    key: text("key").notNull(),
    roomDeptId: text("room_dept_id"),
    type: text("type").notNull(),
    bookings: integer("bookings").notNull(),
    used: integer("used").notNull(),
    partlyUsed: integer("partly_used").notNull(),
    noShow: integer("no_show").notNull(),
    ghost: integer("ghost").notNull(),
    bookedMs: millis("booked_ms").notNull(),
    usedMs: millis("used_ms").notNull(),
    freedMs: millis("freed_ms").notNull(),
  },
  (t) => [
    index("report_room_days_day_idx").on(t.day, t.grouping),
    // Covering: a grouping's rows of a range are summed from the index alone.
    index("report_room_days_grouping_idx").on(
      t.grouping,
      t.day,
      t.key,
      t.roomDeptId,
      t.type,
      t.bookings,
      t.used,
      t.partlyUsed,
      t.noShow,
      t.ghost,
      t.bookedMs,
      t.usedMs,
      t.freedMs,
    ),
    // Covering, by key: the groups that free the most are summed one by one.
    index("report_room_days_key_idx").on(
      t.grouping,
      t.key,
      t.day,
      t.roomDeptId,
      t.type,
      t.bookings,
      t.used,
      t.partlyUsed,
      t.noShow,
      t.ghost,
      t.bookedMs,
      t.usedMs,
      t.freedMs,
    ),
  ],
);

/** `report_room_days` summed per local calendar month (its first day). */
export const reportRoomMonths = pgTable(
  "report_room_months",
  {
    month: date("month", { mode: "string" }).notNull(),
    /**
     * What the rows are grouped by: room, department (the organiser's), organiser, cell; org-cell (a
     * cell) and org (key '': all bookings) over every room's department, room_dept_id null.
     */
    grouping: text("grouping").notNull(),
    /** The room, department ('' for none) or organiser id, or the cell's 'weekday:hour'. */
    key: text("key").notNull(),
    roomDeptId: text("room_dept_id"),
    type: text("type").notNull(),
    bookings: integer("bookings").notNull(),
    used: integer("used").notNull(),
    partlyUsed: integer("partly_used").notNull(),
    noShow: integer("no_show").notNull(),
    ghost: integer("ghost").notNull(),
    bookedMs: millis("booked_ms").notNull(),
    usedMs: millis("used_ms").notNull(),
    freedMs: millis("freed_ms").notNull(),
  },
  (t) => [
    index("report_room_months_month_idx").on(t.month, t.grouping),
    // Covering: a grouping's rows of a range are summed from the index alone.
    index("report_room_months_grouping_idx").on(
      t.grouping,
      t.month,
      t.key,
      t.roomDeptId,
      t.type,
      t.bookings,
      t.used,
      t.partlyUsed,
      t.noShow,
      t.ghost,
      t.bookedMs,
      t.usedMs,
      t.freedMs,
    ),
    // Covering, by key: the groups that free the most are summed one by one.
    index("report_room_months_key_idx").on(
      t.grouping,
      t.key,
      t.month,
      t.roomDeptId,
      t.type,
      t.bookings,
      t.used,
      t.partlyUsed,
      t.noShow,
      t.ghost,
      t.bookedMs,
      t.usedMs,
      t.freedMs,
    ),
  ],
);

/**
 * Booked versus used's groups by department, by organiser and by room summed over every month of
 * `report_room_months`: a bound on what any range books and frees for a key, by which the groups
 * that free the most (and the rooms booked the most) are found among a few candidates. Kept by the
 * refresh as it rewrites days.
 */
export const reportRoomKeys = pgTable(
  "report_room_keys",
  {
    grouping: text("grouping").notNull(),
    key: text("key").notNull(),
    bookings: integer("bookings").notNull(),
    bookedMs: millis("booked_ms").notNull(),
    freedMs: millis("freed_ms").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.grouping, t.key] }),
    index("report_room_keys_freed_idx").on(t.grouping, t.freedMs, t.key),
    index("report_room_keys_booked_idx").on(t.grouping, t.bookedMs, t.key),
  ],
);

/** A set of local days (PostgreSQL datemultirange), as its text. */
const dateSet = customType<{ data: string }>({ dataType: () => "datemultirange" });

/**
 * Each room's booked days (the local start days of its ended bookings, as report_room_days has them)
 * per meeting type and for all types (type ''), within the room's department: the room figure of the
 * room totals counts the rooms whose days meet the range, one row per room instead of one per room,
 * month and type. Summed again for the rooms whose days the refresh rewrites.
 */
export const reportRoomBooked = pgTable(
  "report_room_booked",
  {
    type: text("type").notNull(),
    roomId: text("room_id").notNull(),
    roomDeptId: text("room_dept_id"),
    days: dateSet("days").notNull(),
  },
  (t) => [index("report_room_booked_type_idx").on(t.type, t.roomId)],
);
