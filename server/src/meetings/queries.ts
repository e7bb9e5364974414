import { and, asc, count, eq, gt, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { ListQuery, Page } from "#contract/list";
import type { DayCount, DayCountQuery, MeetingFilters, MeetingRow } from "#contract/meetings";
import type { Db } from "../db/database.ts";
import { meetings, schedules } from "../db/schema-meetings.ts";
import { fieldError } from "../errors.ts";
import { conditionKey, keptStatementsOf, PAGE } from "../lib/kept-statements.ts";
import { keywordSearch } from "../lib/list-filters.ts";
import {
  COUNT_BOUND,
  indexedOrder,
  keptRowsByIds,
  keptTotal,
  limitOffset,
  requestedSort,
  type Sort,
} from "../lib/list-query.ts";
import { PRODUCT_CONFIG_RANGES } from "./product-config.ts";
import {
  effectiveStatusSql,
  endedSql,
  notEndedSql,
  type RowContext,
  selectBaseRows,
  toMeetingRows,
} from "./rows.ts";
import {
  administeredFlag,
  meetingTabCondition,
  notCancelled,
  tabCondition,
  type Viewer,
  visibleCondition,
} from "./visibility.ts";

/** The meeting lists and lookups of the contract's "Lists" section. */
export type MeetingScope = "upcoming" | "ended" | "any";

/**
 * Where a meeting list's count stops: unlike a room count it reads each counted meeting's
 * schedule (visibility, keyword), so it stops ten times sooner.
 */
export const MEETING_COUNT_BOUND = COUNT_BOUND / 10;

/** The query of any meeting list: the /home list's filters, of which the others take some. */
export type MeetingQuery = ListQuery<typeof MeetingFilters>;

/** Each served by an index: meetings (start_at, id) and (end_at, id), schedules (name). */
const SORTS = { startAt: meetings.startAt, endAt: meetings.endAt, name: schedules.name };
const DAY_MS = 86_400_000;
/** No meeting is longer than the longest allowed one, which bounds the index scan of overlaps. */
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
    start !== undefined ? gt(meetings.startAt, start - LONGEST_MEETING_MS) : undefined,
  );
}

/** The list filters that concern the schedule (unaliased `schedules`), or undefined if none do. */
function scheduleCondition(query: MeetingQuery, user: Viewer): SQL | undefined {
  return and(
    visibleCondition(user),
    tabCondition(query.tab),
    keywordSearch(query.keyword, schedules),
    query.type ? eq(schedules.type, query.type) : undefined,
  );
}

/**
 * The WHERE of a meeting list over `meetings` alone: the meeting's own filters, and the schedule's
 * as an EXISTS on its primary key, so that a page walks a meetings index in list order. A schedule
 * is cancelled only once none of its meetings is left (settleSchedule), so "not cancelled" needs
 * the meeting row only.
 */
export function meetingListCondition(
  query: MeetingQuery,
  scope: MeetingScope,
  context: RowContext,
): SQL | undefined {
  const { user } = context;
  // Whole seconds: the same list asked within a second is the same statement and the same count
  // (lib/read-cache.ts); a meeting ending within that second shows for at most a second more.
  const now = Math.floor(context.now / 1000) * 1000;
  const onSchedule = scheduleCondition(query, user);
  return and(
    isNull(meetings.cancelledAt),
    scopeCondition(scope, now),
    query.status ? sql`${effectiveStatusSql(now)} = ${query.status}` : undefined,
    overlapCondition(query.start, query.end),
    meetingTabCondition(query.tab, user),
    onSchedule
      ? sql`exists (select 1 from ${schedules} where ${schedules.id} = ${meetings.scheduleId} and ${onSchedule})`
      : undefined,
  );
}

interface RecordOptions {
  defaultDirection?: "asc" | "desc";
  /** Overrides the page: the first `limit` rows (exports). */
  limit?: number;
}

/** A list's WHERE, its order, and the key its kept statements go by. */
interface ListPlan {
  where: SQL | undefined;
  sort: Sort;
  key: string;
}

