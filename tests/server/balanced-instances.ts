import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { inject } from "vitest";
import { startHaproxy } from "../../scripts/haproxy.mjs";
import { SERVER_ARGS, SERVER_ENV } from "../../scripts/server-process.mjs";
import { CAPTCHA, TEST_SECRET_KEY } from "./helpers.ts";
import { copyOfTemplate, dropDatabase } from "./test-postgres.ts";

/**
 * Server processes (the real entry point) on one copy of the test database, each with its own data
 * directory and the same SECRET_KEY, and HAProxy in front of them (scripts/haproxy.mjs).
 */
const root = path.resolve(import.meta.dirname, "../..");

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
}

export interface Balanced {
  instances: Instance[];
  /** The balancer's address. */
  url: string;
  /** The test database's name, for direct reads. */
  database: string;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const listener = createServer();
    listener.once("error", reject);
    listener.listen(0, "127.0.0.1", () => {
      const { port } = listener.address() as { port: number };
      listener.close(() => resolve(port));
    });
  });
}

/** A libpq URL for node-postgres settings (a Unix socket directory goes in `host=`). */
export function urlOf(settings: pg.PoolConfig, database: string): string {
  const user = encodeURIComponent(String(settings.user ?? "postgres"));
  const password = settings.password ? `:${encodeURIComponent(String(settings.password))}` : "";
  const host = encodeURIComponent(String(settings.host ?? "localhost"));
  return `postgresql://${user}${password}@localhost:${settings.port ?? 5432}/${database}?host=${host}`;
}

/** The server's entry point as a child process on `port`, as the launchers start it; stderr piped. */
export function spawnServer(dataDir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      CAPTCHA_FIXED: CAPTCHA,
      LOG_LEVEL: "warn",
      STATIC_DIR: path.join(dataDir, "no-console"),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
}

async function startInstance(name: string, databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const child = spawnServer(dataDir, port, { DATABASE_URL: databaseUrl, SECRET_KEY: TEST_SECRET_KEY });
  let output = "";
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`${name} did not become ready: ${output}`);
    const ready = await fetch(`${url}/api/v1/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { name, url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startBalanced(count = 2): Promise<Balanced> {
  const postgres = inject("testPostgres");
  const copy = await copyOfTemplate(postgres);
  const folder = mkdtempSync(path.join(os.tmpdir(), "balanced-"));
  const instances: Instance[] = [];
  let balancer: Awaited<ReturnType<typeof startHaproxy>> | null = null;
  const close = async () => {
    await balancer?.stop();
    for (const { child } of instances) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    await dropDatabase(postgres, copy.name);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const databaseUrl = urlOf(postgres.admin, copy.name);
    // One after the other: the first applies any new migration, and both start quicker on two cores.
    for (let i = 1; i <= count; i++) {
      instances.push(
        await startInstance(`instance${i}`, databaseUrl, mkdtempSync(path.join(folder, "data-"))),
      );
    }
    balancer = await startHaproxy({
      dir: folder,
      port: await freePort(),
      servers: instances.map((instance) => new URL(instance.url).host),
    });
    return { instances, url: balancer.url, database: copy.name, close };
  } catch (error) {
    await close();
    throw error;
  }
}
