import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SERVER_ARGS } from "../../scripts/server-process.mjs";
import { socketDirFor } from "../../server/src/db/embedded/socket-dir.ts";
import { CAPTCHA } from "./helpers.ts";
import { adminToken, json, killLaunched, launchServer, stopServer, waitReady } from "./server-launch.ts";

/** The real entry point: durability across kill -9, the data-directory lock, graceful shutdown. */
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "server-data-"));
});
afterAll(() => {
  killLaunched();
  rmSync(dataDir, { recursive: true, force: true });
});

const startServer = (dir = dataDir) =>
  launchServer(SERVER_ARGS, {
    NODE_ENV: "development",
    DATA_DIR: dir,
    CAPTCHA_FIXED: CAPTCHA,
    STATIC_DIR: path.join(dir, "no-console"),
  });

describe("server process", () => {
  it("keeps an acknowledged write across kill -9, locks its data directory and stops on SIGTERM", async () => {
    const first = await startServer();
    await waitReady(first);

    const value = `written-${Date.now()}`;
    const write = async () => {
      const saved = await fetch(`${first.base}/system/config`, {
        method: "POST",
        headers: { "content-type": "application/json", token: await adminToken(first.base) },
        body: JSON.stringify({ key: "DURABILITY_CHECK", value }),
      });
      return (await json(saved)).status;
    };
    const second = await startServer();
    const [status, secondExit] = await Promise.all([write(), second.exited]);
    expect(status).toBe(200);
    expect(secondExit).toBe(1);
    expect(second.stderr()).toContain("is in use by another server");
    first.child.kill("SIGKILL");
    await first.exited;
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(true);

    const restarted = await startServer();
    await waitReady(restarted);
    const read = await fetch(`${restarted.base}/system/config/DURABILITY_CHECK`, {
      headers: { token: await adminToken(restarted.base) },
    });
    expect((await json(read)).data).toEqual({ key: "DURABILITY_CHECK", value });

    // The embedded postmaster killed under the running server: it is started again and the server
    // answers from the same data, without a restart of its own.
    const postmaster = Number(
      readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0],
    );
    process.kill(postmaster, "SIGKILL");
    const deadline = Date.now() + 30_000;
    let recovered: unknown = null;
    while (Date.now() < deadline && recovered === null) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      try {
        const again = await fetch(`${restarted.base}/system/config/DURABILITY_CHECK`, {
          headers: { token: await adminToken(restarted.base) },
        });
        if (again.status === 200) recovered = (await json(again)).data;
      } catch {
        // Refused while PostgreSQL starts again.
      }
    }
    expect(recovered).toEqual({ key: "DURABILITY_CHECK", value });
    expect(restarted.stderr()).toContain("starting it again");

    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    // The server stopped its PostgreSQL with it.
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  }, 180_000);
});

describe("after a start", () => {
  it("brings the reports' roll-ups up to date in the background, before any report is read", async () => {
    // A fresh data directory: the demo meetings are all queued for the roll-ups, none summed yet.
    const dir = mkdtempSync(path.join(os.tmpdir(), "server-warm-"));
    const server = await startServer(dir);
    try {
      await waitReady(server);
      const client = new pg.Client({
        host: socketDirFor(path.join(dir, "postgres")),
        port: 5432,
        user: "postgres",
        database: "postgres",
      });
      await client.connect();
      try {
        // No report is read: the roll-ups a refresh fills are the warm-up's. The running demo
        // meetings queue themselves again as they change, so the queue need not stay empty.
        const count = async (table: string) =>
          Number((await client.query(`select count(*)::int as n from ${table}`)).rows[0].n);
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline && (await count("report_meetings")) === 0) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(await count("report_meetings")).toBeGreaterThan(await count("report_dirty"));
      } finally {
        await client.end();
      }
      await stopServer(server);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
