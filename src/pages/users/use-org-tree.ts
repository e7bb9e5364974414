import { useCallback, useEffect, useState } from "react";
import type { Dept } from "#contract/departments";
import { ORG_ROOT_ID } from "#contract/limits/people";
import { departmentsOps } from "#contract/operations/departments";
import { call } from "../../providers/http/call";

/**
 * The organisation tree of user management, one level per expand (spec §9): where the caller's tree
 * starts (their data authority), then each node's children when it is first opened. `reload` asks
 * a level again after a change (a new, renamed, moved or deleted department).
 */
export const TOPS = "__tops__";

export interface OrgTreeState {
  /** Loaded levels: TOPS, or a department id, to its children. */
  levels: ReadonlyMap<string, Dept[]>;
  loading: boolean;
  failed: boolean;
  loadChildren(id: string): Promise<void>;
  reload(level: string): Promise<void>;
  find(id: string): Dept | undefined;
  /** Opened nodes, kept here so that the tree stays open while the list beside it changes. */
  expanded: string[];
  setExpanded(keys: string[]): void;
  /** Opens the tree down to a department found by search, loading each level on the way. */
  reveal(dept: Dept): Promise<void>;
}

/** No organisation is deeper than this; it also ends the walk on a broken parent chain. */
const MAX_DEPTH = 32;

export function useOrgTree(): OrgTreeState {
  const [levels, setLevels] = useState<Map<string, Dept[]>>(new Map());
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);

  const load = useCallback(async (level: string) => {
    const result =
      level === TOPS
        ? await call(departmentsOps.top)
        : await call(departmentsOps.children, { query: { parentId: level } });
    if (!result.ok) {
      if (level === TOPS) setFailed(true);
      return;
    }
    setLevels((current) => new Map(current).set(level, result.data));
    // A tree with one top (the company) opens it: its departments are what one looks for.
    if (level === TOPS && result.data.length === 1 && !result.data[0].leaf) {
      const [top] = result.data;
      const children = await call(departmentsOps.children, { query: { parentId: top.id } });
      if (children.ok) setLevels((current) => new Map(current).set(top.id, children.data));
      setExpanded((keys) => (keys.includes(top.id) ? keys : [...keys, top.id]));
    }
  }, []);

  useEffect(() => {
    void load(TOPS).finally(() => setLoading(false));
  }, [load]);

  const find = useCallback(
    (id: string) => {
      for (const level of levels.values()) {
        const found = level.find((dept) => dept.id === id);
        if (found) return found;
      }
      return undefined;
    },
    [levels],
  );

  /** A level again; a parent whose level holds the changed one learns whether it still has children. */
  const reload = useCallback(
    async (level: string) => {
      await load(level);
      for (const [parent, children] of levels) {
        if (children.some((dept) => dept.id === level)) await load(parent);
      }
    },
    [load, levels],
  );

  const reveal = useCallback(
    async (dept: Dept) => {
      const tops = new Set((levels.get(TOPS) ?? []).map((top) => top.id));
      const chain: string[] = [];
      let parentId = dept.parentId;
      while (!tops.has(dept.id) && parentId !== ORG_ROOT_ID && chain.length < MAX_DEPTH) {
        chain.unshift(parentId);
        if (tops.has(parentId)) break;
        const parent = await call(departmentsOps.byIds, { body: { ids: [parentId] } });
        if (!parent.ok || parent.data.length === 0) return;
        parentId = parent.data[0].parentId;
      }
      for (const id of chain) if (!levels.has(id)) await load(id);
      setExpanded((keys) => [...new Set([...keys, ...chain])]);
    },
    [levels, load],
  );

  return { levels, loading, failed, loadChildren: load, reload, find, expanded, setExpanded, reveal };
}
