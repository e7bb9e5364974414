/**
 * Stands in for axios's fetch adapter in the browser build (vite.config.ts): axios picks the first
 * adapter of ['xhr', 'http', 'fetch'] the environment supports, which in a browser is always xhr,
 * and the console's client names no other. `false` is axios's own "not supported here".
 */
export const getFetch = (): false => false;

export default false;
