import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Dept, DeptBody, DeptListBody, DeptUpdateBody } from "#contract/departments";
import { ORG_ROOT_ID } from "#contract/limits";
import type { DeptNode } from "#contract/org";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { departments, users } from "../db/schema.ts";
import { rooms } from "../db/schema-devices.ts";
import { ApiError, fieldError, forbidden, notFound } from "../errors.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { newId } from "../lib/ids.ts";
import { keywordMatch } from "../lib/list-filters.ts";
import { qualified as q } from "../lib/qualified.ts";
import { coversDept, type DataScope } from "./data-scope.ts";

/**
 * The organisation tree (spec §7 "Organisations and users"). Reading it is open to every signed-in
 * user (the people pickers show it); a node outside the caller's data authority is `disabled`.
 * Changing it needs `user` and covers only departments of the caller's data authority (a new top
 * department: SYSTEM users only). A department that still holds users or rooms, itself or below,
 * is not deleted.
 */
const hasChildrenSql = sql<boolean>`exists (select 1 from ${departments} child where child.parent_id = ${q(departments.id)})`;

const deptColumns = {
  id: departments.id,
  parentId: departments.parentId,
  name: departments.name,
  sort: departments.sort,
  hasChildren: hasChildrenSql,
  createdAt: departments.createdAt,
  updatedAt: departments.updatedAt,
};

type DeptRow = Omit<Dept, "leaf" | "disabled">;

const toDept = (row: DeptRow, scope: DataScope): Dept => ({
  ...row,
  leaf: !row.hasChildren,
  disabled: !coversDept(scope, row.id),
});

const ORDER = [asc(departments.sort), asc(departments.name), asc(departments.id)];

async function selectDepts(
  db: Db,
  where: SQL | undefined,
  scope: DataScope,
  limit?: number,
): Promise<Dept[]> {
  const query = db
    .select(deptColumns)
    .from(departments)
    .where(where)
    .orderBy(...ORDER);
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => toDept(row, scope));
}

/** One level: the children of `parentId` (spec §9: the tree loads one level per expand). */
export const deptChildren = (db: Db, parentId: string, scope: DataScope) =>
  selectDepts(db, eq(departments.parentId, parentId), scope);

/** Where the caller's tree starts: the top level for SYSTEM users, else the tops of their data authority. */
export function scopeTops(db: Db, scope: DataScope): Promise<Dept[]> {
  if (scope.all) return deptChildren(db, ORG_ROOT_ID, scope);
  if (scope.deptIds.length === 0) return Promise.resolve([]);
  const covered = [...scope.deptIds];
  return selectDepts(
    db,
    and(
      inArray(departments.id, covered),
      sql`not (${departments.parentId} = any(${sql.param(covered)}::text[]))`,
    ),
    scope,
  );
}

export async function getDept(db: Db, id: string, scope: DataScope): Promise<Dept> {
  const [row] = await selectDepts(db, eq(departments.id, id), scope);
  if (!row) throw notFound();
  return row;
}

const LIST_CAP = 500;

/** Departments by ids, name or parent (at most 500), in tree order. */
export function listDepts(db: Db, body: DeptListBody, scope: DataScope): Promise<Dept[]> {
  return selectDepts(
    db,
    and(
      body.ids ? inArray(departments.id, body.ids.length ? body.ids : [""]) : undefined,
      body.parentId ? eq(departments.parentId, body.parentId) : undefined,
      keywordMatch(body.keyword, departments.name),
    ),
    scope,
    LIST_CAP,
  );
}

/** The department and every department below it. */
export async function subtreeIds(db: Db, rootIds: readonly string[]): Promise<string[]> {
  if (rootIds.length === 0) return [];
  const result = (await db.execute(sql`with recursive subtree(id) as (
      select id from ${departments} where id = any(${sql.param([...rootIds])}::text[])
      union
      select child.id from ${departments} child inner join subtree on child.parent_id = subtree.id
    ) select id from subtree`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** The whole organisation nested (the pickers); `scope` limits it to what the caller's data authority covers. */
export async function departmentTree(ctx: AppContext, scope?: DataScope): Promise<DeptNode[]> {
  const rows = await ctx.db
    .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
    .from(departments)
    .orderBy(...ORDER);
  const byParent = new Map<string, typeof rows>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: string, seen: Set<string>): DeptNode[] =>
    (byParent.get(parentId) ?? []).filter((row) => !seen.has(row.id)).map((row) => node(row, seen));
  const node = (row: (typeof rows)[number], seen: Set<string>): DeptNode => {
    const children = build(row.id, new Set(seen).add(row.id));
    return {
      ...row,
      hasChildren: children.length > 0,
      leaf: children.length === 0,
      ...(children.length ? { children } : {}),
    };
  };
  if (!scope || scope.all) return build(ORG_ROOT_ID, new Set());
  const covered = new Set(scope.deptIds);
  return rows
    .filter((row) => covered.has(row.id) && !covered.has(row.parentId))
    .map((row) => node(row, new Set()));
}

const nameTaken = () => new ApiError(409, "dept.nameTaken", { fields: { name: "dept.nameTaken" } });

/** A parent a write names: the top level (SYSTEM users only) or a covered, existing department. */
async function requireParent(db: Db, parentId: string, scope: DataScope): Promise<void> {
  if (parentId === ORG_ROOT_ID) {
    if (!scope.all) throw fieldError({ parentId: "scope.deptOutside" });
    return;
  }
  const [parent] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, parentId));
  if (!parent) throw fieldError({ parentId: "dept.parentNotFound" });
  if (!coversDept(scope, parentId)) throw fieldError({ parentId: "scope.deptOutside" });
}

