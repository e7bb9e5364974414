#!/usr/bin/env node
// Used by `npm start`: builds the console with Vite when dist/index.html is missing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const staticDir = process.env.STATIC_DIR ? path.resolve(process.env.STATIC_DIR) : path.join(root, "dist");

if (existsSync(path.join(staticDir, "index.html"))) {
  process.exit(0);
}
if (process.env.STATIC_DIR) {
  console.error(`STATIC_DIR=${staticDir} has no index.html; build the console into it first.`);
  process.exit(1);
}
console.log("dist/index.html is missing: building the console (npx vite build)...");
const result = spawnSync("npx", ["vite", "build"], {
  cwd: root,
  stdio: "inherit",
  shell: process.platform === "win32",
});
process.exit(result.status ?? 1);
