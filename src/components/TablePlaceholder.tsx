/** The height of a table row of size "middle" (padding 12 + line 22 + border 1, plus a tag's margin). */
export const ROW_HEIGHT = 47;
/** A first load never reserves more than a screen. */
const MAX_RESERVED = 900;

/**
 * What an empty table shows while its first page loads: the space its rows will take, so that
 * nothing below it (the pagination) moves when they arrive.
 */
export function TablePlaceholder({ rows }: { rows: number }) {
  return <div className="table-placeholder" style={{ height: Math.min(rows * ROW_HEIGHT, MAX_RESERVED) }} />;
}
