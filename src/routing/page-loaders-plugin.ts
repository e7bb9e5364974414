import path from "node:path";
import type { Plugin } from "vite";
import { PAGE_CHUNK_SOURCES } from "../contract/page-chunks";

export const PAGE_LOADERS_ID = "virtual:page-loaders";
const RESOLVED = `\0${PAGE_LOADERS_ID}`;

/**
 * `virtual:page-loaders`: one dynamic import per declared chunk (#contract/pages), written from the
 * declarations so that each module's path is written once. Rollup makes each a chunk of its own,
 * as it did the hand-written imports; only the console imports it (src/routing/page-chunks.ts).
 */
export function pageLoaders(): Plugin {
  let root = process.cwd();
  return {
    name: "page-loaders",
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === PAGE_LOADERS_ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const entries = Object.entries(PAGE_CHUNK_SOURCES).map(
        ([chunk, source]) => `  ${chunk}: () => import(${JSON.stringify(path.resolve(root, source))}),`,
      );
      return `export default {\n${entries.join("\n")}\n};\n`;
    },
  };
}
