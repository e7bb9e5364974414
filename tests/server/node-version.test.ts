import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ARGS, SERVER_ENV } from "../../scripts/server-process.mjs";
import { MIN_NODE_MAJOR, unsupportedNode } from "../../server/src/lib/node-version.ts";

/** The server runs on Node.js 22 or newer, and says so plainly on an older one. */
const root = path.resolve(import.meta.dirname, "../..");
const major = (version: string) => Number(version.replace(/^v/, "").split(".")[0]);

/** A Node.js older than the supported one further down PATH (the machine's own), if any. */
function olderNodeOnPath(): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const node = path.join(dir, "node");
    if (!dir || dir.includes("node_modules") || !existsSync(node)) continue;
    const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
    if (version && major(version) < MIN_NODE_MAJOR) return node;
  }
  return undefined;
}

describe("the server's Node.js", () => {
  it("is the tests' own, a supported one (the process tests spawn process.execPath)", () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(MIN_NODE_MAJOR);
  });

  it("is checked by version", () => {
    expect(unsupportedNode("20.20.2")).toContain("Node.js 20.20.2 is not supported");
    expect(unsupportedNode("22.0.0")).toBeNull();
    expect(unsupportedNode("24.22.3")).toBeNull();
  });

  const older = olderNodeOnPath();
  it.skipIf(!older)("refuses to start on an older one, before opening its data directory", () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "old-node-")), "data");
    try {
      const run = spawnSync(older as string, SERVER_ARGS, {
        cwd: root,
        env: { ...process.env, ...SERVER_ENV, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("Cannot start the server: Node.js");
      expect(run.stderr).toContain(`needs Node.js ${MIN_NODE_MAJOR} or newer`);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
