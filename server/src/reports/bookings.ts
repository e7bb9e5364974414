import { type SQL, sql } from "drizzle-orm";
import type { BookingUsageGrouping } from "#contract/report-rooms";
import type { AppContext } from "../context.ts";
import { notFound } from "../errors.ts";
import { allOf, deptCovered, type ReportScope, rowsOf } from "./scope.ts";
import { daySpans, wholeMonths } from "./sql.ts";

/**
 * Rooms and booked versus used (docs/reports.md), read from the roll-up `report_bookings`
 * (reports/rollups.ts computes each booking's joined, present and used time). A booking
 * belongs to the range when it starts inside it and counts once it has ended; the rooms (and the
 * department filter) are those of the room's department, the data authority too. The usage is the
 * rule of src/contract/rules/booking-usage.ts over those times. The reads over these rows are
 * room-usage.ts, booked-vs-used.ts and booking-list.ts.
 */
export interface BookingFilters {
  roomId?: string;
  organiserId?: string;
  /** Further conditions on `bk` columns. */
  where?: SQL;
}

/** A room filter must name a room of the scope (else 404). */
export async function requireRoom(
  ctx: AppContext,
  rs: ReportScope,
  roomId: string | undefined,
): Promise<void> {
  if (roomId === undefined) return;
  const [room] = await rowsOf<{ id: string }>(
    ctx,
    sql`select id from rooms where id = ${roomId} and ${allOf(deptCovered(sql`dept_id`, rs))}`,
  );
  if (!room) throw notFound();
}

/** The ended bookings of the scope, from the roll-up `report_bookings` (f). */
export function bookings(rs: ReportScope, filters: BookingFilters): SQL {
  const { start, end } = rs.range;
  return sql`select f.booking_id::text as id, f.meeting_id, f.room_id, f.start_at, f.end_at, f.name as meeting_name,
      f.type, f.organiser_id as creator_id, f.organiser_dept_id as organiser_dept, f.room_dept_id as room_dept,
      f.end_at - f.start_at as booked_ms, f.joined_ms, f.present_ms, f.used_ms, f.used, f.held
    from report_bookings f
    where ${allOf(
      sql`f.start_at >= ${start}::bigint`,
      sql`f.start_at < ${end}::bigint`,
      sql`f.end_at <= ${rs.now}::bigint`,
      rs.type ? sql`f.type = ${rs.type}` : undefined,
      deptCovered(sql`f.room_dept_id`, rs),
      filters.roomId ? sql`f.room_id = ${filters.roomId}` : undefined,
      filters.organiserId ? sql`f.organiser_id = ${filters.organiserId}` : undefined,
      filters.where,
    )}`;
}

/** The groupings of the booking roll-ups: booked versus used's, and the heat map's cells. */
type RoomGrouping = BookingUsageGrouping | "cell" | "org-cell" | "org";

/**
 * The rows that sum every booking of the scope (one group each): the rooms', or without a department
 * or room filter those of the whole organisation (grouping 'org': one per day or month and type).
 */
export const allBookings = (rs: ReportScope, roomId?: string, daysOnly = false) =>
  rs.deptIds === null && !roomId
    ? roomRows(rs, "org", undefined, daysOnly)
    : roomRows(rs, "room", roomId, daysOnly);

/**
 * The booked-versus-used roll-ups of the range and scope grouped by `grouping` (as rows `r` with
 * `day`, `key` and the sums of usageSums): report_room_months for the range's whole months (unless
 * `daysOnly`), report_room_days for its other days. A room filter narrows the room grouping.
 */
export function roomRows(
  rs: ReportScope,
  grouping: RoomGrouping,
  roomId?: string,
  daysOnly = false,
  keys?: SQL,
): SQL {
  const { fromDay, toDay } = rs.range;
  const months = daysOnly ? null : wholeMonths(fromDay, toDay);
  const scoped = [
    sql`r.grouping = ${grouping}`,
    rs.type ? sql`r.type = ${rs.type}` : undefined,
    deptCovered(sql`r.room_dept_id`, rs),
    roomId ? sql`r.key = ${roomId}` : undefined,
    keys,
  ];
  const columns = sql`r.key, r.bookings, r.used, r.partly_used, r.no_show, r.ghost, r.booked_ms, r.used_ms, r.freed_ms`;
  const parts = daySpans(fromDay, toDay, months).map(
    (span) => sql`select r.day, ${columns} from report_room_days r where ${allOf(span, ...scoped)}`,
  );
  if (months)
    parts.push(sql`select r.month as day, ${columns} from report_room_months r
    where ${allOf(sql`r.month >= ${months.from}::date`, sql`r.month < ${months.to}::date`, ...scoped)}`);
  return sql.join(parts, sql` union all `);
}

/** The roll-ups answer for these filters (a room filter only when grouped by room). */
export const rolledUp = (filters: BookingFilters, grouping: RoomGrouping) =>
  !filters.organiserId && !filters.where && (!filters.roomId || grouping === "room");

/** `usage` of a classified booking: the rule of booking-usage.ts. */
export const USAGE = sql`case when u.used_ms > 0 then case when u.used_ms * 2 >= u.booked_ms then 'USED' else 'PARTLY_USED' end
    when u.held then 'NO_SHOW' else 'GHOST' end`;

/** The bookings with their usage, as CTE `usage`. */
export const withUsage = (rs: ReportScope, filters: BookingFilters) => sql`usage as materialized (
    select u.*, ${USAGE} as usage from (${bookings(rs, filters)}) u)`;
