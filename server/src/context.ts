import type pg from "pg";
import type { KeyPair } from "./auth/rsa-keys.ts";
import type { SessionCache } from "./auth/session-cache.ts";
import type { SessionRow } from "./auth/sessions.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { SecretBox } from "./lib/secret-box.ts";

/** What every route and service needs: the database, the settings, the clock and the login keys. */
export interface AppContext {
  db: Db;
  /** A connection outside the pool (LISTEN, session advisory locks); the caller ends it. */
  dedicated: () => pg.Client;
  config: Config;
  now: () => number;
  keys: KeyPair;
  /** Seals and opens stored secrets under the server key (loaded on first use). */
  secrets: () => Promise<SecretBox>;
  /** The sessions this instance has resolved (auth/session-cache.ts); none in some tests and tools. */
  sessionCache?: SessionCache<SessionRow>;
}
