import { useCallback, useRef, useState } from "react";
import { orgOptionsOps } from "#contract/operations/org-options";
import type { OrgNode } from "#contract/org";
import { call } from "../../../providers/http/call";
import type { KnownUser } from "./use-user-labels";

/** A node of the attendee tree in antd's "simple mode" (flat, linked by id / pId). */
export interface PickerNode {
  id: string;
  pId: string;
  value: string;
  /** What the list shows. */
  title: string;
  /** What a chosen tag shows. */
  label: string;
  isLeaf: boolean;
  checkable?: boolean;
  selectable?: boolean;
}

export const ROOT_ID = "0";
/** Department values are prefixed so they can never be taken for a user id. */
const DEPT_PREFIX = "dept:";

export const userTitle = (user: KnownUser): string =>
  user.account ? `${user.name} (${user.account})` : user.name;

function pickerNode(node: OrgNode, parentValue: string): PickerNode {
  if (node.type === "DEPT") {
    const value = DEPT_PREFIX + node.id;
    // A department is only a folder: choosing it would not mean "all its users".
    return {
      id: value,
      pId: parentValue,
      value,
      title: node.name,
      label: node.name,
      isLeaf: !node.hasChildren,
      checkable: false,
      selectable: false,
    };
  }
  return {
    id: node.id,
    pId: parentValue,
    value: node.id,
    title: userTitle(node),
    label: node.name,
    isLeaf: true,
  };
}

/**
 * The organisation loaded one level at a time (GET /system/org/children): the root on the first
 * opening, a department when it is expanded. Users met are handed to `onUsers` (their labels).
 */
export function useOrgTree(onUsers: (users: KnownUser[]) => void) {
  const [nodes, setNodes] = useState<PickerNode[]>([]);
  const [rootState, setRootState] = useState<"idle" | "loading" | "loaded">("idle");
  const [error, setError] = useState<string | null>(null);
  const onUsersRef = useRef(onUsers);
  onUsersRef.current = onUsers;

  const fetchLevel = useCallback(async (parentValue: string) => {
    const parentId = parentValue === ROOT_ID ? ROOT_ID : parentValue.slice(DEPT_PREFIX.length);
    const result = await call(orgOptionsOps.children, { query: { parentId } }, { silent: true });
    if (!result.ok) {
      setError(result.message);
      return false;
    }
    setError(null);
    const level = result.data.map((node) => pickerNode(node, parentValue));
    setNodes((prev) => [...prev.filter((node) => node.pId !== parentValue), ...level]);
    onUsersRef.current(result.data.filter((node) => node.type === "USER"));
    return true;
  }, []);

  const loadRoot = useCallback(async () => {
    if (rootState !== "idle") return;
    setRootState("loading");
    setRootState((await fetchLevel(ROOT_ID)) ? "loaded" : "idle");
  }, [rootState, fetchLevel]);

  /** For antd's loadData: a rejection lets the department be expanded (and fetched) again. */
  const loadChildren = useCallback(
    async (node: { value?: unknown }) => {
      if (!(await fetchLevel(String(node.value)))) throw new Error("not loaded");
    },
    [fetchLevel],
  );

  return { nodes, loading: rootState === "loading", error, loadRoot, loadChildren };
}
