/**
 * Stands in for resize-observer-polyfill in the browser build (vite.config.ts): antd's resize
 * observer imports the polyfill, and every browser the console supports has ResizeObserver.
 */
export default globalThis.ResizeObserver;
