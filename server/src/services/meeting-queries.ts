import { and, asc, count, desc, eq, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DayCount, Occupancy } from "../../../src/api/meeting-types.ts";
import type { Db } from "../db/database.ts";
import { meetings, roomBookings, schedules } from "../db/schema-meetings.ts";
import { ApiError, fieldError } from "../errors.ts";
import { keywordMatch } from "../lib/list-filters.ts";
import { type ListQuery, limitOffset, orderBy, type Page } from "../lib/list-query.ts";
import {
  effectiveStatusSql,
  endedSql,
  type MeetingRow,
  notEndedSql,
  type RowContext,
  selectBaseRows,
  toMeetingRows,
} from "./meeting-rows.ts";
import {
  involvedCondition,
  type MeetingTab,
  notCancelled,
  tabCondition,
  visibleCondition,
} from "./meeting-visibility.ts";
import { PRODUCT_CONFIG_RANGES } from "./product-config.ts";

/** The meeting lists and lookups of the contract's "Lists" section. */
export type MeetingScope = "upcoming" | "ended" | "any";

export interface MeetingQuery extends ListQuery {
  tab?: MeetingTab;
  status?: string;
  type?: string;
  start?: number;
  end?: number;
}

const SORTS = { startAt: meetings.startAt, endAt: meetings.endAt, name: schedules.name };
const DAY_MS = 86_400_000;
/** No booking is longer than the longest allowed meeting, which bounds the index scan of overlaps. */
const LONGEST_MEETING_MS = PRODUCT_CONFIG_RANGES.maxDuration.maximum * 60_000;

function scopeCondition(scope: MeetingScope, now: number): SQL | undefined {
  if (scope === "upcoming") return notEndedSql(now);
  if (scope === "ended") return endedSql(now);
  return undefined;
}

/** Meetings overlapping [start, end) (either bound optional). */
function overlapCondition(start: number | undefined, end: number | undefined): SQL | undefined {
  return and(
    end !== undefined ? lt(meetings.startAt, end) : undefined,
    start !== undefined ? gt(meetings.endAt, start) : undefined,
  );
}

export function meetingListCondition(
  query: MeetingQuery,
  scope: MeetingScope,
  context: RowContext,
): SQL | undefined {
  const { user, now } = context;
  return and(
    notCancelled(),
    visibleCondition(user),
    tabCondition(query.tab, user),
    scopeCondition(scope, now),
    keywordMatch(query.keyword, schedules.name, schedules.meetingNumber, schedules.contact),
    query.status ? sql`${effectiveStatusSql(now)} = ${query.status}` : undefined,
    query.type ? eq(schedules.type, query.type as (typeof schedules.type.enumValues)[number]) : undefined,
    overlapCondition(query.start, query.end),
  );
}

/**
 * One page of visible meetings of the scope; `limit` overrides the page size (exports). The page's
 * ids and the total come from one narrow query over meetings and schedules; the wide rows (names,
 * rooms, attendee counts) are read for those ids only.
 */
export async function listMeetings(
  db: Db,
  query: MeetingQuery,
  scope: MeetingScope,
  context: RowContext,
  options: { defaultDirection?: "asc" | "desc"; limit?: number } = {},
): Promise<Page<MeetingRow>> {
  const where = meetingListCondition(query, scope, context);
  const direction = options.defaultDirection === "desc" ? desc : asc;
  const order = orderBy(query, SORTS, [direction(meetings.startAt), direction(meetings.id)]);
  const paging = options.limit !== undefined ? { limit: options.limit, offset: 0 } : limitOffset(query);
  const page = await db
    .select({ id: meetings.id, total: sql<number>`(count(*) over ())::int` })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(where)
    .orderBy(...order)
    .limit(paging.limit)
    .offset(paging.offset);
  if (page.length === 0) {
    if (paging.offset === 0) return { records: [], total: 0 };
    // Past the last page: the total still has to be counted.
    const [{ total }] = await db
      .select({ total: count() })
      .from(meetings)
      .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
      .where(where);
    return { records: [], total };
  }
  const ids = page.map((row) => row.id);
  const base = new Map(
    (await selectBaseRows(db).where(inArray(meetings.id, ids))).map((row) => [row.id, row]),
  );
  const ordered = ids.flatMap((id) => base.get(id) ?? []);
  return { records: await toMeetingRows(db, ordered, context), total: page[0].total };
}

