import os from "node:os";
import path from "node:path";

/**
 * A per-machine cache for derived data that is slow to make and safe to share (the empty database
 * template, compressed console files): CACHE_DIR, default $XDG_CACHE_HOME or ~/.cache, under
 * meeting-console. It never holds secrets; deleting it only costs time on the next start.
 */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CACHE_DIR) return path.resolve(env.CACHE_DIR);
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "meeting-console");
}
