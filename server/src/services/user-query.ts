import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { PEOPLE_LIST_CAP } from "#contract/limits";
import type { Page } from "#contract/list";
import type { AllUsersBody, User, UserListBody, UserListQuery, UserRef } from "#contract/users";
import type { Db } from "../db/database.ts";
import { departments, rolePermissions, roles, userDataAuthority, userRoles, users } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { keywordMatch } from "../lib/list-filters.ts";
import { boundedTotal, indexedOrder, limitOffset, requestedSort } from "../lib/list-query.ts";
import { qualified as q } from "../lib/qualified.ts";
import { inSubtree } from "../lib/subtree.ts";
import { type DataScope, userScope } from "./data-scope.ts";
import { isSystemSql } from "./user-columns.ts";

/**
 * Reading users (user management): a page walks the index of its sort within the caller's data
 * authority, then the page's roles are read by key. Non-SYSTEM callers never see SYSTEM users.
 */
const SORTS = { name: users.name, account: users.account, createdAt: users.createdAt };
export const USER_SORTS = Object.keys(SORTS);
const NEWEST_FIRST = { column: users.createdAt, descending: true };

const rowColumns = {
  id: users.id,
  account: users.account,
  name: users.name,
  deptId: users.deptId,
  deptName: departments.name,
  email: users.email,
  phone: users.phone,
  landline: users.landline,
  address: users.address,
  sex: users.sex,
  enabled: users.enabled,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** Who the caller may see: their data authority, and SYSTEM users only for SYSTEM callers. */
export function visibleUsers(scope: DataScope): SQL | undefined {
  return scope.all ? undefined : and(userScope(scope), sql`not ${isSystemSql(q(users.id))}`);
}

function filtersOf(query: Partial<UserListBody>): SQL | undefined {
  return and(
    keywordMatch(query.keyword, users.name, users.account),
    query.deptId ? inSubtree(users.deptId, "departments", query.deptId) : undefined,
    query.enabled !== undefined ? eq(users.enabled, query.enabled) : undefined,
    query.roleId
      ? sql`exists (select 1 from ${userRoles} where ${q(userRoles.userId)} = ${q(users.id)} and ${q(userRoles.roleId)} = ${query.roleId})`
      : undefined,
    query.ids ? inArray(users.id, query.ids.length ? query.ids : [""]) : undefined,
  );
}

type Row = Omit<User, "type" | "roleIds" | "roleNames" | "dataDeptIds" | "dataDeptNames" | "sex"> & {
  sex: string | null;
};

/** The page's rows with their roles, type and own data authority (reads by key). */
async function complete(db: Db, rows: Row[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [held, grants] = await Promise.all([
    db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name, system: roles.system })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids))
      .orderBy(asc(roles.sort), asc(roles.name)),
    db
      .select({ userId: userDataAuthority.userId, id: departments.id, name: departments.name })
      .from(userDataAuthority)
      .innerJoin(departments, eq(departments.id, userDataAuthority.deptId))
      .where(inArray(userDataAuthority.userId, ids))
      .orderBy(asc(departments.sort), asc(departments.name)),
  ]);
  return rows.map((row) => {
    const mine = held.filter((role) => role.userId === row.id);
    const covered = grants.filter((grant) => grant.userId === row.id);
    return {
      ...row,
      sex: row.sex === "MALE" || row.sex === "FEMALE" ? row.sex : null,
      type: mine.some((role) => role.system) ? "SYSTEM" : "NORMAL",
      roleIds: mine.map((role) => role.id),
      roleNames: mine.map((role) => role.name),
      dataDeptIds: covered.map((grant) => grant.id),
      dataDeptNames: covered.map((grant) => grant.name),
    };
  });
}

const selectRows = (db: Db) =>
  db.select(rowColumns).from(users).leftJoin(departments, eq(departments.id, users.deptId));

export async function listUsers(
  db: Db,
  query: UserListQuery | UserListBody,
  scope: DataScope,
): Promise<Page<User>> {
  const where = and(filtersOf(query), visibleUsers(scope));
  const order = indexedOrder(requestedSort(query, SORTS) ?? NEWEST_FIRST, users.id);
  const { limit, offset } = limitOffset(query);
  const [rows, total] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    boundedTotal(db, db.select({ id: users.id }).from(users).where(where)),
  ]);
  return { records: await complete(db, rows), ...total };
}

/** One user the caller may see, else 404. */
export async function getUser(db: Db, id: string, scope: DataScope): Promise<User> {
  const [row] = await selectRows(db).where(and(eq(users.id, id), visibleUsers(scope)));
  if (!row) throw notFound();
  const [user] = await complete(db, [row]);
  return user;
}

const refColumns = {
  id: users.id,
  account: users.account,
  name: users.name,
  deptId: users.deptId,
  deptName: departments.name,
  enabled: users.enabled,
};

/** Unpaged (capped) user references: e.g. a department's people for a role's add-users picker. */
export function allUsers(db: Db, body: AllUsersBody, scope: DataScope): Promise<UserRef[]> {
  return db
    .select(refColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(and(filtersOf(body), visibleUsers(scope)))
    .orderBy(asc(users.name), asc(users.id))
    .limit(PEOPLE_LIST_CAP);
}

/** The administrators the caller manages: holders of `user` (and, for SYSTEM callers, SYSTEM users). */
export function administrators(db: Db, scope: DataScope): Promise<UserRef[]> {
  const administers = sql`exists (select 1 from ${userRoles} inner join ${rolePermissions} on ${q(rolePermissions.roleId)} = ${q(userRoles.roleId)} where ${q(userRoles.userId)} = ${q(users.id)} and ${q(rolePermissions.permission)} = 'user')`;
  return db
    .select(refColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(and(sql`(${administers} or ${isSystemSql(q(users.id))})`, visibleUsers(scope)))
    .orderBy(asc(users.name), asc(users.id))
    .limit(PEOPLE_LIST_CAP);
}
