import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";

/**
 * Where the embedded PostgreSQL of a cluster folder listens: its Unix socket folder (no TCP port).
 * Another server instance (or the bench) reaches the cluster there with
 * `DATABASE_URL=postgresql://postgres@localhost/postgres?host=<socket folder>`.
 */
export const PORT = 5432;
const SOCKET_PATH_MAX = 100; // sockaddr_un holds 107 bytes with the file name ".s.PGSQL.5432"

/** DATA_DIR/postgres-run, or a short folder under the temp folder when that path is too long. */
export function socketDirFor(dir: string): string {
  const beside = path.join(path.dirname(dir), `${path.basename(dir)}-run`);
  if (`${beside}/.s.PGSQL.${PORT}`.length <= SOCKET_PATH_MAX) return beside;
  const hash = createHash("sha256").update(path.resolve(dir)).digest("hex").slice(0, 12);
  return path.join(os.tmpdir(), `meeting-pg-${hash}`);
}
