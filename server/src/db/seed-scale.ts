import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { asc, eq, sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { newId } from "../lib/ids.ts";
import { lockDataDir } from "../lock.ts";
import { refreshRollups } from "../reports/rollups.ts";
import { type Db, openDatabase } from "./database.ts";
import { migrate } from "./migrate.ts";
import { departments } from "./schema.ts";
import { locations, rooms, terminalModels, terminals } from "./schema-devices.ts";
import { seed } from "./seed.ts";
import { addHistory } from "./seed-history.ts";
import { addScaleMeetings, countScaleMeetings } from "./seed-scale-meetings.ts";
import { addScaleDepartments, addScaleUsers } from "./seed-scale-people.ts";

/**
 * A large data set for benchmarks: `npm run seed -- --rooms 10000 --terminals 20000 [--meetings 20000]
 * [--departments 2000] [--users 50000] [--data-dir DIR]` tops the rooms, terminals, scale meetings
 * (seed-scale-meetings.ts), departments and users (seed-scale-people.ts) up to the requested totals
 * (rerunning with the same numbers adds nothing), in multi-row inserts of BATCH rows.
 * `--history-months N` adds N months of ended meetings for the reports (seed-history.ts).
 */
export const BATCH = 1000;
const ROOM_TYPES = ["VIDEO", "ORDINARY", "TRAINING", "HUDDLE"] as const;

export interface ScaleTargets {
  rooms: number;
  terminals: number;
  /** Scale meetings over now ± 60 days (default none). */
  meetings?: number;
  /** Departments in all (default: as seeded). */
  departments?: number;
  /** Users in all (default: as seeded). */
  users?: number;
}

export interface ScaleResult {
  rooms: number;
  terminals: number;
  addedRooms: number;
  addedTerminals: number;
  /** Present when meetings were requested. */
  meetings?: number;
  addedMeetings?: number;
  addedDepartments: number;
  addedUsers: number;
}

const countRows = async (db: Db, table: typeof rooms | typeof terminals) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

async function addRooms(db: Db, target: number, now: number): Promise<number> {
  const places = (
    await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.level, "FLOOR"))
      .orderBy(asc(locations.id))
  ).map((row) => row.id);
  const depts = (await db.select({ id: departments.id }).from(departments).orderBy(asc(departments.id))).map(
    (r) => r.id,
  );
  let added = 0;
  for (let current = await countRows(db, rooms); current < target; current = await countRows(db, rooms)) {
    const size = Math.min(BATCH, target - current);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = current + i + 1;
      return {
        id: newId(),
        name: `会议室 S${String(n).padStart(6, "0")}`,
        code: `S${String(n).padStart(6, "0")}`,
        locationId: places.length > 0 ? places[n % places.length] : null,
        deptId: depts.length > 0 ? depts[n % depts.length] : null,
        capacity: [6, 8, 12, 20, 50][n % 5],
        type: ROOM_TYPES[n % ROOM_TYPES.length],
        equipment: n % 2 === 0 ? ["SCREEN", "CAMERA"] : ["PROJECTOR"],
        enabled: n % 17 !== 0,
        createdAt: now - n,
        updatedAt: now - n,
      };
    });
    const inserted = await db.insert(rooms).values(rows).onConflictDoNothing().returning({ id: rooms.id });
    added += inserted.length;
    // A whole batch of codes taken by earlier rooms: stop instead of looping forever.
    if (inserted.length === 0) break;
  }
  return added;
}

