import dayjs from "dayjs";
import { type SQL, sql } from "drizzle-orm";
import type { REPORT_MEETING_SORTS } from "#contract/limits";
import type { ReportGranularity, ReportMeeting } from "#contract/reports";
import type { AppContext } from "../context.ts";
import { OWN_PLAN } from "../db/preparing-client.ts";
import { fieldError } from "../errors.ts";
import { likePattern } from "../lib/list-query.ts";
import { dayStart } from "./range.ts";
import { rollupWatermark } from "./rollups.ts";
import { allOf, type ReportScope, rowsOf } from "./scope.ts";
import { baseMeetings, scopeKeys, subtreeRows } from "./sql.ts";
import { userMeetingCondition, userRows } from "./statistics.ts";

/**
 * The meetings behind a figure, a bar or a point: the detail table and every drill-down list. One
 * statement answers the page and the total.
 */
export interface MeetingListOptions {
  page: number;
  size: number;
  sort?: string;
  keyword?: string;
  /** More conditions on `f` (report_meetings). */
  where?: SQL;
  /** The scope's whole range, no condition beyond it: the total is read from the roll-ups. */
  wholeScope?: boolean;
  /**
   * Only this user's meetings (userMeetingCondition), `where` narrowing them further: read in start
   * order from the user's index, and without `where` or a period counted from their roll-up.
   */
  user?: { id: string; wholeRange: boolean };
}

/** The sorts, as columns of `base`. */
export const MEETING_SORT_COLUMNS: Record<(typeof REPORT_MEETING_SORTS)[number], string> = {
  startAt: "start_at",
  minutes: "(end_at - start_at)",
  participants: "participants",
  connectedMinutes: "connected_ms",
  name: "name",
};

export function sortOf(sort: string | undefined, columns: Record<string, string>): SQL {
  const [field, direction] = (sort ?? "startAt,desc").split(",");
  const column = columns[field];
  if (!column)
    throw fieldError({
      sort: { key: "validation.enum", params: { values: Object.keys(columns).join(", ") } },
    });
  return sql.raw(
    `${column} ${direction === "asc" ? "asc" : "desc"}, id ${direction === "asc" ? "asc" : "desc"}`,
  );
}

/** The scope narrowed to one bucket of a trend (`period` at `granularity`), inside the range. */
export function inPeriod(
  rs: ReportScope,
  period: string | undefined,
  granularity: ReportGranularity,
): ReportScope {
  if (period === undefined) return rs;
  const first = dayjs.utc(period.slice(0, 10), "YYYY-MM-DD");
  if (!first.isValid() || first.format("YYYY-MM-DD") !== period.slice(0, 10))
    throw fieldError({ period: "report.dayInvalid" });
  const next = first.add(1, granularity).format("YYYY-MM-DD");
  const start = Math.max(rs.range.start, dayStart(first.format("YYYY-MM-DD"), rs.range.timeZone));
  const end = Math.min(rs.range.end, dayStart(next, rs.range.timeZone));
  return { ...rs, range: { ...rs.range, start, end: Math.max(start, end) } };
}

export const keywordCondition = (keyword: string | undefined): SQL | undefined => {
  const text = keyword?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  return sql`(f.name ilike ${pattern} or f.number ilike ${pattern})`;
};

/** ReportMeeting from rows `p` of `base`, with `u` their organiser and `d` the organiser's department. */
export const meetingColumns = sql`p.id, p.schedule_id as "scheduleId", p.name, p.number, p.type,
    p.start_at as "startAt", p.end_at as "endAt", ((p.end_at - p.start_at) / 60000)::int as minutes,
    json_build_object('id', u.id, 'name', u.name) as organiser,
    case when d.id is null then null else json_build_object('id', d.id, 'name', d.name) end as department,
    coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
      from room_bookings rb join rooms r on r.id = rb.room_id where rb.meeting_id = p.id), '[]'::json) as rooms,
    p.participants, (p.connected_ms / 60000)::int as "connectedMinutes"`;

