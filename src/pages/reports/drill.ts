/**
 * What a drill-down opened, as the URL's `drill` holds it: `<kind>:<value>` (a department, a user,
 * a room, a meeting type, a period, a moment, a meeting's participants, a booking usage).
 */
export const DRILL_KINDS = [
  "dept",
  "user",
  "room",
  "type",
  "period",
  "at",
  "meeting",
  "usage",
  "group",
] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

export interface Drill {
  kind: DrillKind;
  value: string;
}

export const drillKey = (kind: DrillKind, value: string): string => `${kind}:${value}`;

export function parseDrill(raw: string | undefined): Drill | undefined {
  if (!raw) return undefined;
  const at = raw.indexOf(":");
  const kind = raw.slice(0, at) as DrillKind;
  const value = raw.slice(at + 1);
  return at > 0 && value !== "" && (DRILL_KINDS as readonly string[]).includes(kind)
    ? { kind, value }
    : undefined;
}
