/**
 * Which roles of the role-group tree the current user may give or take (spec §6): "a role is
 * enabled when it is not in the requested set, or is the last element of a chain the current user
 * manages, or is a top-level manager role". The spec leaves the rest open; this is our reading:
 *
 * - the requested set is the set of manager roles (roles.manageable): ordinary roles are
 *   not restricted by the tree;
 * - a chain runs from a top-level group down through its sub-groups to a role, its last element; the
 *   current user manages a chain when it passes through a group of a manager role they hold (a
 *   manager role manages its own group and every group below it). A SYSTEM user manages every chain;
 * - a top-level manager role is a manager role of a group at the top of the tree.
 *
 * Apart from the tree, nobody but a SYSTEM user gives more than they hold: a role carrying a
 * resource the current user lacks, or a SYSTEM role, is out of a non-SYSTEM user's reach
 * (`exceedsViewer`). The server enforces `mayGiveRole`; the tree it answers marks the others disabled.
 */
import { ORG_ROOT_ID } from "#contract/limits/people";

export interface TreeGroup {
  id: string;
  parentId: string;
}

export interface TreeRole {
  id: string;
  groupId: string | null;
  manager: boolean;
}

export interface RoleRuleInput {
  /** The requested set: the roles the tree restricts. */
  requested: ReadonlySet<string>;
  /** Every group on a chain the current user manages. */
  managed: ReadonlySet<string>;
  /** The groups at the top of the tree. */
  topGroups: ReadonlySet<string>;
}

export function isRoleEnabled(role: TreeRole, input: RoleRuleInput): boolean {
  if (!input.requested.has(role.id)) return true;
  if (role.groupId !== null && input.managed.has(role.groupId)) return true;
  return role.manager && role.groupId !== null && input.topGroups.has(role.groupId);
}

/** The groups of the manager roles in `heldRoleIds` and every group below them. */
export function managedGroups(
  groups: readonly TreeGroup[],
  roles: readonly TreeRole[],
  heldRoleIds: Iterable<string>,
): Set<string> {
  const held = new Set(heldRoleIds);
  const children = new Map<string, string[]>();
  for (const group of groups)
    children.set(group.parentId, [...(children.get(group.parentId) ?? []), group.id]);
  const managed = new Set<string>();
  const queue = roles.filter((r) => r.manager && held.has(r.id) && r.groupId !== null).map((r) => r.groupId!);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (managed.has(id)) continue;
    managed.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return managed;
}

export interface Viewer {
  /** A SYSTEM user manages every chain and holds every resource. */
  system: boolean;
  /** The role ids the viewer holds. */
  roleIds: Iterable<string>;
  /** The viewer's authorities (the union of their roles' resources). */
  authorities: readonly string[];
}

/** The rule's input for one viewer over the whole tree. */
export function ruleInput(
  groups: readonly TreeGroup[],
  roles: readonly TreeRole[],
  viewer: Viewer,
): RoleRuleInput {
  return {
    requested: new Set(roles.filter((r) => r.manager).map((r) => r.id)),
    managed: viewer.system ? new Set(groups.map((g) => g.id)) : managedGroups(groups, roles, viewer.roleIds),
    topGroups: new Set(groups.filter((g) => g.parentId === ORG_ROOT_ID).map((g) => g.id)),
  };
}

/** A role with a resource the viewer lacks, or a SYSTEM role, given by someone not SYSTEM. */
export function exceedsViewer(
  role: { resources: readonly string[]; system: boolean },
  viewer: Viewer,
): boolean {
  if (viewer.system) return false;
  return role.system || role.resources.some((resource) => !viewer.authorities.includes(resource));
}

export function mayGiveRole(
  role: TreeRole & { resources: readonly string[]; system: boolean },
  input: RoleRuleInput,
  viewer: Viewer,
): boolean {
  return isRoleEnabled(role, input) && !exceedsViewer(role, viewer);
}