function listPlan(query: MeetingQuery, scope: MeetingScope, context: RowContext, options: RecordOptions) {
  const where = meetingListCondition(query, scope, context);
  const sort = requestedSort(query, SORTS) ?? {
    column: meetings.startAt,
    descending: options.defaultDirection === "desc",
  };
  const key = `meetings ${sort.column.name} ${sort.descending} ${conditionKey(where)}`;
  return { where, sort, key } satisfies ListPlan;
}

/** The ids of one page of the list, in list order. */
async function pageIds(db: Db, query: MeetingQuery, { where, sort, key }: ListPlan, options: RecordOptions) {
  const paging = options.limit !== undefined ? { limit: options.limit, offset: 0 } : limitOffset(query);
  const statement = keptStatementsOf(db).get(`page ${key}`, () => {
    const ids = db.select({ id: meetings.id }).from(meetings);
    // Sorting by a schedule column walks the schedules index instead, joined by key.
    const page =
      sort.column === schedules.name ? ids.innerJoin(schedules, eq(schedules.id, meetings.scheduleId)) : ids;
    return page
      .where(where)
      .orderBy(...indexedOrder(sort, meetings.id))
      .limit(PAGE.limit)
      .offset(PAGE.offset)
      .prepare("");
  });
  const rows = await statement.execute(paging);
  return rows.map((row) => row.id);
}

/** The rows of the plan's page (or its first `limit`): ids first, then their wide rows as the viewer sees them. */
async function recordsOf(
  db: Db,
  query: MeetingQuery,
  plan: ListPlan,
  context: RowContext,
  options: RecordOptions,
): Promise<MeetingRow[]> {
  const ids = await pageIds(db, query, plan, options);
  const viewer = context.user;
  const rows = await keptRowsByIds(
    db,
    `meetings ${conditionKey(administeredFlag(viewer))}`,
    meetings.id,
    ids,
    (idIn) => selectBaseRows(db, viewer).where(idIn),
  );
  return toMeetingRows(rows, context);
}

/** The rows of one page of visible meetings of the scope (or the first `limit`), without a count. */
export function meetingRecords(
  db: Db,
  query: MeetingQuery,
  scope: MeetingScope,
  context: RowContext,
  options: RecordOptions = {},
): Promise<MeetingRow[]> {
  return recordsOf(db, query, listPlan(query, scope, context, options), context, options);
}

/**
 * One page of visible meetings of the scope with its bounded total: the page's ids come from an
 * index walk over meetings, the wide rows (names, rooms, attendee counts) are read for those ids.
 */
export async function listMeetings(
  db: Db,
  query: MeetingQuery,
  scope: MeetingScope,
  context: RowContext,
  options: Pick<RecordOptions, "defaultDirection"> = {},
): Promise<Page<MeetingRow>> {
  const plan = listPlan(query, scope, context, options);
  const [records, total] = await Promise.all([
    recordsOf(db, query, plan, context, options),
    keptTotal(
      db,
      plan.key,
      () => db.select({ id: meetings.id }).from(meetings).where(plan.where),
      MEETING_COUNT_BOUND,
    ),
  ]);
  return { records, ...total };
}

/** A visible, not cancelled meeting by id, or null. */
export async function findMeetingRow(db: Db, id: string, context: RowContext): Promise<MeetingRow | null> {
  const base = await selectBaseRows(db, context.user).where(
    and(eq(meetings.id, id), notCancelled(), visibleCondition(context.user)),
  );
  if (base.length === 0) return null;
  return toMeetingRows(base, context)[0]!;
}

/** The not cancelled meetings of one schedule, by start. */
export async function scheduleMeetingRows(
  db: Db,
  scheduleId: string,
  context: RowContext,
): Promise<MeetingRow[]> {
  const base = await selectBaseRows(db, context.user)
    .where(and(eq(meetings.scheduleId, scheduleId), notCancelled()))
    .orderBy(asc(meetings.startAt), asc(meetings.id));
  return toMeetingRows(base, context);
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
  range: DayCountQuery,
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
