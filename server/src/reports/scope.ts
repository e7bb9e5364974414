import { type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { MeetingType } from "#contract/schedules";
import type { NamedRef } from "#contract/schema";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { notFound } from "../errors.ts";
import { coversDept, type DataScope, scopeOf } from "../people/data-scope.ts";
import { subtreeIds } from "../people/departments.ts";
import { requireAuth } from "../plugins/auth.ts";
import { type ReportRange, reportRange, timeZoneOf } from "./range.ts";
import { refreshRollups, reportState } from "./rollups.ts";

/**
 * What every report call works on: the range in the organisation's time zone, the departments whose
 * organisers' meetings (or whose rooms) it covers, and an optional meeting type. A department
 * outside the caller's data authority (or no department at all) is a 404: its existence is not told.
 */
export interface ReportScope {
  user: SessionUser;
  scope: DataScope;
  range: ReportRange;
  now: number;
  /** Departments covered; null: the whole organisation (SYSTEM users without a department filter). */
  deptIds: string[] | null;
  department: NamedRef | null;
  type: MeetingType | null;
}

interface ScopeQuery {
  from: string;
  to: string;
  departmentId?: string;
  type?: MeetingType;
}

export async function reportScope(
  ctx: AppContext,
  request: FastifyRequest,
  query: ScopeQuery,
  type: MeetingType | null = query.type ?? null,
): Promise<ReportScope> {
  const user = await requireAuth(request);
  const scope = scopeOf(user);
  const state = await reportState(ctx.db);
  const range = reportRange(query, timeZoneOf(state.time_zone));
  let deptIds: string[] | null = scope.all ? null : [...scope.deptIds];
  let department: NamedRef | null = null;
  if (query.departmentId !== undefined) {
    department = await namedDept(ctx, query.departmentId);
    if (!department || !coversDept(scope, department.id)) throw notFound();
    deptIds = await subtreeIds(ctx.db, [department.id]);
  }
  const now = ctx.now();
  await refreshRollups(ctx.db, now, state);
  return { user, scope, range, now, deptIds, department, type };
}

async function namedDept(ctx: AppContext, id: string): Promise<NamedRef | null> {
  const result = (await ctx.db.execute(
    sql`select id, name from departments where id = ${id}`,
  )) as unknown as { rows: NamedRef[] };
  return result.rows[0] ?? null;
}

/** `column` (a department id) is covered by the report's scope; undefined when all is. */
export function deptCovered(column: SQL, rs: ReportScope): SQL | undefined {
  if (rs.deptIds === null) return undefined;
  if (rs.deptIds.length === 0) return sql`false`;
  return sql`${column} = any(${sql.param(rs.deptIds)}::text[])`;
}

/** `sql` fragments joined by `and`, leaving out the undefined ones. */
export function allOf(...parts: (SQL | undefined | false)[]): SQL {
  const present = parts.filter((part): part is SQL => Boolean(part));
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
}

/** `sql` fragments joined by `and`, or undefined when none is present. */
export function someOf(...parts: (SQL | undefined | false)[]): SQL | undefined {
  return parts.some(Boolean) ? allOf(...parts) : undefined;
}

/** The rows of a raw statement. */
export async function rowsOf<T>(ctx: AppContext, statement: SQL): Promise<T[]> {
  return ((await ctx.db.execute(statement)) as unknown as { rows: T[] }).rows;
}
