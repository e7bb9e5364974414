import { chartTable, isEmptyChart, summarise } from "../../../../src/pages/reports/charts/chart-summary";
import type { ChartSpec } from "../../../../src/pages/reports/charts/chart-types";

const labels = { category: "Department", value: "Hours" };
const stacked: ChartSpec = {
  kind: "bars",
  bars: [
    { key: "d1", label: "R&D", value: 3, series: "used" },
    { key: "d1", label: "R&D", value: 1, series: "no-show" },
    { key: "d2", label: "Sales", value: 5, series: "used" },
  ],
};

describe("a chart in words", () => {
  it("names how many values it draws and the highest", () => {
    expect(summarise(stacked)).toEqual({ count: 3, top: { label: "Sales · used", value: 5 } });
    expect(summarise({ kind: "peaks", peaks: [], capacityLabel: "MCU" })).toEqual({
      count: 0,
      top: undefined,
    });
  });

  it("a heat map of zeros is empty; a line with points is not", () => {
    expect(
      isEmptyChart({ kind: "heatmap", weekdays: ["Mon"], cells: [{ weekday: 0, hour: 3, value: 0 }] }),
    ).toBe(true);
    expect(
      isEmptyChart({ kind: "trend", points: [{ x: "11-01", y: 0, series: "a", key: "2026-11-01" }] }),
    ).toBe(false);
  });
});

describe("a chart as a table (its text alternative and keyboard drill-down)", () => {
  it("puts the series of stacked bars side by side, one row per bar, each row drilling into its key", () => {
    expect(chartTable(stacked, labels)).toEqual({
      columns: ["Department", "used", "no-show"],
      rows: [
        { key: "d1", cells: ["R&D", 3, 1], drill: "d1" },
        { key: "d2", cells: ["Sales", 5, 0], drill: "d2" },
      ],
    });
  });

  it("a single series has one value column named by the chart; each period drills into itself", () => {
    const spec: ChartSpec = {
      kind: "trend",
      points: [
        { x: "11-01", y: 2, series: "", key: "2026-11-01" },
        { x: "11-02", y: 4, series: "", key: "2026-11-02" },
      ],
    };
    expect(chartTable(spec, labels)).toEqual({
      columns: ["Department", "Hours"],
      rows: [
        { key: "2026-11-01", cells: ["11-01", 2], drill: "2026-11-01" },
        { key: "2026-11-02", cells: ["11-02", 4], drill: "2026-11-02" },
      ],
    });
  });

  it("a heat map reads as weekdays by 24 hours, missing cells as 0", () => {
    const table = chartTable(
      { kind: "heatmap", weekdays: ["Mon", "Tue"], cells: [{ weekday: 1, hour: 9, value: 7 }] },
      labels,
    );
    expect(table.columns).toHaveLength(25);
    expect(table.rows[0].cells.slice(1).every((v) => v === 0)).toBe(true);
    expect(table.rows[1].cells[10]).toBe(7);
  });
});
