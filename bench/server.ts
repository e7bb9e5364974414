// Start and stop the reference server as a child process; free port; RSS.
import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";

export const READY_PATH = "/api/v1/login/type";

export interface ServerHandle {
  pid: number;
  port: number;
  baseUrl: string;
  dataDir: string;
  /** Spawn to the first 200 answer of READY_PATH. */
  coldStartMs: number;
  /** Last lines of stdout + stderr, for diagnostics. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  root: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Servers started and not yet exited, so an interrupted run can stop one that is still starting. */
const live = new Set<ChildProcess>();

export function killStartedServers(): void {
  for (const child of live) child.kill("SIGTERM");
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(t);
      resolve(true);
    });
  });
}

export async function startServer(opts: StartOptions): Promise<ServerHandle> {
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(chunk.toString());
    if (tail.length > 200) tail.splice(0, tail.length - 200);
  };
  const t0 = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", path.join("server", "src", "main.ts")], {
    cwd: opts.root,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: "127.0.0.1",
      DATA_DIR: opts.dataDir,
      CAPTCHA_FIXED: "bench",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const output = () => tail.join("").split("\n").slice(-40).join("\n");

  let exited = false;
  live.add(child);
  child.once("exit", () => {
    exited = true;
    live.delete(child);
  });

  const stop = async () => {
    if (exited) return;
    child.kill("SIGTERM");
    if (!(await waitExit(child, 10_000))) {
      child.kill("SIGKILL");
      await waitExit(child, 5_000);
    }
  };

  const deadline = t0 + (opts.timeoutMs ?? 60_000);
  while (performance.now() < deadline) {
    if (exited) throw new Error(`server exited (code ${child.exitCode}) before answering:\n${output()}`);
    try {
      const res = await fetch(baseUrl + READY_PATH, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        return {
          pid: child.pid ?? -1,
          port: opts.port,
          baseUrl,
          dataDir: opts.dataDir,
          coldStartMs: performance.now() - t0,
          output,
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  await stop();
  throw new Error(
    `server did not answer ${READY_PATH} with 200 within ${opts.timeoutMs ?? 60_000} ms:\n${output()}`,
  );
}

/** Resident set size of a process in MB (1 MB = 1024 * 1024 bytes), from /proc. */
export async function rssMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** `npm run seed -- <args>` on a stopped server's data directory; returns the wall time. */
export function runScaleSeed(root: string, dataDir: string, args: readonly string[]): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "seed", "--", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "warn" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(performance.now() - t0) : reject(new Error(`npm run seed exited with ${code}`)),
    );
  });
}
