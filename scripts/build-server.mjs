#!/usr/bin/env node
// `npm run build` (after the console): compiles the server into dist-server/ for the production
// start (`npm run start:prod`), so no TypeScript loader runs in production. esbuild bundles the
// server's own modules (resolving the `.ts` import paths and the package's `#contract/*` imports)
// into one ES module and leaves the npm packages external, loaded from node_modules as under tsx,
// except those in BUNDLED_PACKAGES. Files the server reads beside its code at run time are copied
// next to the bundle.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(root, "dist-server");

/**
 * Packages compiled into the bundle: pure ES modules spread over hundreds of small files, whose
 * loading dominated the start (drizzle-orm and its pg-core: about 1 s of module resolution against
 * 0.12 s bundled, on a busy 2-core machine).
 */
const BUNDLED_PACKAGES = ["drizzle-orm", "@sinclair/typebox"];

const packageOf = (specifier) => {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
};

/** Every bare import is external but those of BUNDLED_PACKAGES. */
const externalPackages = {
  name: "external-packages",
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./#]/ }, (args) => {
      if (args.path.startsWith("node:") || BUNDLED_PACKAGES.includes(packageOf(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ["server/src/main.ts"],
  outfile: path.join(OUT_DIR, "main.js"),
  bundle: true,
  plugins: [externalPackages],
  platform: "node",
  format: "esm",
  target: "node22",
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
});
// db/migrate.ts reads ./migrations/ beside its module: beside the bundle once compiled.
cpSync(path.join(root, "server/src/db/migrations"), path.join(OUT_DIR, "migrations"), { recursive: true });
// The packages the bundle imports, for the test that checks each is a production dependency.
writeFileSync(path.join(OUT_DIR, "meta.json"), JSON.stringify(result.metafile));
console.log(`server compiled into ${path.relative(root, OUT_DIR)}/main.js`);
