import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Config } from "../config.ts";
import { initPgliteDataDir } from "./pglite-init.ts";
import * as coreSchema from "./schema.ts";
import * as deviceSchema from "./schema-devices.ts";
import * as meetingSchema from "./schema-meetings.ts";

const schema = { ...coreSchema, ...deviceSchema, ...meetingSchema };

/** PostgreSQL extensions the migrations create (btree_gist: the room-booking exclusion constraint). */
export const PGLITE_EXTENSIONS = { btree_gist };

/** The Drizzle handle every service uses; transactions are assignable to it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Wraps an open PGlite instance (file-backed, in memory, or loaded from a dump). */
export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
  };
}

/** PGlite's own start parameters plus a smaller buffer pool (the default 128 MB is far more than needed). */
const START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
  ...["-c", "shared_buffers=16MB", "-c", "work_mem=4MB"],
];

export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await initPgliteDataDir(dataDir);
  const client = new PGlite(dataDir, { startParams: START_PARAMS, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return fromPglite(client);
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const client = await pool.connect();
  client.release();
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: "postgres",
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR/pgdata. */
export function openDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(path.join(config.dataDir, "pgdata"));
}