/** The joins meetingColumns reads. */
export const meetingJoins = sql`join users u on u.id = p.creator_id left join departments d on d.id = p.dept_id`;

export async function listReportMeetings(
  ctx: AppContext,
  rs: ReportScope,
  options: MeetingListOptions,
): Promise<{ records: ReportMeeting[]; total: number }> {
  const order = sortOf(options.sort, MEETING_SORT_COLUMNS);
  const narrowed = allOf(keywordCondition(options.keyword), options.where);
  const where = options.user ? allOf(userMeetingCondition(options.user.id), narrowed) : narrowed;
  const offset = (options.page - 1) * options.size;
  const plain = !options.keyword?.trim() && options.where === undefined;
  const page = sql`limit ${options.size} offset ${offset}`;
  const picked =
    options.user && isStartOrder(options.sort)
      ? userPage(rs, options.user.id, narrowed, options.sort, page)
      : sql`select * from (${baseMeetings(rs, where)}) b order by ${order} ${page}`;
  // A user's meetings: how many rows each plan reads depends on whose they are.
  const own = sql.raw(options.user ? OWN_PLAN : "");
  const rows = await rowsOf<ReportMeeting>(
    ctx,
    sql`${own} with picked as (${picked})
    select ${meetingColumns} from picked p ${meetingJoins} order by ${order}`,
  );
  const total =
    options.user && plain && options.user.wholeRange
      ? await countUserRolledUp(ctx, rs, options.user.id)
      : options.wholeScope && plain && !options.user
        ? await countRolledUp(ctx, rs)
        : await countBase(ctx, rs, where, own);
  return { records: rows, total };
}

const isStartOrder = (sort: string | undefined) => (sort ?? "startAt").split(",")[0] === "startAt";

/**
 * A page of a user's meetings in start order (sortOf's, the meeting id breaking ties), walked from
 * the user's index of report_meeting_users, `where` narrowing them.
 */
function userPage(rs: ReportScope, userId: string, where: SQL, sort: string | undefined, page: SQL): SQL {
  const direction = sql.raw((sort ?? "startAt,desc").split(",")[1] === "asc" ? "asc" : "desc");
  return sql`select b.* from report_meeting_users mu
    cross join lateral (${baseMeetings(rs, allOf(sql`f.meeting_id = mu.meeting_id`, where))}) b
    where mu.user_id = ${userId} and mu.start_at < ${rs.range.end}::bigint and mu.end_at > ${rs.range.start}::bigint
      and mu.start_at <= ${rs.now}::bigint
    order by mu.start_at ${direction}, mu.meeting_id ${direction} ${page}`;
}

/**
 * A user's meetings in the range: those their day roll-up holds (each once, on its first day inside
 * the range), and those started since its watermark.
 */
async function countUserRolledUp(ctx: AppContext, rs: ReportScope, userId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    ctx,
    sql`${sql.raw(OWN_PLAN)} select ((select coalesce(sum(u.entered), 0)
        from (${userRows(rs, userId, "report_user_days", sql`r.roles`)}) u)
      + (select count(*) from (${baseMeetings(rs, allOf(userMeetingCondition(userId), sql`f.start_at > ${rollupWatermark}`))}) b))::int as n`,
  );
  return row.n;
}

/**
 * The meetings of the scope's range: those the day and month roll-ups hold, and those started since
 * their watermark.
 */
async function countRolledUp(ctx: AppContext, rs: ReportScope): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    ctx,
    sql`with days as (${subtreeRows(rs, scopeKeys(rs))})
    select ((select coalesce(sum(entered), 0) from days)
      + (select count(*) from (${baseMeetings(rs, sql`f.start_at > ${rollupWatermark}`)}) b))::int as n`,
  );
  return row.n;
}

async function countBase(ctx: AppContext, rs: ReportScope, where: SQL, own: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    ctx,
    sql`${own} select count(*)::int as n from (${baseMeetings(rs, where)}) b`,
  );
  return row.n;
}
