import { readFileSync } from "node:fs";

/** Whether a process runs, and stopping one by signals until it is gone. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether a process runs. A process that has exited but not been reaped yet (a zombie) counts as
 * gone: a postmaster orphaned by a killed server is reparented to PID 1, which may take seconds to
 * reap it, and its cluster is free the moment it exits.
 */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return !isZombie(pid);
}

/** The state field of /proc/<pid>/stat is Z; false where there is no /proc (macOS). */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: the state follows the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) === "Z";
  } catch {
    return false;
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
