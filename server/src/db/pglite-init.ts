import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { cacheDir } from "../lib/cache-dir.ts";
import { readMigrations, SCHEMA_MIGRATIONS_DDL } from "./migrate.ts";

/**
 * A fresh PGlite cluster costs 10-20 s of initdb (WebAssembly) and leaves several hundred MB in
 * the process that ran it. So a fresh data directory is copied from a template cluster: initdb
 * plus the committed migrations and nothing else (no seed data, keys or passwords), built once per
 * machine in a cache directory (CACHE_DIR, default ~/.cache/meeting-console), keyed by the PGlite
 * version and the migration sources, in a short-lived child process whose memory is freed when it
 * exits. When the cache cannot be written, the cluster is built in place the same way.
 */
const CHILD_SOURCE = `
const { PGlite } = await import(process.env.PGLITE_MODULE);
const { btree_gist } = await import(process.env.PGLITE_BTREE_GIST_MODULE);
const input = JSON.parse(await new Promise((resolve) => {
  let text = "";
  process.stdin.setEncoding("utf8").on("data", (chunk) => { text += chunk; }).on("end", () => resolve(text));
}));
const db = new PGlite(input.dataDir, { extensions: { btree_gist } });
await db.waitReady;
await db.transaction(async (tx) => {
  await tx.exec(input.ddl);
  for (const migration of input.migrations) {
    for (const statement of migration.statements) await tx.exec(statement);
    await tx.query("INSERT INTO schema_migrations (tag, applied_at) VALUES ($1, $2)", [migration.tag, Date.now()]);
  }
});
await db.close();
`;

function pgliteVersion(module: string): string {
  try {
    const dir = path.dirname(new URL(module).pathname);
    const pkg = JSON.parse(readFileSync(path.join(dir, "..", "package.json"), "utf8")) as { version: string };
    return pkg.version;
  } catch {
    return "unknown";
  }
}

/** Builds a migrated, empty cluster in dataDir (which must not exist yet) in a child process. */
function buildCluster(dataDir: string, module: string, migrations: ReturnType<typeof readMigrations>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", CHILD_SOURCE], {
      env: {
        ...process.env,
        PGLITE_MODULE: module,
        PGLITE_BTREE_GIST_MODULE: import.meta.resolve("@electric-sql/pglite/contrib/btree_gist"),
      },
      stdio: ["pipe", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`Creating the database in ${dataDir} failed (exit ${code}): ${stderr.slice(-2000)}`),
          ),
    );
    child.stdin.end(JSON.stringify({ dataDir, ddl: SCHEMA_MIGRATIONS_DDL, migrations }));
  });
}

/** The template cluster for the current migrations, built if missing; null if the cache is unusable. */
async function template(
  module: string,
  migrations: ReturnType<typeof readMigrations>,
): Promise<string | null> {
  const hash = createHash("sha256").update(pgliteVersion(module)).update(SCHEMA_MIGRATIONS_DDL);
  for (const migration of migrations) hash.update(migration.tag).update(JSON.stringify(migration.statements));
  const root = cacheDir();
  const dir = path.join(root, `pglite-template-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(path.join(dir, "PG_VERSION"))) return dir;
  const partial = `${dir}.${process.pid}.tmp`;
  try {
    mkdirSync(root, { recursive: true });
    rmSync(partial, { recursive: true, force: true });
    await buildCluster(partial, module, migrations);
    renameSync(partial, dir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    // Another process may have finished the same template meanwhile.
    if (existsSync(path.join(dir, "PG_VERSION"))) return dir;
    if ((error as NodeJS.ErrnoException).code) return null; // cache not writable
    throw error;
  }
  return dir;
}

export async function initPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const module = import.meta.resolve("@electric-sql/pglite");
  const migrations = readMigrations();
  const source = await template(module, migrations);
  rmSync(dataDir, { recursive: true, force: true });
  if (source) {
    const partial = `${dataDir}.tmp`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(source, partial, { recursive: true });
    renameSync(partial, dataDir);
  } else {
    await buildCluster(dataDir, module, migrations);
  }
}
