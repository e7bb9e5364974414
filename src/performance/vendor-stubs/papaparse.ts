/**
 * Replaces the package `papaparse`, imported by `@refinedev/core`.
 *
 * Stands in for papaparse in the browser build (./plugin.ts): Refine core imports it for its CSV
 * import and export hooks, which the console does not use (our exports are streamed by the server).
 *
 * Measured: part of the first pass, which took the room list's deep link from 573 to 495 kB gzip with the
 * locale groups and TypeBox's removal (no separate figure).
 */
const unavailable = (): never => {
  throw new Error("CSV parsing is not part of the console build");
};

export default { parse: unavailable, unparse: unavailable };
