import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureKeyPair } from "../../server/src/auth/rsa-keys.ts";
import { configWith } from "../../server/src/config.ts";
import { openPostgres } from "../../server/src/db/database.ts";
import { type EmbeddedCluster, startCluster } from "../../server/src/db/embedded/cluster.ts";
import { migrate } from "../../server/src/db/migrate.ts";
import { seed } from "../../server/src/db/seed.ts";
import { adminQuery, databaseName, type TestPostgres } from "./test-postgres.ts";

/**
 * Starts the embedded PostgreSQL once for the server tests (or uses TEST_DATABASE_URL) and builds
 * the seeded template database. Durability settings are off here: these clusters are thrown away.
 */
const THROWAWAY = {
  fsync: "off",
  synchronous_commit: "off",
  full_page_writes: "off",
  max_connections: "300",
};

async function buildTemplate(admin: TestPostgres["admin"], seededAt: number): Promise<string> {
  const template = databaseName("template");
  await adminQuery(admin, `CREATE DATABASE ${template}`);
  const database = await openPostgres({ ...admin, database: template });
  try {
    await migrate(database.db);
    await seed(database.db, configWith({}), seededAt);
    await ensureKeyPair(database.db, Date.now());
  } finally {
    await database.close();
  }
  return template;
}

export default async function setup(project: TestProject) {
  let cluster: EmbeddedCluster | null = null;
  let folder: string | null = null;
  let admin: TestPostgres["admin"];
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    admin = {
      host: url.hostname,
      port: Number(url.port || 5432),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1) || "postgres",
    };
  } else {
    folder = mkdtempSync(path.join(os.tmpdir(), "meeting-server-tests-"));
    cluster = await startCluster({ dir: path.join(folder, "postgres"), settings: THROWAWAY });
    admin = cluster.connection();
  }
  const seededAt = Date.now();
  const template = await buildTemplate(admin, seededAt);
  project.provide("testPostgres", { admin, template, seededAt });
  return async () => {
    if (cluster) await cluster.stop();
    else await adminQuery(admin, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    if (folder) rmSync(folder, { recursive: true, force: true });
  };
}
