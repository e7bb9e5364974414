import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { isAlive } from "./lib/processes.ts";

/**
 * A lock file in the data directory so that two servers never open one embedded database. A lock
 * left by a process that no longer runs (after kill -9 or a crash) is taken over.
 */
export class DataDirLockedError extends Error {}

const LOCK_NAME = "server.lock";

const isRunning = (pid: number): boolean => pid !== process.pid && isAlive(pid);

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(file)) {
      return {
        file,
        release: () => {
          try {
            if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    }
    let owner = Number.NaN;
    try {
      owner = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    } catch {
      continue;
    }
    if (isRunning(owner)) {
      throw new DataDirLockedError(
        `Data directory ${dataDir} is in use by another server (pid ${owner}). ` +
          "Stop that server or set DATA_DIR to another directory.",
      );
    }
    try {
      unlinkSync(file);
    } catch {
      // Someone else took it over first; the next attempt decides.
    }
  }
  throw new DataDirLockedError(`Could not lock data directory ${dataDir} (${file})`);
}
