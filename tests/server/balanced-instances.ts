import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { startHaproxy } from "../../scripts/haproxy.mjs";
import { SERVER_ARGS } from "../../scripts/server-process.mjs";
import { CAPTCHA, TEST_SECRET_KEY } from "./helpers.ts";
import { databaseUrl, freePort, launchServer, waitReady } from "./server-launch.ts";
import { copyOfTemplate, dropDatabase } from "./test-postgres.ts";

/**
 * Server processes (the real entry point) on one copy of the test database, each with its own data
 * directory and the same SECRET_KEY, and HAProxy in front of them (scripts/haproxy.mjs).
 */
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

async function startInstance(name: string, databaseUrl: string, dataDir: string): Promise<Instance> {
  const server = await launchServer(SERVER_ARGS, {
    NODE_ENV: "development",
    DATA_DIR: dataDir,
    CAPTCHA_FIXED: CAPTCHA,
    STATIC_DIR: path.join(dataDir, "no-console"),
    DATABASE_URL: databaseUrl,
    SECRET_KEY: TEST_SECRET_KEY,
  });
  await waitReady(server, "/ready");
  return { name, url: server.base.replace(/\/api\/v1$/, ""), child: server.child, output: server.stderr };
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
    const url = databaseUrl(postgres.admin, copy.name);
    // One after the other: the first applies any new migration, and both start quicker on two cores.
    for (let i = 1; i <= count; i++) {
      instances.push(await startInstance(`instance${i}`, url, mkdtempSync(path.join(folder, "data-"))));
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
