import { and, asc, count, eq, exists, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ORG_ROOT_ID } from "#contract/limits";
import type { Page } from "#contract/list";
import type { OrgNode, UserOption, UserOptionsQuery } from "#contract/org";
import type { Db } from "../db/database.ts";
import { departments, users } from "../db/schema.ts";
import { filterIds } from "../lib/batch-ids.ts";
import { keywordSearch } from "../lib/list-filters.ts";
import { limitOffset, orderBy } from "../lib/list-query.ts";

/**
 * The people pickers of the schedule form: the organisation one level at a time (departments,
 * then the enabled users of a department) and a searchable flat list of users. Only public
 * fields leave this module (id, name, account, department name).
 */
const subDept = alias(departments, "sub_dept");
const member = alias(users, "member");

/** Users listed under `parentId`: its members; at the root, the users without a department. */
const usersUnder = (parentId: string): SQL =>
  parentId === ORG_ROOT_ID ? isNull(users.deptId) : eq(users.deptId, parentId);

/** Departments directly under `parentId` (in the department tree's order), then its enabled users by name. */
export async function orgChildren(db: Db, parentId = ORG_ROOT_ID): Promise<OrgNode[]> {
  const [deptRows, userRows] = await Promise.all([
    db
      .select({
        id: departments.id,
        parentId: departments.parentId,
        name: departments.name,
        hasChildren: sql<boolean>`(${exists(
          db.select({ one: sql`1` }).from(subDept).where(eq(subDept.parentId, departments.id)),
        )} or ${exists(
          db
            .select({ one: sql`1` })
            .from(member)
            .where(and(eq(member.deptId, departments.id), eq(member.enabled, true))),
        )})`,
      })
      .from(departments)
      .where(and(eq(departments.parentId, parentId), ne(departments.id, parentId)))
      .orderBy(asc(departments.sort), asc(departments.name)),
    db
      .select({ id: users.id, name: users.name, account: users.account })
      .from(users)
      .where(and(usersUnder(parentId), eq(users.enabled, true)))
      .orderBy(asc(users.name), asc(users.account)),
  ]);
  return [
    ...deptRows.map((row): OrgNode => ({ ...row, type: "DEPT", leaf: !row.hasChildren })),
    ...userRows.map((row): OrgNode => ({ ...row, parentId, type: "USER", hasChildren: false, leaf: true })),
  ];
}

const SORTS = { name: users.name, account: users.account };

/**
 * Enabled users matching `keyword` (name or account), or, with `ids`, exactly those users (enabled
 * or not: they label values already chosen); `within` narrows them (the report picker's boundary).
 */
export async function userOptions(db: Db, query: UserOptionsQuery, within?: SQL): Promise<Page<UserOption>> {
  const where = and(
    query.ids !== undefined ? inArray(users.id, filterIds(query.ids)) : eq(users.enabled, true),
    keywordSearch(query.keyword, users),
    within,
  );
  const { limit, offset } = limitOffset(query);
  const [records, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, account: users.account, deptName: departments.name })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(where)
      .orderBy(...orderBy(query, SORTS, [asc(users.name), asc(users.account), asc(users.id)]))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { records, total };
}
