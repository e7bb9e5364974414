import { eq, or, type SQL, sql } from "drizzle-orm";
import { ORG_ROOT_ID, REPORT_MAX_BARS } from "#contract/limits";
import type {
  DeptStatistic,
  DeptTrend,
  DetailStatistic,
  ReportGranularity,
  UserStatistic,
} from "#contract/reports";
import type { NamedRef } from "#contract/schema";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { coversDept, type DataScope, deptIn } from "./data-scope.ts";
import { type ReportScope, rowsOf } from "./report-scope.ts";
import {
  baseMeetings,
  bucketTrendJson,
  byTypeJson,
  dayBucketTotals,
  dayByTypeJson,
  dayFiguresJson,
  dayParts,
  dayRows,
  trendJson,
} from "./report-sql.ts";

/** The departments whose bars a department report shows: the chosen one's children (or itself, a leaf), else the caller's tops. */
async function barDepartments(ctx: AppContext, rs: ReportScope): Promise<string[]> {
  const parent = rs.department?.id ?? ORG_ROOT_ID;
  if (rs.department || rs.scope.all) {
    const children = await rowsOf<{ id: string }>(
      ctx,
      sql`select id from departments where parent_id = ${parent} order by sort, name, id`,
    );
    if (children.length > 0 || !rs.department) return children.map((row) => row.id);
    return [rs.department.id];
  }
  const covered = [...(rs.deptIds ?? [])];
  const tops = await rowsOf<{ id: string }>(
    ctx,
    sql`select id from departments where id = any(${sql.param(covered)}::text[])
      and not (parent_id = any(${sql.param(covered)}::text[])) order by sort, name, id`,
  );
  return tops.map((row) => row.id);
}

/** Each department mapped to the bar (top) it rolls up into. */
const barTree = (tops: string[]) => sql`with recursive tree(id, top) as (
    select id, id from departments where id = any(${sql.param(tops)}::text[])
    union all
    select d.id, tree.top from departments d join tree on d.parent_id = tree.id)
  select id, top from tree`;

export async function deptStatistic(ctx: AppContext, rs: ReportScope): Promise<DeptStatistic> {
  const tops = await barDepartments(ctx, rs);
  const [row] = await rowsOf<Omit<DeptStatistic, "timeZone" | "department">>(
    ctx,
    sql`with days as materialized (${dayRows(rs)}),
      tree as (${barTree(tops)})
    select ${dayFiguresJson} as figures,
      coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name, 'parentId', d.parent_id,
          'meetings', coalesce(a.meetings, 0), 'minutes', coalesce(a.minutes, 0),
          'participants', coalesce(a.participants, 0), 'ownMeetings', coalesce(a.own_meetings, 0),
          'ownMinutes', coalesce(a.own_minutes, 0),
          'hasChildren', exists (select 1 from departments c where c.parent_id = d.id))
          order by array_position(${sql.param(tops)}::text[], d.id))
        from departments d
        left join (select t.top, sum(m.entered)::int as meetings, (sum(m.ms) / 60000)::int as minutes,
            sum(m.participants)::int as participants,
            coalesce(sum(m.entered) filter (where m.dept_id = t.top), 0)::int as own_meetings,
            (coalesce(sum(m.ms) filter (where m.dept_id = t.top), 0) / 60000)::int as own_minutes
          from days m join tree t on t.id = m.dept_id
          group by t.top) a on a.top = d.id
        where d.id = any(${sql.param(tops)}::text[])), '[]'::json) as departments,
      coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'meetings', x.meetings,
          'minutes', x.minutes) order by x.meetings desc, x.minutes desc, u.id)
        from (select m.organiser_id, sum(m.entered)::int as meetings, (sum(m.ms) / 60000)::int as minutes
          from days m group by m.organiser_id order by 2 desc, 3 desc, 1 limit ${REPORT_MAX_BARS}) x
        join users u on u.id = x.organiser_id), '[]'::json) as users,
      ${dayByTypeJson} as "byType"`,
  );
  return { timeZone: rs.range.timeZone, department: rs.department, ...row };
}

export async function deptTrend(
  ctx: AppContext,
  rs: ReportScope,
  granularity: ReportGranularity,
): Promise<DeptTrend> {
  const tops = await barDepartments(ctx, rs);
  const [row] = await rowsOf<Pick<DeptTrend, "total" | "series">>(
    ctx,
    sql`with days as materialized (${dayRows(rs, granularity !== "month")}),
      tree as (${barTree(tops)}),
      per_top as materialized (${dayBucketTotals(
        rs,
        granularity,
        sql`(select m.*, t.top from days m join tree t on t.id = m.dept_id)`,
        sql`r.top`,
      )})
    select ${bucketTrendJson(rs, granularity, sql`(${dayBucketTotals(rs, granularity, sql`days`)})`)} as total,
      coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name,
          'points', ${bucketTrendJson(rs, granularity, sql`(select * from per_top where key = d.id)`)})
          order by array_position(${sql.param(tops)}::text[], d.id))
        from departments d where d.id = any(${sql.param(tops)}::text[])), '[]'::json) as series`,
  );
  return { timeZone: rs.range.timeZone, granularity, ...row };
}

