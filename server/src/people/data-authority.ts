import { and, asc, eq, inArray } from "drizzle-orm";
import type { DataAuthority, EffectiveScope } from "#contract/authority";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { departments, roleDataAuthority, roles, userDataAuthority } from "../db/schema.ts";
import { fieldError, notFound } from "../errors.ts";
import { coversDept, type DataScope } from "./data-scope.ts";
import { scopeOfUser } from "./user-scope.ts";

/**
 * Granting data authority (`/system/authority/*`): the departments of a role (SYSTEM users) or of a
 * user (user administrators, within their own data authority). A grant covers the department and
 * everything below it, from the holder's next call.
 */
async function named(db: Db, deptIds: string[]): Promise<DataAuthority> {
  if (deptIds.length === 0) return { deptIds: [], depts: [] };
  const depts = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(inArray(departments.id, deptIds))
    .orderBy(asc(departments.sort), asc(departments.name));
  return { deptIds: depts.map((d) => d.id), depts };
}

/** Every id is a department the granting scope covers, else 400 beside `field`. */
async function requireGrantable(
  db: Db,
  deptIds: string[],
  scope: DataScope,
  field = "deptIds",
): Promise<string[]> {
  const unique = [...new Set(deptIds)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: departments.id })
    .from(departments)
    .where(inArray(departments.id, unique));
  if (found.length !== unique.length) throw fieldError({ [field]: "dept.notFound" });
  if (unique.some((id) => !coversDept(scope, id))) throw fieldError({ [field]: "scope.deptOutside" });
  return unique;
}

async function requireRole(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id));
  if (!row) throw notFound();
}

export async function roleData(db: Db, roleId: string): Promise<DataAuthority> {
  await requireRole(db, roleId);
  const rows = await db
    .select({ deptId: roleDataAuthority.deptId })
    .from(roleDataAuthority)
    .where(eq(roleDataAuthority.roleId, roleId));
  return named(
    db,
    rows.map((row) => row.deptId),
  );
}

export async function addRoleData(
  ctx: AppContext,
  roleId: string,
  deptIds: string[],
): Promise<DataAuthority> {
  await requireRole(ctx.db, roleId);
  const ids = await requireGrantable(ctx.db, deptIds, { all: true });
  if (ids.length > 0) {
    await ctx.db
      .insert(roleDataAuthority)
      .values(ids.map((deptId) => ({ roleId, deptId })))
      .onConflictDoNothing();
  }
  return roleData(ctx.db, roleId);
}

export async function removeRoleData(
  ctx: AppContext,
  roleId: string,
  deptIds: string[],
): Promise<DataAuthority> {
  await requireRole(ctx.db, roleId);
  if (deptIds.length > 0) {
    await ctx.db
      .delete(roleDataAuthority)
      .where(and(eq(roleDataAuthority.roleId, roleId), inArray(roleDataAuthority.deptId, deptIds)));
  }
  return roleData(ctx.db, roleId);
}

export async function userData(db: Db, userId: string): Promise<DataAuthority> {
  const rows = await db
    .select({ deptId: userDataAuthority.deptId })
    .from(userDataAuthority)
    .where(eq(userDataAuthority.userId, userId));
  return named(
    db,
    rows.map((row) => row.deptId),
  );
}

/**
 * The user's own grants become exactly `deptIds`; grants outside the caller's reach stay. Runs in
 * the caller's transaction (the user form saves it with the user).
 */
export async function setUserData(
  db: Db,
  userId: string,
  deptIds: string[],
  scope: DataScope,
  field = "deptIds",
): Promise<void> {
  const ids = await requireGrantable(db, deptIds, scope, field);
  const current = (await userData(db, userId)).deptIds;
  const removable = current.filter((id) => coversDept(scope, id) && !ids.includes(id));
  if (removable.length > 0) {
    await db
      .delete(userDataAuthority)
      .where(and(eq(userDataAuthority.userId, userId), inArray(userDataAuthority.deptId, removable)));
  }
  if (ids.length > 0) {
    await db
      .insert(userDataAuthority)
      .values(ids.map((deptId) => ({ userId, deptId })))
      .onConflictDoNothing();
  }
}

export async function replaceUserData(
  ctx: AppContext,
  userId: string,
  deptIds: string[],
  scope: DataScope,
): Promise<DataAuthority> {
  await ctx.db.transaction((tx) => setUserData(tx, userId, deptIds, scope));
  return userData(ctx.db, userId);
}

export async function batchAddUserData(
  ctx: AppContext,
  userIds: string[],
  deptIds: string[],
  scope: DataScope,
): Promise<void> {
  const ids = await requireGrantable(ctx.db, deptIds, scope);
  const rows = [...new Set(userIds)].flatMap((userId) => ids.map((deptId) => ({ userId, deptId })));
  if (rows.length > 0) await ctx.db.insert(userDataAuthority).values(rows).onConflictDoNothing();
}

/** Every department user `userId` covers (own grants, roles' grants, and all below them). */
export async function effectiveScope(db: Db, userId: string): Promise<EffectiveScope> {
  const scope = await scopeOfUser(db, userId);
  return scope.all ? { all: true, deptIds: [] } : { all: false, deptIds: [...scope.deptIds].sort() };
}
