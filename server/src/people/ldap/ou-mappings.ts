import { asc, eq, ilike } from "drizzle-orm";
import type { LdapOu, LdapOuBody } from "#contract/ldap";
import type { ListQuery, Page } from "#contract/list";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { departments } from "../../db/schema.ts";
import { ldapOuMappings } from "../../db/schema-ldap.ts";
import { ApiError, fieldError, notFound } from "../../errors.ts";
import { countOf } from "../../lib/crud-helpers.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { newId } from "../../lib/ids.ts";
import { likePattern, limitOffset, orderBy, page } from "../../lib/list-query.ts";
import { dnKey } from "./dn.ts";

/** OU → department (spec §7 /system/config/ldap/ou): the users of an OU, and of the OUs below it, join the department. */
const select = (db: Db) =>
  db
    .select({
      id: ldapOuMappings.id,
      ouDn: ldapOuMappings.ouDn,
      deptId: ldapOuMappings.deptId,
      deptName: departments.name,
      createdAt: ldapOuMappings.createdAt,
      updatedAt: ldapOuMappings.updatedAt,
    })
    .from(ldapOuMappings)
    .innerJoin(departments, eq(departments.id, ldapOuMappings.deptId));

export async function listOus(db: Db, query: ListQuery): Promise<Page<LdapOu>> {
  const where = query.keyword ? ilike(ldapOuMappings.ouDn, likePattern(query.keyword.trim())) : undefined;
  const order = orderBy(
    query,
    { ouDn: ldapOuMappings.ouDn, createdAt: ldapOuMappings.createdAt, updatedAt: ldapOuMappings.updatedAt },
    [asc(ldapOuMappings.ouKey), asc(ldapOuMappings.id)],
  );
  const { limit, offset } = limitOffset(query);
  const [records, [{ total }]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: countOf }).from(ldapOuMappings).where(where),
  ]);
  return page(records, total);
}

export async function getOu(db: Db, id: string): Promise<LdapOu> {
  const [row] = await select(db).where(eq(ldapOuMappings.id, id));
  if (!row) throw notFound();
  return row;
}

async function checked(db: Db, body: LdapOuBody) {
  const ouKey = dnKey(body.ouDn);
  if (!ouKey) throw fieldError({ ouDn: "ldap.dnInvalid" });
  const [dept] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, body.deptId));
  if (!dept) throw fieldError({ deptId: "ldap.deptNotFound" });
  return { ouDn: body.ouDn.trim(), ouKey, deptId: body.deptId };
}

async function uniqueOu<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(409, "ldap.ouTaken", { fields: { ouDn: "ldap.ouTaken" } });
    throw error;
  }
}

export async function createOu(ctx: AppContext, body: LdapOuBody): Promise<LdapOu> {
  const values = await checked(ctx.db, body);
  const id = newId();
  const now = ctx.now();
  await uniqueOu(() =>
    ctx.db.insert(ldapOuMappings).values({ id, ...values, createdAt: now, updatedAt: now }),
  );
  return getOu(ctx.db, id);
}

export async function updateOu(ctx: AppContext, id: string, body: LdapOuBody): Promise<LdapOu> {
  const values = await checked(ctx.db, body);
  const updated = await uniqueOu(() =>
    ctx.db
      .update(ldapOuMappings)
      .set({ ...values, updatedAt: ctx.now() })
      .where(eq(ldapOuMappings.id, id))
      .returning({ id: ldapOuMappings.id }),
  );
  if (updated.length === 0) throw notFound();
  return getOu(ctx.db, id);
}
