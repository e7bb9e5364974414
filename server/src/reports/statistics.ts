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
import { coversDept, type DataScope, deptIn } from "../people/data-scope.ts";
import { allOf, type ReportScope, rowsOf } from "./scope.ts";
import {
  bucketTrendJson,
  dayBucketTotals,
  dayByTypeJson,
  dayFiguresJson,
  scopeKeys,
  subtreeRows,
} from "./sql.ts";
import { topOrganisersJson } from "./top-organisers.ts";

/**
 * The departments whose bars a department report shows, as a text[] in bar order: the chosen one's
 * children (or itself, a leaf), else the caller's tops; read inside the report's statement (CTE `tops`).
 */
function barDepartments(rs: ReportScope): SQL {
  const order = sql`order by sort, name, id`;
  if (rs.department || rs.scope.all) {
    const children = sql`array(select id from departments where parent_id = ${rs.department?.id ?? ORG_ROOT_ID} ${order})`;
    return rs.department
      ? sql`coalesce(nullif(${children}, '{}'), array[${rs.department.id}]::text[])`
      : children;
  }
  const covered = sql`${sql.param([...(rs.deptIds ?? [])])}::text[]`;
  return sql`array(select id from departments where id = any(${covered})
    and not (parent_id = any(${covered})) ${order})`;
}

/** The bars' departments (CTE `tops`) as a text[]. */
const bars = sql`((select ids from tops)::text[])`;

export async function deptStatistic(ctx: AppContext, rs: ReportScope): Promise<DeptStatistic> {
  const [row] = await rowsOf<Omit<DeptStatistic, "timeZone" | "department">>(
    ctx,
    sql`with tops as materialized (select ${barDepartments(rs)} as ids),
      days as materialized (${subtreeRows(rs, scopeKeys(rs))}),
      bars as (select r.dept_id, sum(r.entered)::int as meetings, (sum(r.ms) / 60000)::int as minutes,
          sum(r.participants)::int as participants, sum(r.own_entered)::int as own_meetings,
          (sum(r.own_ms) / 60000)::int as own_minutes
        from (${subtreeRows(rs, bars)}) r group by r.dept_id)
    select ${dayFiguresJson} as figures,
      coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name, 'parentId', d.parent_id,
          'meetings', coalesce(a.meetings, 0), 'minutes', coalesce(a.minutes, 0),
          'participants', coalesce(a.participants, 0), 'ownMeetings', coalesce(a.own_meetings, 0),
          'ownMinutes', coalesce(a.own_minutes, 0),
          'hasChildren', exists (select 1 from departments c where c.parent_id = d.id))
          order by array_position(${bars}, d.id))
        from departments d left join bars a on a.dept_id = d.id
        where d.id = any(${bars})), '[]'::json) as departments,
      ${topOrganisersJson(rs)} as users,
      ${dayByTypeJson} as "byType"`,
  );
  return { timeZone: rs.range.timeZone, department: rs.department, ...row };
}

