/** A table of more rows than this (a page of 500, or a whole tree) renders only the rows in view. */
export const WINDOW_AFTER_ROWS = 100;
export const WINDOW_HEIGHT = 640;

type Row = Record<string, unknown>;

/** Rows of a table, counting the nested `children` of a tree. */
export function countRows(rows: readonly Row[]): number {
  return rows.reduce(
    (n, row) => n + 1 + (Array.isArray(row.children) ? countRows(row.children as Row[]) : 0),
    0,
  );
}

export const isWindowed = (rows: readonly Row[]): boolean => countRows(rows) > WINDOW_AFTER_ROWS;
