/**
 * The charts' colours: each series colour has at least 3:1 contrast on white (WCAG's for graphics),
 * and neighbours differ in hue and lightness; a series is always named too (legend, tooltip, marks).
 */
export const SERIES_COLOURS = [
  "#1668dc",
  "#08979c",
  "#d46b08",
  "#722ed1",
  "#c41d7f",
  "#389e0d",
  "#874d00",
  "#1d39c4",
  "#5b6b7c",
  "#a8071a",
] as const;

export const seriesColour = (i: number): string => SERIES_COLOURS[i % SERIES_COLOURS.length]!;

/** The heat map's ramp: a cell with nothing, the least and the most. */
export const HEAT_RAMP = { empty: "#f0f5ff", low: "#bae0ff", high: "#002c8c" } as const;

export const CAPACITY_COLOUR = "#cf1322";
/** The theme's primary colour (src/theme.ts): the focus ring. */
export const FOCUS_COLOUR = "#0958d9";
export const AXIS_COLOUR = "#bfbfbf";
export const GRID_COLOUR = "#f0f0f0";
/** Axis labels: rgba(0,0,0,0.65) on white, 5.7:1. */
export const LABEL_COLOUR = "#595959";
