import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { CurrentUser, UserType } from "#contract/auth";
import { departments, roleDataAuthority, roles, userDataAuthority, userRoles, users } from "../db/schema.ts";
import { qualified as q } from "../lib/qualified.ts";

/**
 * What follows from a user's roles, as columns correlated with a user id: the type (SYSTEM when
 * any of their roles is a SYSTEM role) and the departments their data authority covers (their own
 * and their roles' grants, each with every department below it). Read on every request with the
 * session, so a change of roles or grants counts from the user's next call.
 */
export function isSystemSql(userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userRoles} inner join ${roles} on ${q(roles.id)} = ${q(userRoles.roleId)} where ${q(userRoles.userId)} = ${userId} and ${q(roles.system)})`;
}

export function userTypeSql(userId: SQLWrapper): SQL<UserType> {
  return sql<UserType>`case when ${isSystemSql(userId)} then 'SYSTEM' else 'NORMAL' end`;
}

/** The granted departments (not expanded) of a user: their own and their roles'. */
export function grantedDeptsSql(userId: SQLWrapper): SQL {
  return sql`select ${q(userDataAuthority.deptId)} from ${userDataAuthority} where ${q(userDataAuthority.userId)} = ${userId}
    union
    select ${q(roleDataAuthority.deptId)} from ${userRoles} inner join ${roleDataAuthority} on ${q(roleDataAuthority.roleId)} = ${q(userRoles.roleId)} where ${q(userRoles.userId)} = ${userId}`;
}

/** Every department the user's data authority covers, as a text[] (empty for none). */
export function coveredDeptIdsSql(userId: SQLWrapper): SQL<string[]> {
  return sql<string[]>`coalesce((with recursive covered(id) as (
      ${grantedDeptsSql(userId)}
      union
      select child.id from ${departments} child inner join covered on child.parent_id = covered.id
    ) select array_agg(id) from covered), '{}')`;
}

/**
 * The signed-in user as the console receives them (CurrentUser but for the id and authorities), of
 * users left-joined to their department: the session's read and /current/user select the same.
 */
export function currentUserColumns() {
  return {
    account: users.account,
    name: users.name,
    type: userTypeSql(q(users.id)),
    deptId: users.deptId,
    deptName: departments.name,
    email: users.email,
    phone: users.phone,
  };
}

/** The CurrentUser of a row read with currentUserColumns(), its id and authorities beside them. */
export function currentUserOf(row: Omit<CurrentUser, "id"> & { userId: string }): CurrentUser {
  return {
    id: row.userId,
    account: row.account,
    name: row.name,
    type: row.type,
    authorities: row.authorities,
    deptId: row.deptId,
    deptName: row.deptName,
    email: row.email,
    phone: row.phone,
  };
}
