import type { RoleTreeNode } from "#contract/roles";

/** Lookups in the role-group tree. */
export function findNode(nodes: readonly RoleTreeNode[], id: string): RoleTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** Every group, depth first, with its depth (for the group pickers). */
export function groupsOf(nodes: readonly RoleTreeNode[], depth = 0): { node: RoleTreeNode; depth: number }[] {
  return nodes
    .filter((node) => node.type === "GROUP")
    .flatMap((node) => [{ node, depth }, ...groupsOf(node.children ?? [], depth + 1)]);
}
