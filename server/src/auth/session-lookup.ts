import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { departments, rolePermissions, sessions, userRoles, users } from "../db/schema.ts";
import { qualified as q } from "../lib/qualified.ts";
import { coveredDeptIdsSql, userTypeSql } from "../people/user-columns.ts";

/** The permission names of the user's roles, distinct and sorted, as a correlated subquery. */
export const authoritiesColumn = sql<string[]>`coalesce((
  select array_agg(distinct ${rolePermissions.permission} order by ${rolePermissions.permission})
  from ${userRoles} inner join ${rolePermissions} on ${q(rolePermissions.roleId)} = ${q(userRoles.roleId)}
  where ${q(userRoles.userId)} = ${q(users.id)}), '{}')`;

/**
 * The session with its user, department and authorities: one statement driven by the session's
 * primary key (every further read is by key), prepared once per connection since every request
 * runs it.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      endReason: sessions.endReason,
      endedAt: sessions.endedAt,
      userId: users.id,
      account: users.account,
      name: users.name,
      type: userTypeSql(q(users.id)),
      enabled: users.enabled,
      deptId: users.deptId,
      deptName: departments.name,
      email: users.email,
      phone: users.phone,
      authorities: authoritiesColumn,
      dataDeptIds: coveredDeptIdsSql(q(users.id)),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("session_lookup");
}

const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

export function sessionLookup(db: Db): ReturnType<typeof prepareSessionLookup> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

export type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>["execute"]>>[number];
