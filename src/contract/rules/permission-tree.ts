/**
 * A role's resources as a tree (spec §2 and §6): each menu section's permission above the pages and
 * actions it holds. The menu shows a page only when its section's permission is held too (spec §2:
 * "the operation section as a whole | operation"), so choosing a page chooses its section, and
 * dropping a section drops its pages. Both the authority page and the server run `changeResources`.
 */
import { isPermissionName, type PermissionName } from "#contract/permissions";

export interface PermissionNode {
  key: PermissionName;
  children?: readonly PermissionNode[];
}

export const PERMISSION_TREE: readonly PermissionNode[] = [
  { key: "operation", children: [{ key: "location" }, { key: "meetingRoom" }] },
  {
    key: "monitor",
    children: [
      { key: "device" },
      { key: "meetingMonitor" },
      { key: "meetingControl" },
      { key: "serverMonitor" },
      { key: "mcuMonitor" },
      { key: "maintenance" },
    ],
  },
  {
    key: "dataReport",
    children: [
      { key: "meetingDetails" },
      { key: "meetingRoomReport" },
      { key: "deptReport" },
      { key: "personalReport" },
      { key: "concurrentReport" },
    ],
  },
  { key: "system", children: [{ key: "user" }] },
];

const PARENT = new Map<PermissionName, PermissionName>(
  PERMISSION_TREE.flatMap((section) => (section.children ?? []).map((child) => [child.key, section.key])),
);
const CHILDREN = new Map<PermissionName, PermissionName[]>(
  PERMISSION_TREE.map((section) => [section.key, (section.children ?? []).map((child) => child.key)]),
);
const ORDER = PERMISSION_TREE.flatMap((section) => [
  section.key,
  ...(section.children ?? []).map((c) => c.key),
]);

/** Every name once, in the tree's order. */
export const PERMISSION_ORDER: readonly PermissionName[] = ORDER;

export function parentOf(key: PermissionName): PermissionName | undefined {
  return PARENT.get(key);
}

/**
 * `current` with `add` chosen (each with its section) and `remove` dropped (a section with its
 * pages); unknown names are left out. The answer is in the tree's order, each name once.
 */
export function changeResources(
  current: readonly string[],
  change: { add?: readonly string[]; remove?: readonly string[] },
): PermissionName[] {
  const held = new Set(current.filter(isPermissionName));
  for (const name of change.add ?? []) {
    if (!isPermissionName(name)) continue;
    held.add(name);
    const parent = PARENT.get(name);
    if (parent) held.add(parent);
  }
  for (const name of change.remove ?? []) {
    if (!isPermissionName(name)) continue;
    held.delete(name);
    for (const child of CHILDREN.get(name) ?? []) held.delete(child);
  }
  return ORDER.filter((name) => held.has(name));
}