async function siblingNameFree(db: Db, parentId: string, name: string, exceptId?: string): Promise<void> {
  const same = and(
    eq(departments.parentId, parentId),
    sql`lower(${departments.name}) = ${name.toLowerCase()}`,
    exceptId ? ne(departments.id, exceptId) : undefined,
  );
  const [clash] = await db.select({ id: departments.id }).from(departments).where(same);
  if (clash) throw nameTaken();
}

async function nextSort(db: Db, parentId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${departments.sort}), 0)::int` })
    .from(departments)
    .where(eq(departments.parentId, parentId));
  return row.max + 1;
}

async function uniqueOrTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createDept(ctx: AppContext, body: DeptBody, scope: DataScope): Promise<Dept> {
  const name = body.name.trim();
  if (!name) throw fieldError({ name: "validation.required" });
  const id = newId();
  await uniqueOrTaken(() =>
    ctx.db.transaction(async (tx) => {
      await requireParent(tx, body.parentId, scope);
      await siblingNameFree(tx, body.parentId, name);
      const now = ctx.now();
      await tx.insert(departments).values({
        id,
        parentId: body.parentId,
        name,
        sort: body.sort ?? (await nextSort(tx, body.parentId)),
        createdAt: now,
        updatedAt: now,
      });
    }),
  );
  // The new department lies under a covered one, so the caller covers it from their next call.
  return getDept(ctx.db, id, scope.all ? scope : { all: false, deptIds: [...scope.deptIds, id] });
}

/** A department the caller may change: 404 unknown, 403 outside their data authority. */
async function requireChangeable(db: Db, id: string, scope: DataScope) {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  if (!row) throw notFound();
  if (!coversDept(scope, id)) throw forbidden();
  return row;
}

export async function updateDept(ctx: AppContext, id: string, body: DeptUpdateBody, scope: DataScope) {
  await uniqueOrTaken(() =>
    ctx.db.transaction(async (tx) => {
      const current = await requireChangeable(tx, id, scope);
      const name = body.name?.trim() ?? current.name;
      if (!name) throw fieldError({ name: "validation.required" });
      const parentId = body.parentId ?? current.parentId;
      if (parentId !== current.parentId) {
        if ((await subtreeIds(tx, [id])).includes(parentId))
          throw fieldError({ parentId: "dept.parentInSubtree" });
        await requireParent(tx, parentId, scope);
      }
      await siblingNameFree(tx, parentId, name, id);
      await tx
        .update(departments)
        .set({ name, parentId, sort: body.sort ?? current.sort, updatedAt: ctx.now() })
        .where(eq(departments.id, id));
    }),
  );
  return getDept(ctx.db, id, scope);
}

/** Deletes the departments and everything below them, unless a user or a room is still there. */
export async function deleteDepts(ctx: AppContext, ids: string[], scope: DataScope): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (const id of new Set(ids)) await requireChangeable(tx, id, scope);
    const all = await subtreeIds(tx, ids);
    const [people] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(inArray(users.deptId, all));
    const [places] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(rooms)
      .where(inArray(rooms.deptId, all));
    if (people.n > 0 || places.n > 0) {
      throw new ApiError(409, "dept.hasMembers", { params: { users: people.n, rooms: places.n } });
    }
    await tx.delete(departments).where(inArray(departments.id, all));
  });
}

/** Where department `id` may move: one level of `parentId` without `id` itself (so never below itself). */
export async function moveTargets(db: Db, id: string, parentId: string, scope: DataScope): Promise<Dept[]> {
  const level = await deptChildren(db, parentId, scope);
  return level.filter((dept) => dept.id !== id);
}
