import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { type BuildOptions, buildApp } from "../../server/src/app.ts";
import { openPostgres } from "../../server/src/db/database.ts";
import { CAPTCHA } from "./helpers.ts";

/**
 * A PostgreSQL database for tests: a fresh database on TEST_DATABASE_URL when set, otherwise a
 * throwaway cluster (initdb in a temporary directory, fsync off, a free port on 127.0.0.1) from the
 * PostgreSQL binaries under /usr/lib/postgresql/<version>/bin. Run as root, the cluster runs as the
 * `postgres` user (PostgreSQL refuses to run as root).
 */
const PG_ROOT = "/usr/lib/postgresql";

function binDir(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((version) => existsSync(path.join(PG_ROOT, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(PG_ROOT, versions[0], "bin") : null;
}

const isRoot = () => process.getuid?.() === 0;

/** Why PostgreSQL tests cannot run here, or null when they can. */
export function postgresUnavailable(): string | null {
  if (process.env.TEST_DATABASE_URL) return null;
  if (!binDir()) return `no TEST_DATABASE_URL and no PostgreSQL binaries under ${PG_ROOT}/*/bin`;
  if (isRoot() && !existsSync("/usr/sbin/runuser") && !existsSync("/sbin/runuser")) {
    return "running as root without runuser to start PostgreSQL as the postgres user";
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** argv for a PostgreSQL binary, through runuser when we are root. */
function asPostgres(binary: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited (${child.exitCode}): ${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`PostgreSQL did not start within 30 s: ${log()}`);
}

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `meeting_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export interface TestPostgres {
  /** A fresh, empty database. */
  url: string;
  stop(): Promise<void>;
}

async function startCluster(bin: string): Promise<TestPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "meeting-pg-"));
  if (isRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const [initCmd, initArgs] = asPostgres(path.join(bin, "initdb"), [
    ...["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"],
  ]);
  execFileSync(initCmd, initArgs, { stdio: "pipe" });
  const port = await freePort();
  const [cmd, args] = asPostgres(path.join(bin, "postgres"), [
    ...["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1"],
    ...["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
  ]);
  const child = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // Signals go to the postmaster itself (runuser may not forward them). SIGTERM (smart shutdown)
      // lets the pool's closing connections end by themselves; SIGINT (fast) if that takes too long.
      const pidFile = path.join(data, "postmaster.pid");
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").split("\n")[0]) : child.pid;
      const within = (ms: number) =>
        Promise.race([
          exited.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(resolve, ms, false)),
        ]);
      if (pid) process.kill(pid, "SIGTERM");
      if (pid && !(await within(5_000))) {
        process.kill(pid, "SIGINT");
        await within(10_000);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitReady(adminUrl, child, () => stderr);
    return { url: await createDatabase(adminUrl), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Starts (or connects to) PostgreSQL; call postgresUnavailable() first. */
export async function startPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    const url = await createDatabase(given);
    return { url, stop: () => dropDatabase(given, url) };
  }
  const bin = binDir();
  if (!bin) throw new Error(postgresUnavailable() ?? "no PostgreSQL");
  return startCluster(bin);
}

/** The whole app on a PostgreSQL database (migrated and seeded by buildApp); closing it closes the pool. */
export async function makePostgresApp(
  url: string,
  options: Omit<BuildOptions, "db"> = {},
): Promise<FastifyInstance> {
  const database = await openPostgres(url);
  try {
    const app = await buildApp({
      ...options,
      db: database,
      config: {
        captchaFixed: CAPTCHA,
        staticDir: path.join(os.tmpdir(), "no-console-here"),
        ...options.config,
      },
    });
    app.addHook("onClose", () => database.close());
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
