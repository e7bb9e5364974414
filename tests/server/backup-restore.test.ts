import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PRODUCTION_ARGS } from "../../scripts/server-process.mjs";
import type { PgBinaries } from "../../server/src/db/embedded/binaries.ts";
import { type EmbeddedCluster, startCluster } from "../../server/src/db/embedded/cluster.ts";
import { CAPTCHA } from "./helpers.ts";
import {
  adminToken,
  databaseUrl,
  json,
  killLaunched,
  launchServer,
  repoRoot,
  stopServer,
  waitReady,
} from "./server-launch.ts";
import { adminQuery } from "./test-postgres.ts";

/**
 * docs/operations.md#backup-and-restore, done: a database the server made and wrote to is dumped
 * with pg_dump while the server runs, restored with pg_restore into a new database, and the server
 * started on the copy signs in and reads back what was written. pg_dump must be of the server's
 * major version or newer, and the embedded PostgreSQL ships none: this runs on the system's
 * PostgreSQL and its own pg_dump (Debian's postgresql-15, which .ci/run installs).
 */
const SYSTEM_POSTGRES = "/usr/lib/postgresql";
const TOOLS = ["initdb", "postgres", "pg_dump", "pg_restore"];

function systemPostgres(): { bin: string; binaries: PgBinaries } {
  const majors = existsSync(SYSTEM_POSTGRES) ? readdirSync(SYSTEM_POSTGRES) : [];
  const major = majors
    .filter((name) => TOOLS.every((tool) => existsSync(path.join(SYSTEM_POSTGRES, name, "bin", tool))))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!major) throw new Error(`no PostgreSQL with ${TOOLS.join(", ")} in ${SYSTEM_POSTGRES}: see .ci/run`);
  const root = path.join(SYSTEM_POSTGRES, major);
  const bin = path.join(root, "bin");
  return {
    bin,
    binaries: {
      version: major,
      root,
      initdb: path.join(bin, "initdb"),
      postgres: path.join(bin, "postgres"),
    },
  };
}

const SECRET_KEY = "backup-restore-test-key-0123456789abcdef";
let folder: string;
let cluster: EmbeddedCluster;
let bin: string;

beforeAll(async () => {
  const system = systemPostgres();
  bin = system.bin;
  folder = mkdtempSync(path.join(os.tmpdir(), "backup-restore-"));
  cluster = await startCluster({
    dir: path.join(folder, "postgres"),
    binaries: system.binaries,
    settings: { fsync: "off", synchronous_commit: "off" },
  });
}, 120_000);

afterAll(async () => {
  killLaunched();
  await cluster?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const startOn = (database: string) =>
  launchServer([...PRODUCTION_ARGS.slice(0, -1), path.join(repoRoot, PRODUCTION_ARGS.at(-1) as string)], {
    NODE_ENV: "development",
    DATABASE_URL: databaseUrl(cluster.connection(), database),
    SECRET_KEY,
    CAPTCHA_FIXED: CAPTCHA,
  });

function pgTool(tool: string, args: string[]): void {
  const { host, port, user } = cluster.connection();
  execFileSync(path.join(bin, tool), ["-h", String(host), "-p", String(port), "-U", String(user), ...args], {
    stdio: ["ignore", "ignore", "pipe"],
  });
}

describe("backup and restore", () => {
  it("restores a pg_dump of a running server's database into a fresh database the console works on", async () => {
    await adminQuery(cluster.connection(), "CREATE DATABASE meeting");
    const original = await startOn("meeting");
    await waitReady(original, "/ready");
    const value = `kept-${Date.now()}`;
    const written = await fetch(`${original.base}/system/config`, {
      method: "POST",
      headers: { "content-type": "application/json", token: await adminToken(original.base) },
      body: JSON.stringify({ key: "BACKUP_CHECK", value }),
    });
    expect((await json(written)).status).toBe(200);

    const dump = path.join(folder, "meeting.dump");
    pgTool("pg_dump", ["--format=custom", `--file=${dump}`, "meeting"]);
    await stopServer(original);

    await adminQuery(cluster.connection(), "CREATE DATABASE restored");
    pgTool("pg_restore", ["--exit-on-error", "--no-owner", "--dbname=restored", dump]);

    const restored = await startOn("restored");
    await waitReady(restored, "/ready");
    const ready = await (await fetch(`${restored.base}/ready`)).json();
    expect(ready.database).toEqual({ reachable: true, migrated: true });
    const token = await adminToken(restored.base);
    expect(token).toMatch(/\S{16,}/);
    const read = await fetch(`${restored.base}/system/config/BACKUP_CHECK`, { headers: { token } });
    expect((await json(read)).data).toEqual({ key: "BACKUP_CHECK", value });
    const rooms = await fetch(`${restored.base}/device/room/query?current=1&size=5`, { headers: { token } });
    expect((await json(rooms)).data.total).toBeGreaterThan(0);
    await stopServer(restored);
  }, 180_000);
});
