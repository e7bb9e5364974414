/**
 * How the arrow keys move between a chart's marks, each at a row and a column (a series and a
 * period, a weekday and an hour…): along the row, across rows to the nearest column, Home and End
 * to the row's ends. Pure, so the moves are tested without drawing.
 */
export interface GridPlace {
  row: number;
  col: number;
}

export type MoveKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End";

export const MOVE_KEYS: readonly string[] = [
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
];

/** The index of the mark the key moves to from `from` (itself when there is nowhere to go). */
export function gridMove(places: readonly GridPlace[], from: number, key: MoveKey): number {
  const here = places[from];
  if (!here) return from;
  const indices = places.map((_, i) => i);
  const sameRow = indices.filter((i) => places[i]!.row === here.row);
  const byCol = (a: number, b: number) => places[a]!.col - places[b]!.col;
  switch (key) {
    case "ArrowRight":
      return sameRow.filter((i) => places[i]!.col > here.col).sort(byCol)[0] ?? from;
    case "ArrowLeft":
      return (
        sameRow
          .filter((i) => places[i]!.col < here.col)
          .sort(byCol)
          .at(-1) ?? from
      );
    case "Home":
      return sameRow.sort(byCol)[0] ?? from;
    case "End":
      return sameRow.sort(byCol).at(-1) ?? from;
    case "ArrowUp":
    case "ArrowDown": {
      const rows = [...new Set(places.map((p) => p.row))].sort((a, b) => a - b);
      const row = rows[rows.indexOf(here.row) + (key === "ArrowDown" ? 1 : -1)];
      if (row === undefined) return from;
      let best = from;
      let distance = Number.POSITIVE_INFINITY;
      for (const i of indices) {
        const d = Math.abs(places[i]!.col - here.col);
        if (places[i]!.row === row && d < distance) {
          best = i;
          distance = d;
        }
      }
      return best;
    }
  }
}
