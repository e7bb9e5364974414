import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { ORG_ROOT_ID } from "#contract/limits";
import { isPermissionName } from "#contract/permissions";
import type {
  ManagerRole,
  Role,
  RoleBody,
  RoleGroup,
  RoleGroupBody,
  RoleGroupUpdateBody,
  RoleQuery,
  RoleTreeNode,
  RoleUpdateBody,
} from "#contract/roles";
import { changeResources } from "#contract/rules/permission-tree";
import { mayGiveRole, ruleInput, type Viewer } from "#contract/rules/role-tree";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { roleGroups, rolePermissions, roles, userRoles } from "../db/schema.ts";
import { ApiError, fieldError, notFound } from "../errors.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { newId } from "../lib/ids.ts";
import { keywordMatch } from "../lib/list-filters.ts";
import { qualified as q } from "../lib/qualified.ts";
import { keepOwnSystemRole, loadCatalogue, roleIdsOf } from "./role-rules.ts";

/**
 * Role groups, roles and their resources (the authority page; SYSTEM users). The role-group tree is
 * also read by user administrators, its roles marked `disabled` where the role-tree rule keeps them
 * from giving it (#contract/rules/role-tree).
 */
const userCountSql = sql<number>`(select count(*)::int from ${userRoles} where ${q(userRoles.roleId)} = ${q(roles.id)})`;
const groupNameSql = sql<
  string | null
>`(select ${q(roleGroups.name)} from ${roleGroups} where ${q(roleGroups.id)} = ${q(roles.groupId)})`;

async function selectRoles(db: Db, where: SQL | undefined): Promise<Role[]> {
  const rows = await db
    .select({
      id: roles.id,
      groupId: roles.groupId,
      groupName: groupNameSql,
      name: roles.name,
      description: roles.description,
      manager: roles.manager,
      system: roles.system,
      sort: roles.sort,
      userCount: userCountSql,
      createdAt: roles.createdAt,
      updatedAt: roles.updatedAt,
    })
    .from(roles)
    .where(where)
    .orderBy(asc(roles.sort), asc(roles.name), asc(roles.id));
  if (rows.length === 0) return [];
  const resources = await db
    .select()
    .from(rolePermissions)
    .where(
      inArray(
        rolePermissions.roleId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    resources: changeResources(
      resources.filter((r) => r.roleId === row.id).map((r) => r.permission),
      {},
    ),
  }));
}

export const listRoles = (db: Db, query: RoleQuery) =>
  selectRoles(
    db,
    and(
      query.groupId ? eq(roles.groupId, query.groupId) : undefined,
      keywordMatch(query.keyword, roles.name),
    ),
  );

export async function getRole(db: Db, id: string): Promise<Role> {
  const [role] = await selectRoles(db, eq(roles.id, id));
  if (!role) throw notFound();
  return role;
}

const roleNameTaken = () => new ApiError(409, "role.nameTaken", { fields: { name: "role.nameTaken" } });
const groupNameTaken = () =>
  new ApiError(409, "roleGroup.nameTaken", { fields: { name: "roleGroup.nameTaken" } });

