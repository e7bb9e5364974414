import { type SQL, sql } from "drizzle-orm";
import type { BOOKING_SORTS } from "#contract/limits/reports";
import type { BookingRow } from "#contract/report-rooms";
import type { AppContext } from "../context.ts";
import { allBookings, type BookingFilters, bookings, rolledUp, USAGE, withUsage } from "./bookings.ts";
import { keywordCondition, sortOf } from "./meeting-list.ts";
import { allOf, type ReportScope, rowsOf } from "./scope.ts";

// The booking list of the rooms report and its export.

const BOOKING_SORT_COLUMNS: Record<(typeof BOOKING_SORTS)[number], string> = {
  startAt: "start_at",
  bookedMinutes: "booked_ms",
  usedMinutes: "used_ms",
};

/** The columns of BookingRow over `usage u`. */
const bookingColumns = sql`u.id, json_build_object('id', u.meeting_id, 'name', u.meeting_name) as meeting, u.type,
    json_build_object('id', r.id, 'name', r.name) as room,
    json_build_object('id', o.id, 'name', o.name) as organiser,
    case when d.id is null then null else json_build_object('id', d.id, 'name', d.name) end as department,
    u.start_at as "startAt", u.end_at as "endAt", (u.booked_ms / 60000)::int as "bookedMinutes",
    (u.joined_ms / 60000)::int as "joinedMinutes", (u.present_ms / 60000)::int as "presentMinutes",
    u.held as "meetingHeld", (u.used_ms / 60000)::int as "usedMinutes", u.usage`;

const bookingJoins = sql`join rooms r on r.id = u.room_id join users o on o.id = u.creator_id
  left join departments d on d.id = u.organiser_dept`;

export interface BookingListOptions {
  page: number;
  size: number;
  sort?: string;
  keyword?: string;
  usage?: string;
}

const USAGE_COLUMNS: Record<string, string> = {
  USED: "used",
  PARTLY_USED: "partly_used",
  NO_SHOW: "no_show",
  GHOST: "ghost",
};

export async function listBookings(
  ctx: AppContext,
  rs: ReportScope,
  filters: BookingFilters,
  options: BookingListOptions,
): Promise<{ records: BookingRow[]; total: number }> {
  const order = sortOf(options.sort, BOOKING_SORT_COLUMNS);
  const keyword = keywordCondition(options.keyword);
  const where = allOf(filters.where, keyword);
  const picked = sql`select * from (select u.*, ${USAGE} as usage from (${bookings(rs, { ...filters, where })}) u) p
    ${options.usage ? sql`where usage = ${options.usage}` : sql``}`;
  const records = await rowsOf<BookingRow>(
    ctx,
    sql`select ${bookingColumns}
    from (${picked} order by ${order} limit ${options.size} offset ${(options.page - 1) * options.size}) u
    ${bookingJoins} order by ${order}`,
  );
  const column = sql.raw(options.usage ? (USAGE_COLUMNS[options.usage] ?? "bookings") : "bookings");
  const [count] = await rowsOf<{ total: number }>(
    ctx,
    !keyword && rolledUp(filters, "room")
      ? sql`select coalesce(sum(r.${column}), 0)::int as total from (${allBookings(rs, filters.roomId)}) r`
      : sql`select count(*)::int as total from (${picked}) p`,
  );
  return { records, total: count.total };
}

/** Every booking of the filters in order, in chunks (the export): a cursor keeps memory flat. */
export function bookingExportStatement(
  rs: ReportScope,
  filters: BookingFilters,
  options: { sort?: string; keyword?: string; usage?: string },
): SQL {
  const order = sortOf(options.sort, BOOKING_SORT_COLUMNS);
  const where = allOf(filters.where, keywordCondition(options.keyword));
  const tz = rs.range.timeZone;
  const local = (column: SQL) =>
    sql`to_char(to_timestamp(${column} / 1000.0) at time zone ${tz}, 'YYYY/MM/DD HH24:MI')`;
  return sql`with ${withUsage(rs, { ...filters, where })}
    select ${bookingColumns}, ${local(sql`u.start_at`)} as start, ${local(sql`u.end_at`)} as "end" from (select * from usage ${options.usage ? sql`where usage = ${options.usage}` : sql``}) u
    ${bookingJoins} order by ${order}`;
}
