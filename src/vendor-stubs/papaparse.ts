/**
 * Stands in for papaparse in the browser build (vite.config.ts): Refine core imports it for its CSV
 * import and export hooks, which the console does not use (our exports are streamed by the server).
 */
const unavailable = (): never => {
  throw new Error("CSV parsing is not part of the console build");
};

export default { parse: unavailable, unparse: unavailable };