async function unique<T>(taken: () => ApiError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

async function requireGroup(db: Db, id: string, field = "groupId"): Promise<void> {
  const [row] = await db.select({ id: roleGroups.id }).from(roleGroups).where(eq(roleGroups.id, id));
  if (!row) throw fieldError({ [field]: "roleGroup.notFound" });
}

export async function createRole(ctx: AppContext, body: RoleBody): Promise<Role> {
  const name = body.name.trim();
  if (!name) throw fieldError({ name: "validation.required" });
  await requireGroup(ctx.db, body.groupId);
  const id = newId();
  const now = ctx.now();
  await unique(roleNameTaken, () =>
    ctx.db.insert(roles).values({
      id,
      groupId: body.groupId,
      name,
      description: body.description?.trim() || null,
      manager: body.manager ?? false,
      system: body.system ?? false,
      sort: body.sort ?? 0,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return getRole(ctx.db, id);
}

export async function updateRole(ctx: AppContext, caller: SessionUser, id: string, body: RoleUpdateBody) {
  const current = await getRole(ctx.db, id);
  const name = body.name?.trim() ?? current.name;
  if (!name) throw fieldError({ name: "validation.required" });
  if (body.groupId) await requireGroup(ctx.db, body.groupId);
  if (body.system === false && current.system) {
    // Clearing the flag of the caller's own last SYSTEM role would leave them without it.
    const catalogue = await loadCatalogue(ctx.db);
    const mine = await roleIdsOf(ctx.db, caller.userId);
    const after = mine.filter((roleId) => roleId !== id);
    keepOwnSystemRole(catalogue, mine, after, "system");
  }
  await unique(roleNameTaken, () =>
    ctx.db
      .update(roles)
      .set({
        name,
        groupId: body.groupId ?? current.groupId,
        description: body.description === undefined ? current.description : body.description?.trim() || null,
        manager: body.manager ?? current.manager,
        system: body.system ?? current.system,
        sort: body.sort ?? current.sort,
        updatedAt: ctx.now(),
      })
      .where(eq(roles.id, id)),
  );
  return getRole(ctx.db, id);
}

/** A role is deleted once nobody holds it. */
export async function deleteRole(ctx: AppContext, id: string): Promise<void> {
  const role = await getRole(ctx.db, id);
  if (role.userCount > 0) throw new ApiError(409, "role.hasUsers", { params: { count: role.userCount } });
  await ctx.db.delete(roles).where(eq(roles.id, id));
}

/** POST /system/role/{id}/add/resources and /remove/resources (a page brings its section; a section takes its pages). */
export async function changeRoleResources(
  ctx: AppContext,
  id: string,
  change: { add?: readonly string[]; remove?: readonly string[] },
): Promise<string[]> {
  const asked = [...(change.add ?? []), ...(change.remove ?? [])];
  if (asked.some((name) => !isPermissionName(name))) throw fieldError({ resources: "role.unknownResource" });
  return ctx.db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for("update");
    if (!role) throw notFound();
    const current = (await tx.select().from(rolePermissions).where(eq(rolePermissions.roleId, id))).map(
      (row) => row.permission,
    );
    const next = changeResources(current, change);
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    if (next.length > 0)
      await tx.insert(rolePermissions).values(next.map((permission) => ({ roleId: id, permission })));
    await tx.update(roles).set({ updatedAt: ctx.now() }).where(eq(roles.id, id));
    return next;
  });
}

export async function roleResources(db: Db, id: string): Promise<string[]> {
  return (await getRole(db, id)).resources;
}

/** The manager roles (the requested set of the role-tree rule), each marked when the caller holds it. */
export async function managerRoles(db: Db, caller: SessionUser): Promise<ManagerRole[]> {
  const held = new Set(await roleIdsOf(db, caller.userId));
  const rows = await db
    .select({ id: roles.id, name: roles.name, groupId: roles.groupId })
    .from(roles)
    .where(eq(roles.manager, true))
    .orderBy(asc(roles.sort), asc(roles.name));
  return rows.map((row) => ({ ...row, held: held.has(row.id) }));
}

/** GET /system/group?type=ROLE: groups nested, each with its roles after its sub-groups. */
export async function roleTree(db: Db, viewer: Viewer): Promise<RoleTreeNode[]> {
  const catalogue = await loadCatalogue(db);
  const input = ruleInput(catalogue.groups, catalogue.roles, viewer);
  const build = (parentId: string, seen: Set<string>): RoleTreeNode[] =>
    catalogue.groups
      .filter((group) => group.parentId === parentId && !seen.has(group.id))
      .map((group) => {
        const groups = build(group.id, new Set(seen).add(group.id));
        const members: RoleTreeNode[] = catalogue.roles
          .filter((role) => role.groupId === group.id)
          .map((role) => ({
            id: role.id,
            parentId: group.id,
            groupId: group.id,
            name: role.name,
            type: "ROLE",
            manager: role.manager,
            system: role.system,
            disabled: !mayGiveRole(role, input, viewer),
            selectable: true,
          }));
        return {
          id: group.id,
          parentId: group.parentId,
          name: group.name,
          type: "GROUP" as const,
          manager: false,
          system: false,
          disabled: false,
          selectable: false,
          children: [...groups, ...members],
        };
      });
  return build(ORG_ROOT_ID, new Set());
}

export async function createGroup(ctx: AppContext, body: RoleGroupBody): Promise<RoleGroup> {
  const name = body.name.trim();
  if (!name) throw fieldError({ name: "validation.required" });
  if (body.parentId !== ORG_ROOT_ID) await requireGroup(ctx.db, body.parentId, "parentId");
  const id = newId();
  const now = ctx.now();
  const row = { id, parentId: body.parentId, name, sort: body.sort ?? 0, createdAt: now, updatedAt: now };
  await unique(groupNameTaken, () => ctx.db.insert(roleGroups).values(row));
  return row;
}

async function groupSubtree(db: Db, id: string): Promise<Set<string>> {
  const all = await db.select({ id: roleGroups.id, parentId: roleGroups.parentId }).from(roleGroups);
  const below = new Set<string>();
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (below.has(next)) continue;
    below.add(next);
    queue.push(...all.filter((group) => group.parentId === next).map((group) => group.id));
  }
  return below;
}

export async function updateGroup(
  ctx: AppContext,
  id: string,
  body: RoleGroupUpdateBody,
): Promise<RoleGroup> {
  const [current] = await ctx.db.select().from(roleGroups).where(eq(roleGroups.id, id));
  if (!current) throw notFound();
  const name = body.name?.trim() ?? current.name;
  if (!name) throw fieldError({ name: "validation.required" });
  const parentId = body.parentId ?? current.parentId;
  if (parentId !== current.parentId && parentId !== ORG_ROOT_ID) {
    await requireGroup(ctx.db, parentId, "parentId");
    if ((await groupSubtree(ctx.db, id)).has(parentId))
      throw fieldError({ parentId: "roleGroup.parentInSubtree" });
  }
  const values = { name, parentId, sort: body.sort ?? current.sort, updatedAt: ctx.now() };
  await unique(groupNameTaken, () => ctx.db.update(roleGroups).set(values).where(eq(roleGroups.id, id)));
  return { ...current, ...values };
}

/** A group is deleted once it holds no role and no sub-group. */
export async function deleteGroup(ctx: AppContext, id: string): Promise<void> {
  const [current] = await ctx.db.select({ id: roleGroups.id }).from(roleGroups).where(eq(roleGroups.id, id));
  if (!current) throw notFound();
  const [child] = await ctx.db
    .select({ id: roleGroups.id })
    .from(roleGroups)
    .where(and(eq(roleGroups.parentId, id), ne(roleGroups.id, id)))
    .limit(1);
  const [member] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.groupId, id)).limit(1);
  if (child || member) throw new ApiError(409, "roleGroup.notEmpty");
  await ctx.db.delete(roleGroups).where(eq(roleGroups.id, id));
}
