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

/**
 * Whether two rows agree on `keys`: the same row, or both present with the same value of each key
 * (mergeChanges keeps the identity of a value that did not change). A memo compares what it reads.
 */
export function sameFields<T extends object>(a: T | null, b: T | null, keys: readonly (keyof T)[]): boolean {
  return a === b || (a !== null && b !== null && keys.every((key) => a[key] === b[key]));
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
