import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { PEOPLE_LIST_CAP } from "#contract/limits";
import type { Page } from "#contract/list";
import type { RoleDeptUser, RoleUsersQuery } from "#contract/roles";
import type { UserRef } from "#contract/users";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { departments, roles, userRoles, users } from "../db/schema.ts";
import { fieldError, notFound } from "../errors.ts";
import { keywordSearch } from "../lib/list-filters.ts";
import { boundedTotal, limitOffset } from "../lib/list-query.ts";
import { qualified as q } from "../lib/qualified.ts";
import { keepOwnSystemRole, loadCatalogue, roleIdsOf } from "./role-rules.ts";

/** A role's members (the authority page, SYSTEM users): who holds it, adding and removing people. */
async function requireRole(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id));
  if (!row) throw notFound();
}

const memberOf = (roleId: string) =>
  sql`exists (select 1 from ${userRoles} where ${q(userRoles.userId)} = ${q(users.id)} and ${q(userRoles.roleId)} = ${roleId})`;

export async function roleUsers(db: Db, query: RoleUsersQuery): Promise<Page<UserRef>> {
  if (!query.roleId) throw fieldError({ roleId: "validation.required" });
  await requireRole(db, query.roleId);
  const where = and(memberOf(query.roleId), keywordSearch(query.keyword, users));
  const { limit, offset } = limitOffset(query);
  const [records, total] = await Promise.all([
    db
      .select({
        id: users.id,
        account: users.account,
        name: users.name,
        deptId: users.deptId,
        deptName: departments.name,
        enabled: users.enabled,
      })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit)
      .offset(offset),
    boundedTotal(db, db.select({ id: users.id }).from(users).where(where)),
  ]);
  return { records, ...total };
}

/** The people of one department (not below it), each marked when they hold the role. */
export async function deptUsersForRole(db: Db, roleId: string, deptId: string): Promise<RoleDeptUser[]> {
  await requireRole(db, roleId);
  return db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      member: memberOf(roleId).mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.deptId, deptId))
    .orderBy(asc(users.name), asc(users.id))
    .limit(PEOPLE_LIST_CAP);
}

async function requireUsers(db: Db, ids: string[]): Promise<void> {
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (found.length !== ids.length) throw notFound();
}

export async function addRoleUsers(ctx: AppContext, roleId: string, userIds: string[]): Promise<void> {
  const ids = [...new Set(userIds)];
  await requireRole(ctx.db, roleId);
  await requireUsers(ctx.db, ids);
  await ctx.db
    .insert(userRoles)
    .values(ids.map((userId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

export async function removeRoleUsers(
  ctx: AppContext,
  caller: SessionUser,
  roleId: string,
  userIds: string[],
): Promise<void> {
  const ids = [...new Set(userIds)];
  await requireRole(ctx.db, roleId);
  if (ids.includes(caller.userId)) {
    const mine = await roleIdsOf(ctx.db, caller.userId);
    keepOwnSystemRole(
      await loadCatalogue(ctx.db),
      mine,
      mine.filter((id) => id !== roleId),
    );
  }
  await ctx.db.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, ids)));
}
