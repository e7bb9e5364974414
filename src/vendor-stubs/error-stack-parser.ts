/**
 * Stands in for error-stack-parser in the browser build (vite.config.ts): Refine's devtools read call
 * stacks in development only; a production build never calls it.
 */
export default { parse: (): [] => [] };
