import {
  barsSpec,
  heatSpec,
  hours,
  inHours,
  peaksSpec,
  periodLabel,
  seriesTrendSpec,
  trendSpec,
  usageSpec,
} from "../../../../src/pages/reports/charts/chart-data";

const WEEK = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

describe("report answers → chart data", () => {
  it.each([
    [90, 1.5],
    [100, 1.7],
    [0, 0],
    [59, 1],
  ])("%i minutes read as %f hours", (minutes, expected) => {
    expect(hours(minutes)).toBe(expected);
  });

  it.each<[string, Parameters<typeof periodLabel>[1], boolean, string]>([
    ["2026-11-03", "day", false, "11-03"],
    ["2026-11-02", "week", false, "11-02"],
    ["2026-11-01", "month", false, "2026-11"],
    ["2026-11-03 14:00", "hour", false, "11-03 14:00"],
    ["2026-11-03 14:00", "hour", true, "14:00"],
  ])("period %s by %s (one day: %s) reads %s", (period, granularity, sameDay, label) => {
    expect(periodLabel(period, granularity, sameDay)).toBe(label);
  });

  it("a trend has a line per measure over every period", () => {
    const points = [
      { period: "2026-11-01", start: 0, meetings: 2, minutes: 90 },
      { period: "2026-11-02", start: 1, meetings: 0, minutes: 0 },
    ];
    expect(trendSpec(points, "day", { meetings: (p) => p.meetings, hours: (p) => hours(p.minutes) })).toEqual(
      {
        kind: "trend",
        points: [
          { x: "11-01", y: 2, series: "meetings", key: "2026-11-01" },
          { x: "11-02", y: 0, series: "meetings", key: "2026-11-02" },
          { x: "11-01", y: 1.5, series: "hours", key: "2026-11-01" },
          { x: "11-02", y: 0, series: "hours", key: "2026-11-02" },
        ],
      },
    );
  });

  it("a department trend has a line per department", () => {
    const spec = seriesTrendSpec(
      [
        { name: "R&D", points: [{ period: "2026-11-01", minutes: 60 }] },
        { name: "Sales", points: [{ period: "2026-11-01", minutes: 30 }] },
      ],
      "day",
      (p) => hours(p.minutes),
    );
    expect(spec).toEqual({
      kind: "trend",
      points: [
        { x: "11-01", y: 1, series: "R&D", key: "2026-11-01" },
        { x: "11-01", y: 0.5, series: "Sales", key: "2026-11-01" },
      ],
    });
  });

  it("a bar keeps the id it drills into", () => {
    const spec = barsSpec(
      [{ id: "d7", name: "R&D", minutes: 120 }],
      (d) => d.id,
      (d) => d.name,
      { hours: (d) => hours(d.minutes) },
      { horizontal: true },
    );
    expect(spec).toEqual({
      kind: "bars",
      bars: [{ key: "d7", label: "R&D", value: 2, series: "hours" }],
      horizontal: true,
    });
  });

  it("the heat map has all 168 cells, Monday first, those left out at 0", () => {
    const spec = heatSpec([{ weekday: 6, hour: 23, value: 4 }], WEEK);
    if (spec.kind !== "heatmap") throw new Error(spec.kind);
    expect(spec.cells).toHaveLength(168);
    expect(spec.cells[0]).toEqual({ weekday: 0, hour: 0, value: 0 });
    expect(spec.cells[167]).toEqual({ weekday: 6, hour: 23, value: 4 });
  });

  it("the rooms' heat maps, counted in minutes, are drawn in hours as their axis says", () => {
    expect(
      inHours([
        { weekday: 0, hour: 9, value: 120 },
        { weekday: 1, hour: 10, value: 45 },
      ]),
    ).toEqual([
      { weekday: 0, hour: 9, value: 2 },
      { weekday: 1, hour: 10, value: 0.8 },
    ]);
  });

  it("a peak drills at its moment; a period where nothing ran cannot; no ports, no capacity line", () => {
    const points = [
      { period: "2026-11-03 09:00", start: 0, peak: 3, at: 1_700_000_000_000 },
      { period: "2026-11-03 10:00", start: 1, peak: 0, at: null },
    ];
    expect(peaksSpec(points, "hour", 1100, "Ports: 1100")).toEqual({
      kind: "peaks",
      peaks: [
        { key: "1700000000000", x: "09:00", peak: 3 },
        { key: "", x: "10:00", peak: 0 },
      ],
      capacity: 1100,
      capacityLabel: "Ports: 1100",
    });
    expect(peaksSpec(points, "hour", 0, "")).toMatchObject({ capacity: undefined });
  });

  it("booked versus used stacks the four fates per group; a part drills into its group and fate", () => {
    const spec = usageSpec(
      [{ id: "r1", name: "Room 1", counts: { used: 3, partlyUsed: 1, noShow: 0, ghost: 2 } }],
      (usage) => usage.toLowerCase(),
    );
    expect(spec).toEqual({
      kind: "bars",
      horizontal: true,
      bars: [
        { key: "r1", drill: "r1~USED", label: "Room 1", value: 3, series: "used" },
        { key: "r1", drill: "r1~PARTLY_USED", label: "Room 1", value: 1, series: "partly_used" },
        { key: "r1", drill: "r1~NO_SHOW", label: "Room 1", value: 0, series: "no_show" },
        { key: "r1", drill: "r1~GHOST", label: "Room 1", value: 2, series: "ghost" },
      ],
    });
  });
});