async function addTerminals(db: Db, target: number, now: number): Promise<number> {
  const models = await db
    .select({ id: terminalModels.id, brandId: terminalModels.brandId })
    .from(terminalModels)
    .orderBy(asc(terminalModels.brandId), asc(terminalModels.sort));
  if (models.length === 0) return 0;
  let added = 0;
  for (
    let current = await countRows(db, terminals);
    current < target;
    current = await countRows(db, terminals)
  ) {
    const size = Math.min(BATCH, target - current);
    const free = await db
      .select({ id: rooms.id })
      .from(rooms)
      .where(sql`not exists (select 1 from ${terminals} where ${terminals.roomId} = ${rooms.id})`)
      .orderBy(asc(rooms.createdAt))
      .limit(size);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = current + i + 1;
      const model = models[n % models.length];
      return {
        id: newId(),
        name: `终端 T${String(n).padStart(6, "0")}`,
        brandId: model.brandId,
        modelId: model.id,
        dialAddress: `t${String(n).padStart(6, "0")}@scale.example.com`,
        protocol: n % 5 === 0 ? ("H323" as const) : ("SIP" as const),
        ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        serialNumber: `SCALE${String(n).padStart(8, "0")}`,
        status: (["DISCONNECT", "CONNECTED", "CONNECTING"] as const)[n % 3],
        roomId: free[i]?.id ?? null,
        createdAt: now - n,
        updatedAt: now - n,
      };
    });
    const inserted = await db
      .insert(terminals)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: terminals.id });
    added += inserted.length;
    if (inserted.length === 0) break;
  }
  return added;
}

/** Tops rooms and terminals up to the targets; the demo data must already be there. */
export async function seedScale(db: Db, targets: ScaleTargets, now = Date.now()): Promise<ScaleResult> {
  const addedDepartments = await addScaleDepartments(db, targets.departments ?? 0, now);
  const addedUsers = await addScaleUsers(db, targets.users ?? 0, now);
  const addedRooms = await addRooms(db, targets.rooms, now);
  const addedTerminals = await addTerminals(db, targets.terminals, now);
  const result: ScaleResult = {
    rooms: await countRows(db, rooms),
    terminals: await countRows(db, terminals),
    addedRooms,
    addedTerminals,
    addedDepartments,
    addedUsers,
  };
  if (targets.meetings === undefined) return result;
  const addedMeetings = await addScaleMeetings(db, targets.meetings, now);
  return { ...result, meetings: (await countScaleMeetings(db)).count, addedMeetings };
}

function count(value: string | undefined, name: string): number {
  const n = Number(value ?? 0);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000)
    throw new Error(`--${name} must be an integer from 0 to 1000000`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rooms: { type: "string" },
      terminals: { type: "string" },
      meetings: { type: "string" },
      departments: { type: "string" },
      users: { type: "string" },
      "history-months": { type: "string" },
      "data-dir": { type: "string" },
    },
  });
  const targets = {
    rooms: count(values.rooms, "rooms"),
    terminals: count(values.terminals, "terminals"),
    meetings: count(values.meetings, "meetings"),
    departments: count(values.departments, "departments"),
    users: count(values.users, "users"),
  };
  const historyMonths = count(values["history-months"], "history-months");
  if (historyMonths > 24) throw new Error("--history-months must be at most 24");
  const dataDir = values["data-dir"];
  const config = loadConfig({ ...process.env, ...(dataDir ? { DATA_DIR: path.resolve(dataDir) } : {}) });
  let lock: { release(): void } | null = null;
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    lock = lockDataDir(config.dataDir);
  }
  const database = await openDatabase(config);
  const started = performance.now();
  try {
    await migrate(database.db);
    const seeded = await seed(database.db, config, Date.now());
    const result = await seedScale(database.db, targets);
    const history = await addHistory(database.db, historyMonths, Date.now());
    // The reports' roll-ups now, so that the first report call does not compute a year of them.
    await refreshRollups(database.db, Date.now());
    // Statistics and visibility maps now, not when autovacuum gets round to it: the bench runs right
    // after the seed, and until a table is vacuumed its index-only scans read the rows as well (the
    // roll-ups just written: the department figures read 5 000 heap pages a call), and the queue
    // the refresh emptied is scanned whole by every report's check for queued meetings.
    await database.db.execute(sql`vacuum analyze`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `seed: ${seeded}; rooms ${result.rooms} (+${result.addedRooms}), terminals ${result.terminals} (+${result.addedTerminals}), meetings ${result.meetings} (+${result.addedMeetings}), departments +${result.addedDepartments}, users +${result.addedUsers}, history meetings +${history} in ${seconds} s`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    // drizzle's message is the failed statement; PostgreSQL's reason is its cause.
    const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : "";
    console.error(error instanceof Error ? `${error.message.slice(0, 300)}${cause}` : error);
    process.exitCode = 1;
  });
}
