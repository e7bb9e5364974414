import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { CONSOLE_SOURCES, PAGE_CHUNK_SOURCES } from "../../contract/page-chunks";

/**
 * The build manifest keyed by every page's source (#contract/page-chunks), which the server and
 * scripts/deep-link-weight.ts look pages up by. When Rollup merges a small page chunk into one it
 * shares with other modules, the manifest keys that chunk by its file name only: the page's source
 * is then added as a second key of the same entry (`/home` had lost its modulepreload links).
 */
export function pageManifestKeys(): Plugin {
  let root = process.cwd();
  return {
    name: "page-manifest-keys",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const file = path.join(options.dir ?? "dist", ".vite", "manifest.json");
      if (!existsSync(file)) return;
      const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { file: string }>;
      const keyByFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
      let added = false;
      for (const source of [...Object.values(PAGE_CHUNK_SOURCES), ...CONSOLE_SOURCES]) {
        if (manifest[source]) continue;
        const id = path.resolve(root, source);
        const chunk = Object.values(bundle).find((out) => out.type === "chunk" && id in out.modules);
        const key = chunk && keyByFile.get(chunk.fileName);
        if (!key) continue;
        manifest[source] = { ...manifest[key]!, src: source } as { file: string };
        added = true;
      }
      if (added) writeFileSync(file, JSON.stringify(manifest, null, 2));
    },
  };
}
