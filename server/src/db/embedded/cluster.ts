import { type ChildProcess, spawn } from "node:child_process";
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import pg from "pg";
import { shutDown } from "../../lib/processes.ts";
import { EmbeddedPostgresError, findBinaries, type PgBinaries } from "./binaries.ts";
import { recoverStalePostmaster } from "./postmaster.ts";
import { PORT, socketDirFor } from "./socket-dir.ts";
import { openDataDirTo, type RunAs, reachableBy, unprivilegedUser } from "./system-user.ts";

/**
 * The embedded PostgreSQL: a cluster in a folder of the data directory, created on first start,
 * reachable only through a Unix socket in a folder of its own (no TCP port, so never "port in
 * use"), run as an unprivileged user under root.
 */
export interface ClusterOptions {
  /** The cluster folder (created by initdb when it holds no cluster yet). */
  dir: string;
  /** Extra `-c name=value` settings (tests turn fsync off; the server never does). */
  settings?: Record<string, string>;
  /** Called after stopping a postmaster of this cluster that a killed server left running, with how long it took. */
  onStalePostmasterStopped?: (ms: number) => void;
  /** Another PostgreSQL's binaries (tests of backups use the system's, whose pg_dump matches them). */
  binaries?: PgBinaries;
  /** Called when the postmaster exits while nobody asked it to. */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface EmbeddedCluster {
  /** node-postgres connection settings for a database of the cluster. */
  connection(database?: string): pg.PoolConfig;
  pid: number;
  socketDir: string;
  logFile: string;
  stop(): Promise<void>;
}

export const PG_SUPERUSER = "postgres";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run(binary: string, args: string[], user: RunAs | null, logFd: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      stdio: ["ignore", logFd, logFd],
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_MESSAGES: "C", TZ: "UTC" },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve(code));
  });
}

function tail(file: string): string {
  try {
    return readFileSync(file, "utf8").slice(-2000);
  } catch {
    return "";
  }
}

/** initdb into a side folder, renamed into place only once complete. */
async function initCluster(
  bins: PgBinaries,
  dir: string,
  user: RunAs | null,
  logFile: string,
): Promise<void> {
  const partial = `${dir}.init`;
  for (const locale of ["C.UTF-8", "C"]) {
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true, mode: 0o700 });
    if (user) chownSync(partial, user.uid, user.gid);
    const fd = openSync(logFile, "a");
    const code = await run(
      bins.initdb,
      ["-D", partial, "-U", PG_SUPERUSER, "-A", "trust", "-E", "UTF8", `--locale=${locale}`],
      user,
      fd,
    ).finally(() => closeSync(fd));
    if (code === 0) {
      renameSync(partial, dir);
      return;
    }
  }
  rmSync(partial, { recursive: true, force: true });
  throw new EmbeddedPostgresError(`initdb failed for ${dir}: ${tail(logFile)}`);
}

function prepareSocketDir(socketDir: string, user: RunAs | null): void {
  rmSync(socketDir, { recursive: true, force: true });
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  if (user) chownSync(socketDir, user.uid, user.gid);
}

async function waitReady(config: pg.PoolConfig, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new EmbeddedPostgresError(`PostgreSQL exited while starting: ${tail(logFile)}`);
    }
    const client = new pg.Client(config);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await sleep(30);
    }
  }
  throw new EmbeddedPostgresError(`PostgreSQL did not start within 60 s: ${tail(logFile)}`);
}

function launch(
  bins: PgBinaries,
  options: ClusterOptions,
  socketDir: string,
  user: RunAs | null,
  logFile: string,
) {
  const settings = { listen_addresses: "", ...options.settings };
  const args = ["-D", path.resolve(options.dir), "-k", socketDir, "-p", String(PORT)];
  for (const [name, value] of Object.entries(settings)) args.push("-c", `${name}=${value}`);
  const fd = openSync(logFile, "a");
  try {
    // A process group of its own: a Ctrl+C in the terminal reaches the server, which then stops
    // PostgreSQL after its last query, not both at once.
    return spawn(bins.postgres, args, {
      stdio: ["ignore", fd, fd],
      detached: true,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_MESSAGES: "C", TZ: "UTC" },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
  } finally {
    closeSync(fd);
  }
}

/** Starts (creating it first when needed) the cluster in `options.dir`. */
export async function startCluster(options: ClusterOptions): Promise<EmbeddedCluster> {
  const dir = path.resolve(options.dir);
  const parent = path.dirname(dir);
  mkdirSync(parent, { recursive: true });
  const user = unprivilegedUser();
  const bins = options.binaries ?? findBinaries((folder) => reachableBy(user, folder));
  const logFile = path.join(parent, `${path.basename(dir)}.log`);
  openDataDirTo(user, parent);
  if (!existsSync(path.join(dir, "PG_VERSION"))) await initCluster(bins, dir, user, logFile);
  else {
    const started = Date.now();
    if ((await recoverStalePostmaster(dir)) === "stopped") {
      options.onStalePostmasterStopped?.(Date.now() - started);
    }
  }

  const socketDir = socketDirFor(dir);
  const connection = (database = "postgres"): pg.PoolConfig => ({
    host: socketDir,
    port: PORT,
    user: PG_SUPERUSER,
    database,
  });
  let child: ChildProcess | null = null;
  // Backends of a postmaster killed a moment ago may still hold its shared memory: try again briefly.
  for (let attempt = 0; ; attempt++) {
    prepareSocketDir(socketDir, user);
    child = launch(bins, options, socketDir, user, logFile);
    try {
      await waitReady(connection(), child, logFile);
      break;
    } catch (error) {
      if (child.exitCode === null && child.signalCode === null) await shutDown(child.pid ?? 0, 2_000);
      if (attempt >= 20) throw error;
      await sleep(250);
      await recoverStalePostmaster(dir);
    }
  }
  const postmaster = child;
  postmaster.unref();
  let stopping = false;
  postmaster.once("exit", (code, signal) => {
    if (!stopping) options.onUnexpectedExit?.(code, signal);
  });
  return {
    connection,
    pid: postmaster.pid ?? 0,
    socketDir,
    logFile,
    async stop() {
      stopping = true;
      if (postmaster.exitCode === null && postmaster.signalCode === null) await shutDown(postmaster.pid ?? 0);
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
