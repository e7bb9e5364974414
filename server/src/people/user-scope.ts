import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { qualified as q } from "../lib/qualified.ts";
import { requireAuth } from "../plugins/auth.ts";
import { coversDept, type DataScope, scopeOf } from "./data-scope.ts";
import { coveredDeptIdsSql, isSystemSql } from "./user-columns.ts";

/**
 * Which users an administrator manages: those of the departments their data authority covers, and
 * never a SYSTEM user unless they are SYSTEM themselves. Any other user is answered 404, as if
 * unknown (QUALITY.md §2: object-level checks).
 */
export interface ManagedUser {
  id: string;
  account: string;
  deptId: string | null;
  system: boolean;
}

export async function loadUserFacts(
  db: Db,
  userId: string,
): Promise<(ManagedUser & { deptIds: string[] }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      deptId: users.deptId,
      system: isSystemSql(q(users.id)),
      deptIds: coveredDeptIdsSql(q(users.id)),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The data authority of any user (as the session would read it). */
export async function scopeOfUser(db: Db, userId: string): Promise<DataScope> {
  const facts = await loadUserFacts(db, userId);
  if (!facts) throw notFound();
  return scopeOf({ type: facts.system ? "SYSTEM" : "NORMAL", dataDeptIds: facts.deptIds });
}

export function manages(scope: DataScope, target: Pick<ManagedUser, "deptId" | "system">): boolean {
  if (scope.all) return true;
  return !target.system && coversDept(scope, target.deptId);
}

/** The user `userId` if the caller manages them, else 404. */
export async function requireManagedUser(request: FastifyRequest, userId: string): Promise<ManagedUser> {
  const caller = await requireAuth(request);
  const facts = await loadUserFacts(request.server.ctx.db, userId);
  if (!facts || !manages(scopeOf(caller), facts)) throw notFound();
  return facts;
}
