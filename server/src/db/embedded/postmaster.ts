import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * A postmaster left running by a server that was killed (kill -9 leaves it behind) is found through
 * the cluster's postmaster.pid and shut down before the cluster starts again, so a restart never
 * meets "lock file exists" or a busy socket.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid in postmaster.pid, or null when there is none. */
export function recordedPid(clusterDir: string): number | null {
  const file = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, "utf8").split("\n")[0] ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Whether `pid` is a postgres process serving `clusterDir` (not a reused pid of something else). */
export function isPostmasterOf(pid: number, clusterDir: string): boolean {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return path.basename(argv[0] ?? "").startsWith("postgres") && argv.includes(path.resolve(clusterDir));
  } catch {
    // No /proc (macOS): trust a live pid in the lock file, as PostgreSQL itself does.
    return isAlive(pid) && !existsSync("/proc");
  }
}

/** Sends `signal`, then waits until the process is gone; false when it outlived `ms`. */
export async function signalAndWait(pid: number, signal: NodeJS.Signals, ms: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return true;
  }
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(25);
  }
  return !isAlive(pid);
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL. */
export async function shutDown(pid: number, graceMs = 10_000): Promise<void> {
  if (await signalAndWait(pid, "SIGINT", graceMs)) return;
  if (await signalAndWait(pid, "SIGQUIT", 5_000)) return;
  await signalAndWait(pid, "SIGKILL", 5_000);
}

/** Stops an orphaned postmaster of this cluster, or removes a lock file whose pid is not one. */
export async function recoverStalePostmaster(clusterDir: string): Promise<"none" | "stopped" | "stale-lock"> {
  const pid = recordedPid(clusterDir);
  if (pid === null) return "none";
  if (isAlive(pid) && isPostmasterOf(pid, clusterDir)) {
    await shutDown(pid);
    return "stopped";
  }
  rmSync(path.join(clusterDir, "postmaster.pid"), { force: true });
  return "stale-lock";
}
