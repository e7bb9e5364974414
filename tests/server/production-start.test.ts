import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { PRODUCTION_ARGS } from "../../scripts/server-process.mjs";
import { databaseUrl, killLaunched, launchServer, repoRoot, stopServer, waitReady } from "./server-launch.ts";
import { adminQuery, databaseName, dropDatabase } from "./test-postgres.ts";

/**
 * The production start, the one the container image runs: the compiled server (dist-server/, built
 * by the tests' global setup as by `npm run build`) under plain node, on DATABASE_URL, with
 * NODE_ENV=production, serving the console from dist/.
 */
const postgres = () => inject("testPostgres");
const SECRET_KEY = "production-start-test-key-0123456789abcdef";
const databases: string[] = [];
let elsewhere: string;

beforeAll(() => {
  // The console, built when dist/ has none yet (as `npm start` does).
  const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`building the console failed: ${build.stdout}${build.stderr}`);
  // Started from another folder: nothing may be found relative to the working directory.
  elsewhere = mkdtempSync(path.join(os.tmpdir(), "production-start-"));
}, 180_000);

afterAll(async () => {
  killLaunched();
  for (const name of databases) await dropDatabase(postgres(), name);
  rmSync(elsewhere, { recursive: true, force: true });
});

async function emptyDatabase(): Promise<string> {
  const name = databaseName("production");
  databases.push(name);
  await adminQuery(postgres().admin, `CREATE DATABASE ${name}`);
  return databaseUrl(postgres().admin, name);
}

const compiledEntry = path.join(repoRoot, PRODUCTION_ARGS.at(-1) as string);
const compiledArgs = [...PRODUCTION_ARGS.slice(0, -1), compiledEntry];

describe("the compiled server in production", () => {
  it("migrates an empty database, answers the probes and serves the console from dist/", async () => {
    const server = await launchServer(
      compiledArgs,
      {
        NODE_ENV: "production",
        DATABASE_URL: await emptyDatabase(),
        SECRET_KEY,
        ADMIN_PASSWORD: "Production@2026",
        DATA_DIR: path.join(elsewhere, "data"),
      },
      elsewhere,
    );
    await waitReady(server, "/ready");
    expect((await fetch(`${server.base}/health`)).status).toBe(200);

    const ready = await fetch(`${server.base}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: "ready",
      database: { reachable: true, migrated: true },
    });

    const loginType = await fetch(`${server.base}/login/type`);
    expect(loginType.status).toBe(200);
    const publicKey = await (await fetch(`${server.base}/login/interface`)).json();
    expect(publicKey.data.publicKey).toContain("BEGIN PUBLIC KEY");

    const origin = new URL(server.base).origin;
    const page = await fetch(`${origin}/rooms`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const built = readFileSync(path.join(repoRoot, "dist", "index.html"), "utf8");
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(built)?.[1] as string;
    expect(await page.text()).toContain(entry);
    expect((await fetch(`${origin}${entry}`)).status).toBe(200);

    // No tsx, no TypeScript loaded: the process runs the bundle alone.
    expect(readFileSync(`/proc/${server.child.pid}/cmdline`, "utf8").split("\0")).not.toContain("tsx");

    await stopServer(server);
    expect(existsSync(path.join(elsewhere, "data"))).toBe(false);
  }, 120_000);

  it("refuses to start on DATABASE_URL without SECRET_KEY and says what to do", async () => {
    const server = await launchServer(
      compiledArgs,
      { NODE_ENV: "production", DATABASE_URL: await emptyDatabase(), SECRET_KEY: "" },
      elsewhere,
    );
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain("SECRET_KEY is required with DATABASE_URL");
    expect(server.stderr()).toContain("openssl rand -base64 32");
  }, 60_000);
});
