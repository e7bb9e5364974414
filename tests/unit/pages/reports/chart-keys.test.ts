import { type GridPlace, gridMove, type MoveKey } from "../../../../src/pages/reports/charts/chart-keys";

// Two series over three periods, the second missing its middle point: rows are series, columns periods.
const places: GridPlace[] = [
  { row: 0, col: 0 },
  { row: 0, col: 1 },
  { row: 0, col: 2 },
  { row: 1, col: 0 },
  { row: 1, col: 2 },
];

describe("the arrow keys between a chart's marks", () => {
  it.each<{ from: number; key: MoveKey; to: number; rule: string }>([
    { from: 0, key: "ArrowRight", to: 1, rule: "right: the next period of the same series" },
    { from: 2, key: "ArrowRight", to: 2, rule: "right at the end: stays" },
    { from: 1, key: "ArrowLeft", to: 0, rule: "left: the previous period" },
    { from: 3, key: "ArrowRight", to: 4, rule: "right skips a missing point" },
    { from: 0, key: "ArrowDown", to: 3, rule: "down: the next series, same period" },
    { from: 1, key: "ArrowDown", to: 3, rule: "down to a series without that period: the nearest one" },
    { from: 4, key: "ArrowUp", to: 2, rule: "up: the previous series" },
    { from: 0, key: "ArrowUp", to: 0, rule: "up from the first series: stays" },
    { from: 1, key: "Home", to: 0, rule: "Home: the row's first" },
    { from: 3, key: "End", to: 4, rule: "End: the row's last" },
  ])("$rule", ({ from, key, to }) => {
    expect(gridMove(places, from, key)).toBe(to);
  });

  it("stays put without marks", () => {
    expect(gridMove([], 0, "ArrowRight")).toBe(0);
  });
});
