import { asc } from "drizzle-orm";
import { ORG_ROOT_ID } from "#contract/limits";
import type { DeptNode } from "#contract/org";
import type { AppContext } from "../context.ts";
import { departments } from "../db/schema.ts";

/** The whole organisation as a tree (a few hundred rows at most: one query, built in memory). */
export async function departmentTree(ctx: AppContext): Promise<DeptNode[]> {
  const rows = await ctx.db
    .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.name));
  const byParent = new Map<string, typeof rows>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: string, seen: Set<string>): DeptNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => {
        const children = build(row.id, new Set(seen).add(row.id));
        return {
          ...row,
          hasChildren: children.length > 0,
          leaf: children.length === 0,
          ...(children.length ? { children } : {}),
        };
      });
  return build(ORG_ROOT_ID, new Set());
}
