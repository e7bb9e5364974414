import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import type pg from "pg";
import { SERVER_ENV } from "../../scripts/server-process.mjs";
import { CAPTCHA, encryptPassword } from "./helpers.ts";

/** The server as a process of its own (the real entry point), for the tests of how it starts. */
export const repoRoot = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>/api/v1 */
  base: string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const launched: ChildProcess[] = [];

/** Kills (SIGKILL) every server a test launched and left running. */
export function killLaunched(): void {
  for (const child of launched)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts node with `args` (the launchers' environment, a free port on loopback, `env` on top). */
export async function launchServer(
  args: string[],
  env: Record<string, string>,
  cwd = repoRoot,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  launched.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}/api/v1`, stderr: () => stderr, exited };
}

/**
 * Stops a server with SIGTERM: cleanly (0), or by main.ts's 10 s bound on the shutdown (1), which a
 * just-started server can reach on a machine under heavy load; never a crash or a hang.
 */
export async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill("SIGTERM");
  expect([0, 1]).toContain(await server.exited);
  expect(server.stderr()).not.toMatch(/error/i);
}

/** Waits until GET base + `probe` answers 200 (60 s at most). */
export async function waitReady(server: ServerProcess, probe = "/login/type"): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
    try {
      if ((await fetch(`${server.base}${probe}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready: ${server.stderr()}`);
}

export async function json(response: Response) {
  return (await response.json()) as { status: number; data: Record<string, unknown> };
}

/** Signs in as the demo administrator (the server runs with CAPTCHA_FIXED=CAPTCHA). */
export async function adminToken(base: string): Promise<string> {
  const publicKey = (await json(await fetch(`${base}/login/interface`))).data.publicKey as string;
  const captchaKey = (await json(await fetch(`${base}/login/captcha`))).data.key as string;
  const response = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      account: "admin",
      password: encryptPassword(publicKey, "Admin@123"),
      captchaKey,
      captcha: CAPTCHA,
    }),
  });
  return (await json(response)).data.token as string;
}

/** A DATABASE_URL for node-postgres settings (a Unix socket folder goes in the host parameter). */
export function databaseUrl(settings: pg.PoolConfig, database: string): string {
  const user = encodeURIComponent(String(settings.user ?? "postgres"));
  const password = settings.password ? `:${encodeURIComponent(String(settings.password))}` : "";
  const host = String(settings.host ?? "localhost");
  const port = settings.port ?? 5432;
  if (host.startsWith("/")) {
    return `postgres://${user}${password}@localhost:${port}/${database}?host=${encodeURIComponent(host)}`;
  }
  return `postgres://${user}${password}@${host}:${port}/${database}`;
}
