// Start and stop the reference server as a child process; free port; RSS of the server and of
// its embedded PostgreSQL.
import { type ChildProcess, spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PRODUCTION_ARGS, SERVER_ENV } from "../scripts/server-process.mjs";
import { TEST_LICENCE_PUBLIC_KEY_FILE } from "../tests/fixtures/licence/test-key";

export const READY_PATH = "/api/v1/login/type";

/**
 * The server key of every bench server (SECRET_KEY): a server on DATABASE_URL needs one, and a
 * second instance on the first one's database must seal and open secrets with the same key.
 */
export const BENCH_SECRET_KEY = "bench-secret-key-0123456789abcdefghij";
/** The bench servers answer /metrics to this bearer token (the monitoring figures). */
export const BENCH_METRICS_TOKEN = "bench-metrics-token";

export interface ServerHandle {
  pid: number;
  /** The external database the server was started on, or null for the embedded PostgreSQL. */
  databaseUrl: string | null;
  port: number;
  baseUrl: string;
  dataDir: string;
  /** Spawn to the first 200 answer of READY_PATH. */
  coldStartMs: number;
  /** Last lines of stdout + stderr, for diagnostics. */
  output(): string;
  /** Resolves when the process has exited (and been reaped), with its exit code or signal. */
  exited: Promise<number | NodeJS.Signals | null>;
  stop(): Promise<void>;
}

export interface StartOptions {
  root: string;
  dataDir: string;
  port: number;
  /** DATABASE_URL for the server; default: the bench's own environment, else the embedded engine. */
  databaseUrl?: string | null;
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
  const databaseUrl = opts.databaseUrl === undefined ? process.env.DATABASE_URL || null : opts.databaseUrl;
  const t0 = performance.now();
  const child = spawn(process.execPath, PRODUCTION_ARGS, {
    cwd: opts.root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(opts.port),
      HOST: "127.0.0.1",
      DATA_DIR: opts.dataDir,
      DATABASE_URL: databaseUrl ?? "",
      SECRET_KEY: BENCH_SECRET_KEY,
      CAPTCHA_FIXED: "bench",
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      LICENCE_PUBLIC_KEY_FILE: TEST_LICENCE_PUBLIC_KEY_FILE,
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const output = () => tail.join("").split("\n").slice(-40).join("\n");

  let exited = false;
  live.add(child);
  const exitedPromise = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once("exit", (code, signal) => {
      exited = true;
      live.delete(child);
      resolve(code ?? signal);
    });
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
          databaseUrl,
          port: opts.port,
          baseUrl,
          dataDir: opts.dataDir,
          coldStartMs: performance.now() - t0,
          output,
          exited: exitedPromise,
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

/** A `kB` line of /proc/<pid>/<file> in MB (1 MB = 1024 * 1024 bytes), or null. */
async function procKbMb(pid: number, file: string, field: string): Promise<number | null> {
  try {
    const text = await readFile(`/proc/${pid}/${file}`, "utf8");
    const m = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(text);
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Resident set size of a process in MB (1 MB = 1024 * 1024 bytes), from /proc. */
export function rssMb(pid: number): Promise<number | null> {
  return procKbMb(pid, "status", "VmRSS");
}

/** The running embedded PostgreSQL of a data directory, from its cluster's postmaster.pid. */
export interface Postmaster {
  pid: number;
  port: number;
  socketDir: string;
}

export const clusterDir = (dataDir: string) => path.join(dataDir, "postgres");

/** postmaster.pid holds the pid (line 1), the port (line 4) and the first socket folder (line 5). */
export async function postmasterOf(dataDir: string): Promise<Postmaster | null> {
  try {
    const lines = (await readFile(path.join(clusterDir(dataDir), "postmaster.pid"), "utf8")).split("\n");
    const pid = Number.parseInt(lines[0] ?? "", 10);
    const port = Number.parseInt(lines[3] ?? "", 10);
    const socketDir = lines[4]?.trim() ?? "";
    return Number.isInteger(pid) && pid > 0 && socketDir ? { pid, port, socketDir } : null;
  } catch {
    return null;
  }
}

/** The direct children of a process, from the ppid field of /proc/<pid>/stat. */
async function childrenOf(pid: number): Promise<number[]> {
  const out: number[] = [];
  for (const name of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    // The command name (field 2) may hold spaces and parentheses: fields count from the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (ppid === pid) out.push(Number(name));
  }
  return out;
}

export interface PostgresMemory {
  processes: number;
  /** Sum of RSS: counts the shared buffers once per process that touched them. */
  rssMb: number;
  /** Sum of PSS: shared pages split between the processes that map them. */
  pssMb: number | null;
}

/** Memory of the embedded postmaster and its children, or null when none runs (external database). */
export async function postgresMemory(dataDir: string): Promise<PostgresMemory | null> {
  const postmaster = await postmasterOf(dataDir);
  if (!postmaster) return null;
  const pids = [postmaster.pid, ...(await childrenOf(postmaster.pid))];
  let rss = 0;
  let pss: number | null = 0;
  let processes = 0;
  for (const pid of pids) {
    const r = await rssMb(pid);
    if (r === null) continue;
    processes += 1;
    rss += r;
    const p = await procKbMb(pid, "smaps_rollup", "Pss");
    pss = p === null || pss === null ? null : pss + p;
  }
  return processes ? { processes, rssMb: rss, pssMb: pss } : null;
}

/** `npm run seed -- <args>` on a stopped server's data directory; returns the wall time. */
export function runScaleSeed(
  root: string,
  dataDir: string,
  args: readonly string[],
  databaseUrl: string | null = process.env.DATABASE_URL || null,
): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "seed", "--", ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? "",
        SECRET_KEY: BENCH_SECRET_KEY,
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(performance.now() - t0) : reject(new Error(`npm run seed exited with ${code}`)),
    );
  });
}
