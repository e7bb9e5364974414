#!/usr/bin/env node
// `npm run build` (after the console): compiles the server into dist-server/ for the production
// start (`npm run start:prod`), so no TypeScript loader runs in production. esbuild bundles the
// server's own modules (resolving the `.ts` import paths and the package's `#contract/*` imports)
// into one ES module and leaves every npm package external: they load from node_modules as they do
// under tsx. Files the server reads beside its code at run time are copied next to the bundle.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(root, "dist-server");

rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ["server/src/main.ts"],
  outfile: path.join(OUT_DIR, "main.js"),
  bundle: true,
  packages: "external",
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
