import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import {
  CONSOLE_SOURCES,
  localeChunkName,
  localeGroupOf,
  PAGE_CHUNK_SOURCES,
} from "./src/contract/page-chunks";
import { pageLoaders } from "./src/routing/page-loaders-plugin";

const apiTarget = process.env.API_TARGET ?? "http://localhost:8080";

/** A locale file outside the entry goes to its group's chunk of its language (#contract/page-chunks). */
function localeChunk(id: string): string | undefined {
  const match = /\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(id);
  const group = match ? localeGroupOf(match[2]!) : null;
  return match && group ? localeChunkName(match[1]!, group) : undefined;
}

/**
 * Packages Refine core and its router import at their top, replaced in the browser build: papaparse
 * (CSV import/export hooks the console does not use) and error-stack-parser (the devtools' call stacks,
 * read in development only) by modules that say so; qs (with its six dependencies) by our own codec
 * of the list state Refine keeps in the address, tested against qs itself.
 */
const STUBS: Record<string, string> = {
  papaparse: "src/vendor-stubs/papaparse.ts",
  "error-stack-parser": "src/vendor-stubs/error-stack-parser.ts",
  qs: "src/vendor-stubs/qs.ts",
  "resize-observer-polyfill": "src/vendor-stubs/resize-observer.ts",
};

/**
 * Modules replaced for one importer only (the import as written, and the end of the importer's path):
 * what a list page's first paint would otherwise download without running it. Each stub says why.
 */
const IMPORTER_STUBS: { id: string; importer: string; stub: string }[] = [
  {
    id: "./FilterDropdown",
    importer: "antd/es/table/hooks/useFilter/index.js",
    stub: "src/vendor-stubs/antd-table-filter-dropdown.tsx",
  },
  {
    id: "../Editable",
    importer: "antd/es/typography/Base/index.js",
    stub: "src/vendor-stubs/antd-typography-editable.tsx",
  },
  {
    id: "../../radio",
    importer: "antd/es/table/hooks/useSelection.js",
    stub: "src/vendor-stubs/antd-table-radio.tsx",
  },
  {
    id: "../../dropdown",
    importer: "antd/es/table/hooks/useSelection.js",
    stub: "src/vendor-stubs/antd-table-dropdown.tsx",
  },
  {
    id: "rc-tree/es/util",
    importer: "antd/es/table/hooks/useSelection.js",
    stub: "src/vendor-stubs/rc-tree-key-lists.ts",
  },
  {
    id: "../select",
    importer: "antd/es/pagination/Pagination.js",
    stub: "src/vendor-stubs/antd-pagination-select.tsx",
  },
  {
    id: "../tabs",
    importer: "antd/es/card/Card.js",
    stub: "src/vendor-stubs/antd-card-tabs.tsx",
  },
  {
    id: "../form/hooks/useForm",
    importer: "antd/es/radio/group.js",
    stub: "src/vendor-stubs/antd-name-path.ts",
  },
];

const FORM_STORE = "\0rc-field-form-store";

/** lodash's functions that Refine core calls, from our own module (src/vendor-stubs/lodash.ts says why). */
const LODASH = new Set(["debounce", "differenceWith", "isEqual", "unionWith"]);
const LODASH_STANDIN = "\0lodash:";

function vendorStubs(): Plugin {
  return {
    name: "vendor-stubs",
    apply: "build",
    enforce: "pre",
    resolveId(id, importer) {
      if (STUBS[id]) return fileURLToPath(new URL(STUBS[id], import.meta.url));
      const lodash = /^lodash-es\/(\w+)\.js$/.exec(id)?.[1];
      if (lodash && LODASH.has(lodash)) return LODASH_STANDIN + lodash;
      const from = importer?.replace(/\\/g, "/") ?? "";
      const scoped = IMPORTER_STUBS.find((stub) => stub.id === id && from.endsWith(stub.importer));
      if (scoped) return fileURLToPath(new URL(scoped.stub, import.meta.url));
      // Every antd input reads the form context, and antd's useForm hook takes rc-field-form's form
      // store: they need rc-field-form's provider and store only. The rest of rc-field-form (its fields,
      // validation with the async validator) then comes with antd's Form itself.
      if (id === "rc-field-form" && from.endsWith("antd/es/form/context.js")) {
        return this.resolve("rc-field-form/es/FormContext.js", importer);
      }
      if (id === "rc-field-form" && from.endsWith("antd/es/form/hooks/useForm.js")) return FORM_STORE;
      return null;
    },
    load(id) {
      if (id === FORM_STORE) return 'export { default as useForm } from "rc-field-form/es/useForm.js";';
      if (!id.startsWith(LODASH_STANDIN)) return null;
      const file = fileURLToPath(new URL("src/vendor-stubs/lodash.ts", import.meta.url));
      return `export { ${id.slice(LODASH_STANDIN.length)} as default } from ${JSON.stringify(file)};`;
    },
  };
}

/**
 * The build manifest keyed by every page's source (#contract/page-chunks), which the server and
 * scripts/deep-link-weight.ts look pages up by. When Rollup merges a small page chunk into one it
 * shares with other modules, the manifest keys that chunk by its file name only: the page's source
 * is then added as a second key of the same entry.
 */
function pageManifestKeys(): Plugin {
  return {
    name: "page-manifest-keys",
    apply: "build",
    writeBundle(options, bundle) {
      const file = path.join(options.dir ?? "dist", ".vite", "manifest.json");
      if (!existsSync(file)) return;
      const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { file: string }>;
      const keyByFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
      let added = false;
      for (const source of [...Object.values(PAGE_CHUNK_SOURCES), ...CONSOLE_SOURCES]) {
        if (manifest[source]) continue;
        const id = fileURLToPath(new URL(source, import.meta.url));
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

export default defineConfig({
  plugins: [react(), pageLoaders(), vendorStubs(), pageManifestKeys()],
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // Read by the server to name a console address's chunks in its page (server/src/static/page-preloads.ts).
    manifest: true,
    // Chunks under 40 kB join a chunk that is always loaded with them: fewer requests, same bytes
    // (three fewer files on most deep links than at 10 kB; Rollup merges no more above it).
    rollupOptions: { output: { experimentalMinChunkSize: 40_000, manualChunks: localeChunk } },
    chunkSizeWarningLimit: 2000,
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Node loads antd's CommonJS build for "antd"; the console's deep imports (antd/es/...) must
          // reach the same copy, or a context such as the App's would be two objects.
          alias: [{ find: /^antd\/es\//, replacement: "antd/lib/" }],
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          globals: true,
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/server/global-setup.ts"],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: "forks",
        },
      },
    ],
  },
});
