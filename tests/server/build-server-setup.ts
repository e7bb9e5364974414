import { spawnSync } from "node:child_process";
import path from "node:path";

/** Compiles the server into dist-server/ (about a second) for the tests of the production start. */
export default function setup() {
  const root = path.resolve(import.meta.dirname, "../..");
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], {
    cwd: root,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`building the server failed: ${result.stderr}`);
}
