import { asc, eq, inArray } from "drizzle-orm";
import { mayGiveRole, ruleInput, type Viewer } from "#contract/rules/role-tree";
import type { SessionUser } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import { roleGroups, rolePermissions, roles, userRoles } from "../db/schema.ts";
import { ApiError, fieldError } from "../errors.ts";

/**
 * Who may give which role (#contract/rules/role-tree), from the whole role catalogue (a few dozen
 * rows), and the one rule about taking them: nobody removes their own last SYSTEM role.
 */
export interface CatalogueRole {
  id: string;
  groupId: string | null;
  name: string;
  manager: boolean;
  system: boolean;
  resources: string[];
}

export interface Catalogue {
  groups: { id: string; parentId: string; name: string; sort: number }[];
  roles: CatalogueRole[];
}

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [groups, roleRows, resources] = await Promise.all([
    db
      .select({
        id: roleGroups.id,
        parentId: roleGroups.parentId,
        name: roleGroups.name,
        sort: roleGroups.sort,
      })
      .from(roleGroups)
      .orderBy(asc(roleGroups.sort), asc(roleGroups.name)),
    db
      .select({
        id: roles.id,
        groupId: roles.groupId,
        name: roles.name,
        manager: roles.manager,
        system: roles.system,
      })
      .from(roles)
      .orderBy(asc(roles.sort), asc(roles.name)),
    db.select().from(rolePermissions),
  ]);
  const byRole = new Map<string, string[]>();
  for (const row of resources) byRole.set(row.roleId, [...(byRole.get(row.roleId) ?? []), row.permission]);
  return { groups, roles: roleRows.map((role) => ({ ...role, resources: byRole.get(role.id) ?? [] })) };
}

export async function roleIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId);
}

export async function viewerOf(db: Db, user: SessionUser): Promise<Viewer> {
  return {
    system: user.type === "SYSTEM",
    roleIds: await roleIdsOf(db, user.userId),
    authorities: user.profile.authorities,
  };
}

/** The ids of the roles `viewer` may give or take. */
export function givableRoles(catalogue: Catalogue, viewer: Viewer): Set<string> {
  const input = ruleInput(catalogue.groups, catalogue.roles, viewer);
  return new Set(catalogue.roles.filter((role) => mayGiveRole(role, input, viewer)).map((role) => role.id));
}

export const ownLastSystemRole = (field?: string) =>
  new ApiError(409, "role.ownLastSystemRole", field ? { fields: { [field]: "role.ownLastSystemRole" } } : {});

/** Refuses a change that leaves the caller without the SYSTEM role(s) they have now. */
export function keepOwnSystemRole(
  catalogue: Catalogue,
  before: readonly string[],
  after: readonly string[],
  field?: string,
) {
  const system = new Set(catalogue.roles.filter((role) => role.system).map((role) => role.id));
  if (before.some((id) => system.has(id)) && !after.some((id) => system.has(id)))
    throw ownLastSystemRole(field);
}

/**
 * The roles a user ends up with when `caller` asks for `requested`: the requested roles the caller
 * may give, plus the roles the user has that the caller may not take. Asking for a role the caller
 * may not give is a 400 beside `roleIds`; an unknown role too.
 */
export async function resolveRoleChange(
  db: Db,
  caller: SessionUser,
  targetUserId: string | null,
  requested: readonly string[],
): Promise<string[]> {
  const catalogue = await loadCatalogue(db);
  const known = new Set(catalogue.roles.map((role) => role.id));
  const wanted = [...new Set(requested)];
  if (wanted.some((id) => !known.has(id))) throw fieldError({ roleIds: "role.notFound" });
  const current = targetUserId ? await roleIdsOf(db, targetUserId) : [];
  const givable = givableRoles(catalogue, await viewerOf(db, caller));
  if (wanted.some((id) => !givable.has(id) && !current.includes(id)))
    throw fieldError({ roleIds: "role.notGivable" });
  const final = [
    ...new Set([...wanted.filter((id) => givable.has(id)), ...current.filter((id) => !givable.has(id))]),
  ];
  if (targetUserId === caller.userId) keepOwnSystemRole(catalogue, current, final, "roleIds");
  return final;
}

/** Replaces a user's roles (inside the caller's transaction). */
export async function setUserRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function roleNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