/** A visible, not cancelled meeting by id, or null. */
export async function findMeetingRow(db: Db, id: string, context: RowContext): Promise<MeetingRow | null> {
  const base = await selectBaseRows(db).where(
    and(eq(meetings.id, id), notCancelled(), visibleCondition(context.user)),
  );
  if (base.length === 0) return null;
  return (await toMeetingRows(db, base, context))[0];
}

/** The not cancelled meetings of one schedule, by start. */
export async function scheduleMeetingRows(
  db: Db,
  scheduleId: string,
  context: RowContext,
): Promise<MeetingRow[]> {
  const base = await selectBaseRows(db)
    .where(and(eq(meetings.scheduleId, scheduleId), notCancelled()))
    .orderBy(asc(meetings.startAt), asc(meetings.id));
  return toMeetingRows(db, base, context);
}

/** The running or next meeting with that number, for anyone logged in (join by number). */
export async function meetingByNumber(db: Db, number: string, context: RowContext): Promise<MeetingRow> {
  const base = await selectBaseRows(db)
    .where(and(eq(schedules.meetingNumber, number), notCancelled(), notEndedSql(context.now)))
    .orderBy(asc(meetings.startAt), asc(meetings.id))
    .limit(1);
  if (base.length === 0) {
    throw new ApiError(404, "meetingReads.notFound", { errorCode: "MEETING_NOT_FOUND" });
  }
  const [row] = await toMeetingRows(db, base, context);
  if (!row.joinByApp) {
    throw new ApiError(409, "meetingReads.terminalOnly", {
      errorCode: "TERMINAL_ONLY",
      data: { networkNumber: row.networkNumber },
    });
  }
  return row;
}

/** 400 on `end` unless start < end and the range spans at most maxDays. */
export function checkRange(start: number, end: number, maxDays: number): void {
  if (end <= start) throw fieldError({ end: "meetingReads.endAfterStart" });
  if (end - start > maxDays * DAY_MS) {
    throw fieldError({ end: { key: "meetingReads.rangeTooLong", params: { days: maxDays } } });
  }
}

/** Visible, not cancelled meetings per local day of their start (utcOffset: minutes east of UTC). */
export async function meetingDateCounts(
  db: Db,
  range: { start: number; end: number; utcOffset: number },
  context: RowContext,
): Promise<DayCount[]> {
  // Inlined (a validated integer), so that SELECT and GROUP BY hold the very same expression.
  const shift = sql.raw(String(Math.trunc(range.utcOffset) * 60_000));
  const day = sql<number>`floor((${meetings.startAt} + ${shift})::numeric / ${sql.raw(String(DAY_MS))})::int`;
  const rows = await db
    .select({ day, n: count() })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(
      and(
        notCancelled(),
        visibleCondition(context.user),
        gte(meetings.startAt, range.start),
        lt(meetings.startAt, range.end),
      ),
    )
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({
    date: new Date(row.day * DAY_MS).toISOString().slice(0, 10),
    count: row.n,
  }));
}

/** Bookings of the rooms overlapping [start, end); the meeting name only where the caller sees it. */
export async function roomOccupancy(
  db: Db,
  range: { start: number; end: number; roomIds: string[] },
  context: RowContext,
): Promise<Occupancy[]> {
  const visible = visibleCondition(context.user);
  const rows = await db
    .select({
      roomId: roomBookings.roomId,
      meetingId: roomBookings.meetingId,
      scheduleId: meetings.scheduleId,
      startAt: roomBookings.startAt,
      endAt: roomBookings.endAt,
      name: schedules.name,
      visible: visible ? sql<boolean>`(${visible})` : sql<boolean>`true`,
      mine: sql<boolean>`(${involvedCondition(context.user.userId)})`,
    })
    .from(roomBookings)
    .innerJoin(meetings, eq(meetings.id, roomBookings.meetingId))
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(
      and(
        inArray(roomBookings.roomId, range.roomIds),
        lt(roomBookings.startAt, range.end),
        gt(roomBookings.startAt, range.start - LONGEST_MEETING_MS),
        gt(roomBookings.endAt, range.start),
        notCancelled(),
      ),
    )
    .orderBy(asc(roomBookings.roomId), asc(roomBookings.startAt));
  return rows.map(({ visible: shown, name, ...row }) => ({ ...row, name: shown ? name : null }));
}
