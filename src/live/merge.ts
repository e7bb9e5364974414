/**
 * Applies a delta's changed fields to a row. The row keeps its identity when no value differs, so
 * a memoised row (and React's bail-out) skips it; only the fields the row has are taken.
 */
export function mergeChanges<T extends object>(row: T, changes: Partial<T> | Record<string, unknown>): T {
  let next: T | null = null;
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || !(key in row)) continue;
    const current = (row as Record<string, unknown>)[key];
    if (sameValue(current, value)) continue;
    next ??= { ...row };
    (next as Record<string, unknown>)[key] = value;
  }
  return next ?? row;
}

/** Equal scalars, or arrays / plain objects with equal members (panes, a server reference). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlain(a) && isPlain(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
