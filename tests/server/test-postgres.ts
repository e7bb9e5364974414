import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openPostgres } from "../../server/src/db/database.ts";

/**
 * The server tests' databases: one PostgreSQL for the whole run (the embedded engine, started by
 * global-setup.ts, or TEST_DATABASE_URL), a migrated and seeded template database built once, and
 * a private copy of it (CREATE DATABASE ... TEMPLATE) for every app a test makes.
 */
export interface TestPostgres {
  /** Connection settings of the maintenance database (`postgres`). */
  admin: pg.PoolConfig;
  /** The seeded template database every test database is copied from. */
  template: string;
  /** The clock the demo data was seeded at (its meetings lie around this moment). */
  seededAt: number;
}

declare module "vitest" {
  export interface ProvidedContext {
    testPostgres: TestPostgres;
  }
}

export async function adminQuery(admin: pg.PoolConfig, text: string): Promise<void> {
  const client = new pg.Client(admin);
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function databaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString("hex")}`;
}

/** A new database copied from the template; closing the handle drops it. */
export async function copyOfTemplate(
  server: TestPostgres,
): Promise<{ name: string; open(): Promise<Database> }> {
  const name = databaseName("test");
  await adminQuery(server.admin, `CREATE DATABASE ${name} TEMPLATE ${server.template}`);
  return { name, open: () => openPostgres({ ...server.admin, database: name }) };
}

export const dropDatabase = (server: TestPostgres, name: string) =>
  adminQuery(server.admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