/** Whose personal report: the caller, or a user of the caller's data authority (else 403). */
export async function reportUser(
  ctx: AppContext,
  rs: ReportScope,
  userId: string | undefined,
): Promise<NamedRef> {
  const id = userId ?? rs.user.userId;
  const [user] = await rowsOf<NamedRef & { deptId: string | null }>(
    ctx,
    sql`select id, name, dept_id as "deptId" from users where id = ${id}`,
  );
  // Another user must be of the caller's data authority: outside it, the user is unknown (404).
  const outside = !rs.scope.all && id !== rs.user.userId && !coversDept(rs.scope, user?.deptId);
  if (!user || outside) throw notFound();
  return { id: user.id, name: user.name };
}

/** The users whose personal report the caller may open: themselves and the users of their data authority. */
export const reportUsersWithin = (scope: DataScope, userId: string): SQL | undefined =>
  scope.all ? undefined : or(eq(users.id, userId), deptIn(users.deptId, scope));

/**
 * A user's meetings: organised, hosted, or invited to (the department filter does not apply). Written
 * so that each part is read from its index (organiser, host, and the invited meetings' ids).
 */
export const userMeetingCondition = (
  userId: string,
) => sql`(f.organiser_id = ${userId} or f.host_id = ${userId}
    or f.meeting_id = any(array(select m.id from schedule_attendees a join meetings m on m.schedule_id = a.schedule_id
      where a.user_id = ${userId})))`;

export async function userStatistic(
  ctx: AppContext,
  rs: ReportScope,
  user: NamedRef,
  granularity: ReportGranularity,
): Promise<UserStatistic> {
  const personal: ReportScope = { ...rs, deptIds: null };
  const [row] = await rowsOf<Pick<UserStatistic, "figures" | "byType" | "byRoom" | "trend">>(
    ctx,
    sql`with base as materialized (${baseMeetings(personal, userMeetingCondition(user.id))}),
      parts as materialized (${dayParts(personal)}),
      roles as (select b.id, b.creator_id = ${user.id} as organised, b.host_id is not distinct from ${user.id} as hosted,
          exists (select 1 from schedule_attendees a where a.schedule_id = b.schedule_id and a.user_id = ${user.id}) as attended
        from base b),
      booked as (select distinct r.room_id, b.id from base b join room_bookings r on r.meeting_id = b.id)
    select json_build_object(
        'meetings', (select count(distinct id) from parts)::int,
        'minutes', (select (coalesce(sum(ms), 0) / 60000)::int from parts),
        'organised', (select count(*) filter (where organised) from roles)::int,
        'hosted', (select count(*) filter (where hosted) from roles)::int,
        'attended', (select count(*) filter (where attended) from roles)::int,
        'rooms', (select count(distinct room_id) from booked)::int) as figures,
      ${byTypeJson} as "byType",
      coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'meetings', x.meetings,
          'minutes', x.minutes) order by x.meetings desc, x.minutes desc, r.id)
        from (select k.room_id, count(*)::int as meetings, (sum(p.ms) / 60000)::int as minutes
          from booked k join (select id, sum(ms) as ms from parts group by id) p on p.id = k.id
          group by k.room_id order by 2 desc, 3 desc, 1 limit ${REPORT_MAX_BARS}) x
        join rooms r on r.id = x.room_id), '[]'::json) as "byRoom",
      ${trendJson(personal, granularity, sql`parts`)} as trend`,
  );
  return { timeZone: rs.range.timeZone, user, ...row };
}

export async function detailStatistic(
  ctx: AppContext,
  rs: ReportScope,
  granularity: ReportGranularity,
): Promise<DetailStatistic> {
  const [row] = await rowsOf<Omit<DetailStatistic, "timeZone">>(
    ctx,
    sql`with days as materialized (${dayRows(rs)}),
      trend_days as materialized (${dayRows(rs, granularity !== "month")})
    select ${dayFiguresJson} as figures,
      ${bucketTrendJson(rs, granularity, sql`(${dayBucketTotals(rs, granularity, sql`trend_days`)})`)} as trend,
      ${dayByTypeJson} as "byType"`,
  );
  return { timeZone: rs.range.timeZone, ...row };
}
