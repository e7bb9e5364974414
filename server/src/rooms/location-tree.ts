import { LOCATION_LEVELS } from "#contract/limits";
import type { LocationNode } from "#contract/locations";
import type { locations } from "../db/schema-devices.ts";

/**
 * The address dictionary in memory (it holds hundreds of rows): subtrees and room counts for the
 * location calls, computed from one read of the table.
 */
export type LocationRow = typeof locations.$inferSelect;
type LocationLevel = LocationRow["level"];

export const ROOT_ID = "0";

/** The level a parent must have for a child of `level` (null: the root). */
export const parentLevelOf = (level: LocationLevel): LocationLevel | null =>
  LOCATION_LEVELS[LOCATION_LEVELS.indexOf(level) - 1] ?? null;

const bySortThenName = (a: LocationRow, b: LocationRow) =>
  a.sort - b.sort || a.name.localeCompare(b.name, "zh-CN");

export class LocationTree {
  readonly byId = new Map<string, LocationRow>();
  private readonly children = new Map<string, LocationRow[]>();
  private readonly directRooms: Map<string, number>;
  private readonly subtreeRooms = new Map<string, number>();

  constructor(rows: LocationRow[], roomCounts: Map<string, number>) {
    this.directRooms = roomCounts;
    for (const row of rows) {
      this.byId.set(row.id, row);
      const siblings = this.children.get(row.parentId) ?? [];
      siblings.push(row);
      this.children.set(row.parentId, siblings);
    }
    for (const siblings of this.children.values()) siblings.sort(bySortThenName);
  }

  childrenOf(id: string): LocationRow[] {
    return this.children.get(id) ?? [];
  }

  /** The ancestors of `id` from the top down, then `id` itself (guarded against cycles). */
  lineage(id: string): LocationRow[] {
    const chain: LocationRow[] = [];
    const seen = new Set<string>();
    for (let row = this.byId.get(id); row && !seen.has(row.id); row = this.byId.get(row.parentId)) {
      seen.add(row.id);
      chain.unshift(row);
    }
    return chain;
  }

  /** `id` and every location below it. */
  subtreeIds(id: string): string[] {
    const ids: string[] = [];
    const stack = [id];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      ids.push(current);
      for (const child of this.childrenOf(current)) stack.push(child.id);
    }
    return ids;
  }

  roomCountOf(id: string): number {
    const cached = this.subtreeRooms.get(id);
    if (cached !== undefined) return cached;
    const count = this.subtreeIds(id).reduce((sum, each) => sum + (this.directRooms.get(each) ?? 0), 0);
    this.subtreeRooms.set(id, count);
    return count;
  }

  record({ idPath: _idPath, ...row }: LocationRow): LocationNode {
    return {
      ...row,
      hasChildren: this.childrenOf(row.id).length > 0,
      roomCount: this.roomCountOf(row.id),
    };
  }

  node(row: LocationRow, depth = 0): LocationNode {
    const children =
      depth < LOCATION_LEVELS.length
        ? this.childrenOf(row.id).map((child) => this.node(child, depth + 1))
        : [];
    return { ...this.record(row), children };
  }
}
