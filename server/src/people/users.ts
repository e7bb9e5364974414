import { asc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "#contract/auth";
import { endUserSessions } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { departments, rolePermissions, userRoles, users } from "../db/schema.ts";
import { qualified as q } from "../lib/qualified.ts";
import { userTypeSql } from "./user-columns.ts";

/** The union of the permission names of the user's roles, sorted. */
export async function authoritiesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(rolePermissions.permission));
  return rows.map((row) => row.permission);
}

export async function findUserByAccount(db: Db, account: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.account}) = ${account.toLowerCase()}`);
  return row ?? null;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function currentUser(db: Db, userId: string): Promise<CurrentUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      type: userTypeSql(q(users.id)),
      deptId: users.deptId,
      deptName: departments.name,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(eq(users.id, userId));
  if (!row) return null;
  return { ...row, authorities: await authoritiesOf(db, userId) };
}

/** Enables or disables a user; disabling ends the user's sessions at once. Returns false if unknown. */
export async function setUserEnabled(ctx: AppContext, userId: string, enabled: boolean): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const updated = await tx
      .update(users)
      .set({ enabled, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    if (!enabled) await endUserSessions(tx, now, userId, "DISABLED");
    return true;
  });
}

/** Stores a new password hash and ends every session of the user. */
export async function replacePassword(ctx: AppContext, userId: string, passwordHash: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await endUserSessions(tx, now, userId, "PASSWORD_CHANGED");
  });
}
