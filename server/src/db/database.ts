import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Config } from "../config.ts";
import { type EmbeddedCluster, startCluster } from "./embedded/cluster.ts";
import { PreparingClient } from "./preparing-client.ts";
import * as coreSchema from "./schema.ts";
import * as deviceIntakeSchema from "./schema-device-intake.ts";
import * as deviceSchema from "./schema-devices.ts";
import * as doorScreenSchema from "./schema-door-screens.ts";
import * as ldapSchema from "./schema-ldap.ts";
import * as licenceSchema from "./schema-licence.ts";
import * as liveSchema from "./schema-live.ts";
import * as meetingSchema from "./schema-meetings.ts";
import * as noticeSchema from "./schema-notice.ts";
import * as reportRoomSchema from "./schema-report-rooms.ts";
import * as reportSchema from "./schema-reports.ts";
import * as settingsSchema from "./schema-settings.ts";
import * as ssoSchema from "./schema-sso.ts";

const schema = {
  ...coreSchema,
  ...deviceSchema,
  ...deviceIntakeSchema,
  ...doorScreenSchema,
  ...meetingSchema,
  ...liveSchema,
  ...ldapSchema,
  ...ssoSchema,
  ...settingsSchema,
  ...noticeSchema,
  ...licenceSchema,
  ...reportSchema,
  ...reportRoomSchema,
};

/** The Drizzle handle every service uses; transactions are assignable to it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** The pool behind `db` (its counts are in the metrics). */
  pool: pg.Pool;
  /** The embedded cluster the server started, or null for DATABASE_URL. */
  embedded: EmbeddedCluster | null;
  /**
   * A connection of its own, outside the pool, for what lives as long as a session: LISTEN and
   * session-level advisory locks (the live feed and the meeting drivers). The caller ends it.
   */
  dedicated(): pg.Client;
  close(): Promise<void>;
}

const POOL_SIZE = 10;

// Times are epoch milliseconds in bigint columns: read int8 as a number (exact below 2^53), also in
// raw SQL expressions. Drizzle's driver passes its own parsers per query on top of pg's global ones,
// so this is set globally.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** A pool over any PostgreSQL 14+; a dropped connection is replaced on the next query. */
export async function openPostgres(
  connection: string | pg.PoolConfig,
  onClose: () => Promise<void> = async () => {},
): Promise<Database> {
  const settings = typeof connection === "string" ? { connectionString: connection } : connection;
  // No parallel workers: a list answers many callers at once, and workers per query only make them
  // queue behind each other (and a plan's cost less predictable). A random page read costs about
  // what a sequential one does, as the tables are in memory or on SSD: at the default cost of 4 the
  // planner scans all open meetings rather than probe an index for a host's few hundred schedules.
  const pool = new pg.Pool({
    ...settings,
    max: POOL_SIZE,
    // Idle connections stay open: each holds its prepared statements and plans, and a new backend
    // parses and plans every statement again (a report's first calls on new connections made its p99).
    // They do not keep the process alive.
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    Client: PreparingClient,
    options: [settings.options, "-c max_parallel_workers_per_gather=0 -c random_page_cost=1.1"]
      .filter(Boolean)
      .join(" "),
  });
  // An idle connection that dies (the database restarted) must not crash the process.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    await onClose();
    throw error;
  }
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    pool,
    embedded: null,
    dedicated: () => new pg.Client({ ...settings, keepAlive: true }),
    close: async () => {
      await pool.end();
      await onClose();
    },
  };
}

export interface EmbeddedOptions {
  /** Where to say that the postmaster died and was started again. */
  warn?: (message: string) => void;
  /** Extra PostgreSQL settings (tests turn fsync off; the server keeps it on). */
  settings?: Record<string, string>;
}

/** More deaths than this within the window: the server exits for a supervisor to start it afresh. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 10 * 60_000;

/**
 * The embedded PostgreSQL in DATA_DIR/postgres, started by this process. When its postmaster dies
 * under it, it is started again on the same socket and the pool reconnects; after repeated
 * deaths in a short time the process exits so that a supervisor can start it afresh.
 */
export async function openEmbedded(dataDir: string, options: EmbeddedOptions = {}): Promise<Database> {
  const warn = options.warn ?? ((message: string) => process.stderr.write(`${message}\n`));
  const dir = path.join(dataDir, "postgres");
  let closing = false;
  let deaths: number[] = [];
  let cluster: EmbeddedCluster;
  const start = (): Promise<EmbeddedCluster> =>
    startCluster({
      dir,
      settings: options.settings,
      onStalePostmasterStopped: (ms) =>
        warn(
          `The embedded PostgreSQL of a server that was killed was still running; stopped it in ${ms} ms.`,
        ),
      onUnexpectedExit: (code, signal) => {
        if (closing) return;
        const now = Date.now();
        deaths = [...deaths.filter((at) => now - at < RESTART_WINDOW_MS), now];
        warn(`The embedded PostgreSQL exited (${signal ?? code}); starting it again (${deaths.length}).`);
        if (deaths.length > MAX_RESTARTS) {
          warn("The embedded PostgreSQL keeps exiting; the server stops.");
          process.exit(1);
        }
        start().then(
          (next) => {
            cluster = next;
          },
          (error: Error) => {
            warn(`The embedded PostgreSQL could not be started again: ${error.message}`);
            process.exit(1);
          },
        );
      },
    });
  cluster = await start();
  const database = await openPostgres(cluster.connection(), async () => {
    closing = true;
    await cluster.stop();
  });
  return { ...database, embedded: cluster };
}

/** PostgreSQL at DATABASE_URL when set, otherwise the embedded PostgreSQL under DATA_DIR. */
export function openDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  options: EmbeddedOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openEmbedded(config.dataDir, options);
}
