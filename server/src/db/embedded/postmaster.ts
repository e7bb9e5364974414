import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { isAlive, shutDown } from "../../lib/processes.ts";

/**
 * A postmaster left running by a server that was killed (kill -9 leaves it behind) is found through
 * the cluster's postmaster.pid and shut down before the cluster starts again, so a restart never
 * meets "lock file exists" or a busy socket.
 */

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
