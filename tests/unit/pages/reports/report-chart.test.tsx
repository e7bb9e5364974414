import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChartSpec } from "../../../../src/pages/reports/charts/chart-types";
import { ReportChart } from "../../../../src/pages/reports/charts/ReportChart";

// jsdom lays nothing out: the chart's container measures 600 × 240.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    width: 600,
    height: 240,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 600,
    bottom: 240,
    toJSON: () => ({}),
  });
});
afterEach(() => vi.restoreAllMocks());

const stacked: ChartSpec = {
  kind: "bars",
  horizontal: true,
  bars: [
    { key: "d1", drill: "d1~USED", label: "R&D", value: 3, series: "Used" },
    { key: "d2", drill: "d2~USED", label: "Sales", value: 5, series: "Used" },
    { key: "d1", drill: "d1~GHOST", label: "R&D", value: 1, series: "Ghost" },
    { key: "d2", drill: "d2~GHOST", label: "Sales", value: 0, series: "Ghost" },
  ],
};

describe("the report charts", () => {
  it("names every series in a legend and every bar with its exact value", () => {
    render(<ReportChart spec={stacked} onSelect={() => {}} />);
    const legend = screen.getByRole("list");
    expect(legend).toHaveTextContent("Used");
    expect(legend).toHaveTextContent("Ghost");
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "R&D · Used: 3",
      "R&D · Ghost: 1",
      "Sales · Used: 5",
      "Sales · Ghost: 0",
    ]);
  });

  it("is one tab stop; the arrow keys move between bars and Enter or Space drills into one", async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<ReportChart spec={stacked} onSelect={onSelect} />);
    const bars = screen.getAllByRole("button");
    expect(bars.map((b) => b.getAttribute("tabindex"))).toEqual(["0", "-1", "-1", "-1"]);
    await user.tab();
    expect(bars[0]).toHaveFocus();
    // The tooltip tells the focused bar's values.
    expect(document.querySelector(".report-tooltip")).toHaveTextContent(/R&D.*Used.*3.*Ghost.*1/);
    await user.keyboard("{ArrowDown}");
    expect(bars[2]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(bars[3]).toHaveFocus();
    expect(bars[3]).toHaveAttribute("tabindex", "0");
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith("d2~GHOST");
    await user.keyboard("{ArrowLeft}[Space]");
    expect(onSelect).toHaveBeenLastCalledWith("d2~USED");
    await user.click(bars[1]!);
    expect(onSelect).toHaveBeenLastCalledWith("d1~GHOST");
  });

  it("shows the exact values of a hovered trend point and drills into its period", async () => {
    const onSelect = vi.fn();
    const spec: ChartSpec = {
      kind: "trend",
      points: [
        { x: "11-01", y: 2, series: "Meetings", key: "2026-11-01" },
        { x: "11-02", y: 4, series: "Meetings", key: "2026-11-02" },
        { x: "11-01", y: 1.5, series: "Hours", key: "2026-11-01" },
        { x: "11-02", y: 3.25, series: "Hours", key: "2026-11-02" },
      ],
    };
    render(<ReportChart spec={spec} onSelect={onSelect} />);
    const point = screen.getByRole("button", { name: "11-02 · Hours: 3.25" });
    fireEvent.mouseEnter(point);
    expect(document.querySelector(".report-tooltip")).toHaveTextContent(/11-02.*Meetings.*4.*Hours.*3.25/);
    fireEvent.click(point);
    expect(onSelect).toHaveBeenCalledWith("2026-11-02");
    expect(document.querySelectorAll("polyline")).toHaveLength(2);
  });

  it("draws a weekday × hour map of 168 named cells with its colour scale, none drillable", () => {
    const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    const cells = weekdays.flatMap((_, weekday) =>
      Array.from({ length: 24 }, (_, hour) => ({
        weekday,
        hour,
        value: weekday === 2 && hour === 9 ? 7 : 0,
      })),
    );
    render(<ReportChart spec={{ kind: "heatmap", cells, weekdays }} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getAllByRole("img")).toHaveLength(168);
    expect(screen.getByRole("img", { name: "Wed 09:00: 7" })).toBeInTheDocument();
    expect(document.querySelector(".report-heat-legend")).toHaveTextContent("7");
  });

  it("draws peaks against the capacity line; a period with no peak moment is not a button", () => {
    const onSelect = vi.fn();
    render(
      <ReportChart
        spec={{
          kind: "peaks",
          peaks: [
            { key: "1764000000", x: "11-24", peak: 3 },
            { key: "", x: "11-25", peak: 0 },
          ],
          capacity: 10,
          capacityLabel: "MCU ports: 10",
        }}
        onSelect={onSelect}
      />,
    );
    expect(screen.getAllByText("MCU ports: 10").length).toBeGreaterThanOrEqual(2);
    expect(document.querySelector("line[stroke-dasharray]")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "11-24: 3" }));
    expect(onSelect).toHaveBeenCalledWith("1764000000");
    expect(screen.getByRole("img", { name: "11-25: 0" })).toBeInTheDocument();
  });

  it("keeps its height with many horizontal bars: the plot scrolls instead of the page shifting", () => {
    const rooms: ChartSpec = {
      kind: "bars",
      horizontal: true,
      bars: Array.from({ length: 50 }, (_, i) => ({
        key: `r${i}`,
        label: `Room ${i}`,
        value: i,
        series: "Hours",
      })),
    };
    const { container } = render(<ReportChart spec={rooms} height={300} />);
    expect(container.querySelector<HTMLElement>(".report-chart-body")?.style.height).toBe("300px");
    expect(container.querySelector<HTMLElement>(".report-plot")?.style.overflowY).toBe("auto");
    expect(Number(container.querySelector("svg.report-svg")?.getAttribute("height"))).toBeGreaterThan(
      50 * 20,
    );
    expect(screen.getAllByRole("img")).toHaveLength(50);
  });

  it("reserves its height before it is measured", () => {
    vi.restoreAllMocks();
    const { container } = render(<ReportChart spec={stacked} height={300} />);
    expect(container.querySelector<HTMLElement>(".report-chart-body")?.style.height).toBe("300px");
    expect(container.querySelector("svg.report-svg")).toBeNull();
  });
});
