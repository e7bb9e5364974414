import { SERIES_COLOURS } from "../../../../src/pages/reports/charts/chart-colours";
import {
  bands,
  categoryLabels,
  fitText,
  formatTick,
  heatColour,
  labelStride,
  linear,
  mix,
  niceStep,
  textWidth,
  valueAxis,
} from "../../../../src/pages/reports/charts/chart-scale";

describe("value axes in round steps", () => {
  it.each([
    // rule: the axis starts at 0, reaches at least the largest value, in steps of 1, 2, 2.5 or 5 × 10ⁿ
    { max: 3, integers: false, ticks: [0, 1, 2, 3], step: 1 },
    { max: 3, integers: true, ticks: [0, 1, 2, 3], step: 1 },
    { max: 2, integers: false, ticks: [0, 0.5, 1, 1.5, 2], step: 0.5 },
    { max: 36, integers: false, ticks: [0, 10, 20, 30, 40], step: 10 },
    { max: 7.3, integers: false, ticks: [0, 2, 4, 6, 8], step: 2 },
    { max: 1100, integers: true, ticks: [0, 250, 500, 750, 1000, 1250], step: 250 },
    { max: 0.12, integers: false, ticks: [0, 0.025, 0.05, 0.075, 0.1, 0.125], step: 0.025 },
    // rule: counts never get fractional ticks
    { max: 2, integers: true, ticks: [0, 1, 2], step: 1 },
    // rule: an empty chart still has an axis, 0..1
    { max: 0, integers: false, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1], step: 0.2 },
    { max: 0, integers: true, ticks: [0, 1], step: 1 },
  ])("max $max (integers: $integers) → $ticks", ({ max, integers, ticks, step }) => {
    const axis = valueAxis(max, { integers });
    expect(axis.ticks).toEqual(ticks);
    expect(axis.step).toBe(step);
    expect(axis.max).toBe(ticks.at(-1));
    expect(axis.max).toBeGreaterThanOrEqual(max);
  });

  it.each([
    { span: 10, count: 5, step: 2 },
    { span: 12, count: 5, step: 2.5 },
    { span: 30, count: 5, step: 10 },
    { span: 1, count: 5, step: 0.2 },
    { span: 900, count: 5, step: 200 },
  ])("niceStep($span, $count) = $step", ({ span, count, step }) => {
    expect(niceStep(span, count)).toBe(step);
  });

  it.each([
    // rule: a tick shows as many decimals as its step, no float noise
    { value: 0.30000000000000004, step: 0.1, text: "0.3" },
    { value: 1, step: 0.5, text: "1" },
    { value: 0.25, step: 0.25, text: "0.25" },
    { value: 1000, step: 250, text: "1,000" },
  ])("tick $value (step $step) reads $text", ({ value, step, text }) => {
    expect(formatTick(value, step)).toBe(text);
  });
});

describe("positions", () => {
  it("maps a value linearly, upward axes included", () => {
    const y = linear(10, 200, 0);
    expect([y(0), y(5), y(10)]).toEqual([200, 100, 0]);
    expect(linear(0, 0, 100)(0)).toBe(0);
  });

  it("cuts a length into equal bands with inner padding", () => {
    const b = bands(4, 100, 400, 0.2);
    expect(b.step).toBe(100);
    expect(b.width).toBe(80);
    expect([b.start(0), b.centre(0), b.start(3), b.centre(3)]).toEqual([110, 150, 410, 450]);
  });

  it.each([
    // rule: category labels never overlap: every n-th is written when they would
    { count: 30, length: 600, labelWidth: 30, stride: 2 },
    { count: 7, length: 600, labelWidth: 30, stride: 1 },
    { count: 24, length: 300, labelWidth: 14, stride: 2 },
    { count: 1, length: 10, labelWidth: 100, stride: 1 },
  ])(
    "$count labels of $labelWidth px over $length px: every $stride",
    ({ count, length, labelWidth, stride }) => {
      expect(labelStride(count, length, labelWidth)).toBe(stride);
    },
  );

  it("measures full-width characters wider and cuts long names with an ellipsis", () => {
    expect(textWidth("会议室", 12)).toBe(36);
    expect(textWidth("ab", 10)).toBeCloseTo(11);
    expect(fitText("短", 100)).toBe("短");
    const cut = fitText("全国销售视频例会第二季度", 60);
    expect(cut.endsWith("…")).toBe(true);
    expect(textWidth(cut)).toBeLessThanOrEqual(60);
  });
});

describe("colours", () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

  it.each(SERIES_COLOURS.map((colour) => ({ colour })))(
    "series colour $colour has 3:1 contrast on white (WCAG 1.4.11)",
    ({ colour }) => {
      expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(3);
    },
  );

  it("mixes colours channel by channel and ramps the heat map", () => {
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    const ramp = { empty: "#eeeeee", low: "#000000", high: "#ffffff" };
    expect(heatColour(0, 10, ramp)).toBe("#eeeeee");
    expect(heatColour(10, 10, ramp)).toBe("#ffffff");
    expect(heatColour(5, 10, ramp)).toBe("#808080");
    expect(heatColour(3, 0, ramp)).toBe("#eeeeee");
  });
});

describe("category axis labels", () => {
  const types = ["Video meeting", "Network meeting", "Recording", "General meeting", "Streaming"];
  it("writes every label when they fit", () => {
    expect(categoryLabels(types, 1000)).toEqual(types);
  });
  it("cuts a few labels to their bands rather than leaving any out", () => {
    const shown = categoryLabels(types, 300);
    expect(shown.every((l) => l !== null)).toBe(true);
    expect(shown.some((l) => l?.endsWith("…"))).toBe(true);
    for (const l of shown) expect(textWidth(l ?? "")).toBeLessThanOrEqual(300 / 5 - 8);
  });
  it("writes every n-th of many labels, whole", () => {
    const days = Array.from({ length: 30 }, (_, i) => `11-${String(i + 1).padStart(2, "0")}`);
    const shown = categoryLabels(days, 400);
    expect(shown[0]).toBe("11-01");
    expect(shown.filter((l) => l !== null).length).toBeLessThan(30);
    expect(shown.filter((l) => l !== null).every((l) => days.includes(l as string))).toBe(true);
  });
});
