import { and, asc, count, desc, eq, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DayCount } from "../../../src/api/meeting-types.ts";
import type { Db } from "../db/database.ts";
import { meetings, schedules } from "../db/schema-meetings.ts";
import { fieldError } from "../errors.ts";
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
import { type MeetingTab, notCancelled, tabCondition, visibleCondition } from "./meeting-visibility.ts";

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
