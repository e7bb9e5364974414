import dayjs from "dayjs";
import { type SQL, sql } from "drizzle-orm";
import type { REPORT_MEETING_SORTS } from "#contract/limits";
import type { ReportGranularity, ReportMeeting } from "#contract/reports";
import type { AppContext } from "../context.ts";
import { fieldError } from "../errors.ts";
import { likePattern } from "../lib/list-query.ts";
import { dayStart } from "./report-range.ts";
import { rollupWatermark } from "./report-rollups.ts";
import { allOf, type ReportScope, rowsOf } from "./report-scope.ts";
import { baseMeetings, scopeKeys, subtreeRows } from "./report-sql.ts";

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
  const where = allOf(keywordCondition(options.keyword), options.where);
  const offset = (options.page - 1) * options.size;
  const rolledUp = options.wholeScope && !options.keyword?.trim() && options.where === undefined;
  const rows = await rowsOf<ReportMeeting>(
    ctx,
    sql`with picked as (select * from (${baseMeetings(rs, where)}) b order by ${order} limit ${options.size} offset ${offset})
    select ${meetingColumns} from picked p ${meetingJoins} order by ${order}`,
  );
  const total = rolledUp ? await countRolledUp(ctx, rs) : await countBase(ctx, rs, where);
  return { records: rows, total };
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

async function countBase(ctx: AppContext, rs: ReportScope, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    ctx,
    sql`select count(*)::int as n from (${baseMeetings(rs, where)}) b`,
  );
  return row.n;
}