export async function deptTrend(
  ctx: AppContext,
  rs: ReportScope,
  granularity: ReportGranularity,
): Promise<DeptTrend> {
  const daysOnly = granularity !== "month";
  const [row] = await rowsOf<Pick<DeptTrend, "total" | "series">>(
    ctx,
    sql`with tops as materialized (select ${barDepartments(rs)} as ids),
      days as materialized (${subtreeRows(rs, scopeKeys(rs), daysOnly)}),
      per_top as materialized (${dayBucketTotals(
        rs,
        granularity,
        sql`(${subtreeRows(rs, bars, daysOnly)})`,
        sql`r.dept_id`,
      )})
    select ${bucketTrendJson(rs, granularity, sql`(${dayBucketTotals(rs, granularity, sql`days`)})`)} as total,
      coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name,
          'points', ${bucketTrendJson(rs, granularity, sql`(select * from per_top where key = d.id)`)})
          order by array_position(${bars}, d.id))
        from departments d where d.id = any(${bars})), '[]'::json) as series`,
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
 * A user's meetings: organised, hosted, or invited to (the department filter does not apply), from
 * the user's index of report_meeting_users.
 */
export const userMeetingCondition = (userId: string) =>
  sql`f.meeting_id in (select mu.meeting_id from report_meeting_users mu where mu.user_id = ${userId})`;

/**
 * The personal report from the user's roll-ups (report_user_days, report_user_rooms): a meeting counts
 * once in the range, on its first day inside it, and so do its roles and rooms.
 */
export async function userStatistic(
  ctx: AppContext,
  rs: ReportScope,
  user: NamedRef,
  granularity: ReportGranularity,
): Promise<UserStatistic> {
  const [row] = await rowsOf<Pick<UserStatistic, "figures" | "byType" | "byRoom" | "trend">>(
    ctx,
    sql`with days as materialized (${userRows(rs, user.id, "report_user_days", sql`r.roles`)}),
      booked as materialized (${userRows(rs, user.id, "report_user_rooms", sql`r.room_id`)}),
      role_counts as (select coalesce(sum(entered), 0)::int as meetings, (coalesce(sum(ms), 0) / 60000)::int as minutes,
          coalesce(sum(entered) filter (where roles & 1 <> 0), 0)::int as organised,
          coalesce(sum(entered) filter (where roles & 2 <> 0), 0)::int as hosted,
          coalesce(sum(entered) filter (where roles & 4 <> 0), 0)::int as attended
        from days)
    select (select json_build_object('meetings', c.meetings, 'minutes', c.minutes, 'organised', c.organised,
        'hosted', c.hosted, 'attended', c.attended,
        'rooms', (select count(distinct room_id) from booked)::int) from role_counts c) as figures,
      ${dayByTypeJson} as "byType",
      coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'meetings', x.meetings,
          'minutes', x.minutes) order by x.meetings desc, x.minutes desc, r.id)
        from (select room_id, sum(entered)::int as meetings, (sum(ms) / 60000)::int as minutes
          from booked group by room_id order by 2 desc, 3 desc, 1 limit ${REPORT_MAX_BARS}) x
        join rooms r on r.id = x.room_id), '[]'::json) as "byRoom",
      ${bucketTrendJson(rs, granularity, sql`(${dayBucketTotals(rs, granularity, sql`days`)})`)} as trend`,
  );
  return { timeZone: rs.range.timeZone, user, ...row };
}

/**
 * A user's rows of a personal roll-up in the range (and type), with `key` and what each brings into
 * the range (`entered`: as rangeRows counts a meeting once, on its first day inside the range).
 */
export function userRows(rs: ReportScope, userId: string, table: string, key: SQL): SQL {
  const { fromDay, toDay } = rs.range;
  return sql`select r.day, r.type, ${key}, r.ms, r.meetings, r.started,
      r.started + case when r.day = ${fromDay}::date then r.meetings - r.started else 0 end as entered
    from ${sql.raw(table)} r
    where ${allOf(
      sql`r.user_id = ${userId}`,
      sql`r.day >= ${fromDay}::date`,
      sql`r.day <= ${toDay}::date`,
      rs.type ? sql`r.type = ${rs.type}` : undefined,
    )}`;
}

export async function detailStatistic(
  ctx: AppContext,
  rs: ReportScope,
  granularity: ReportGranularity,
): Promise<DetailStatistic> {
  const [row] = await rowsOf<Omit<DetailStatistic, "timeZone">>(
    ctx,
    sql`with days as materialized (${subtreeRows(rs, scopeKeys(rs))}),
      trend_days as materialized (${subtreeRows(rs, scopeKeys(rs), granularity !== "month")})
    select ${dayFiguresJson} as figures,
      ${bucketTrendJson(rs, granularity, sql`(${dayBucketTotals(rs, granularity, sql`trend_days`)})`)} as trend,
      ${dayByTypeJson} as "byType"`,
  );
  return { timeZone: rs.range.timeZone, ...row };
}
