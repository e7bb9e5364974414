import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { LicenceListQuery, LicenceRecord, LicenceStatus } from "#contract/licence";
import { EVALUATION_LICENCE } from "#contract/limits/settings";
import type { Page } from "#contract/list";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { users } from "../../db/schema.ts";
import { rooms } from "../../db/schema-devices.ts";
import { licences } from "../../db/schema-licence.ts";
import { ApiError, fieldError, notFound } from "../../errors.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { newId } from "../../lib/ids.ts";
import { likePattern } from "../../lib/list-query.ts";
import { portsInUse, sumOf } from "../../live/change.ts";
import { readLicence } from "./licence-file.ts";
import { machineSerial, storedSerial } from "./serial.ts";

/** Uploaded licences and the limits in force (docs/licences.md). */
const DAY_MS = 24 * 60 * 60_000;
/** Room creations queue on this lock, so two at once cannot both take the last licensed room. */
const ROOM_LIMIT_LOCK = 0x4c1c_e0f1;

const columns = {
  id: licences.id,
  licenceId: licences.licenceId,
  serial: licences.serial,
  licensee: licences.licensee,
  rooms: licences.rooms,
  ports: licences.ports,
  issuedAt: licences.issuedAt,
  expiresAt: licences.expiresAt,
  fileName: licences.fileName,
  uploadedAt: licences.uploadedAt,
  uploadedBy: users.name,
};
type Row = Omit<LicenceRecord, "expired" | "current">;

/** The licence in force: the newest upload for this machine that is valid now. */
async function currentRow(db: Db, serial: string, now: number): Promise<Row | null> {
  const [row] = await db
    .select(columns)
    .from(licences)
    .leftJoin(users, eq(users.id, licences.uploadedBy))
    .where(and(eq(licences.serial, serial), gte(licences.expiresAt, now), lte(licences.issuedAt, now)))
    .orderBy(desc(licences.uploadedAt), desc(licences.id))
    .limit(1);
  return row ?? null;
}

const recordOf = (row: Row, now: number, currentId: string | null): LicenceRecord => ({
  ...row,
  expired: row.expiresAt < now,
  current: row.id === currentId,
});

export interface Limits {
  rooms: number;
  ports: number;
  licence: Row | null;
  serial: string;
}

/** Reads only (a licence names a serial, so none can be in force before the serial exists). */
export async function limitsInForce(db: Db, now: number): Promise<Limits> {
  const serial = (await storedSerial(db)) ?? "";
  const licence = serial ? await currentRow(db, serial, now) : null;
  return licence
    ? { rooms: licence.rooms, ports: licence.ports, licence, serial }
    : { ...EVALUATION_LICENCE, licence: null, serial };
}

const roomCount = async (db: Db): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(rooms);
  return row?.n ?? 0;
};

export async function licenceStatus(db: Db, now: number): Promise<LicenceStatus> {
  await machineSerial(db, now);
  const limits = await limitsInForce(db, now);
  const used = await roomCount(db);
  const portsUsed = sumOf(await portsInUse(db));
  const currentId = limits.licence?.id ?? null;
  let lapsed: LicenceRecord | null = null;
  if (!limits.licence) {
    const [newest] = await db
      .select(columns)
      .from(licences)
      .leftJoin(users, eq(users.id, licences.uploadedBy))
      .where(eq(licences.serial, limits.serial))
      .orderBy(desc(licences.uploadedAt), desc(licences.id))
      .limit(1);
    if (newest && newest.expiresAt < now) lapsed = recordOf(newest, now, null);
  }
  return {
    serial: limits.serial,
    source: limits.licence ? "LICENCE" : "EVALUATION",
    licence: limits.licence ? recordOf(limits.licence, now, currentId) : null,
    rooms: { limit: limits.rooms, used },
    ports: { limit: limits.ports, used: portsUsed },
    roomsReached: used >= limits.rooms,
    portsReached: portsUsed >= limits.ports,
    daysLeft: limits.licence ? Math.max(0, Math.floor((limits.licence.expiresAt - now) / DAY_MS)) : null,
    lapsed,
  };
}

export async function listLicences(
  db: Db,
  query: LicenceListQuery,
  now: number,
): Promise<Page<LicenceRecord>> {
  const serial = await machineSerial(db, now);
  const current = await currentRow(db, serial, now);
  const keyword = query.keyword?.trim();
  const where: SQL | undefined = keyword
    ? or(ilike(licences.licensee, likePattern(keyword)), ilike(licences.licenceId, likePattern(keyword)))
    : undefined;
  const sortable = { uploadedAt: licences.uploadedAt, expiresAt: licences.expiresAt, rooms: licences.rooms };
  const [field, direction] = (query.sort ?? "uploadedAt,desc").split(",");
  const column = sortable[field as keyof typeof sortable] ?? licences.uploadedAt;
  const order = direction === "asc" ? asc : desc;
  const rows = await db
    .select(columns)
    .from(licences)
    .leftJoin(users, eq(users.id, licences.uploadedBy))
    .where(where)
    .orderBy(order(column), order(licences.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ n: count() }).from(licences).where(where);
  return { records: rows.map((row) => recordOf(row, now, current?.id ?? null)), total: total?.n ?? 0 };
}

export async function getLicence(db: Db, id: string, now: number): Promise<LicenceRecord> {
  const [row] = await db
    .select(columns)
    .from(licences)
    .leftJoin(users, eq(users.id, licences.uploadedBy))
    .where(eq(licences.id, id));
  if (!row) throw notFound();
  const current = await currentRow(db, row.serial, now);
  return recordOf(row, now, current?.id ?? null);
}

export async function licenceFile(db: Db, id: string): Promise<{ name: string; content: string }> {
  const [row] = await db
    .select({ name: licences.fileName, content: licences.content })
    .from(licences)
    .where(eq(licences.id, id));
  if (!row) throw notFound();
  return row;
}

export async function deleteLicence(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(licences).where(eq(licences.id, id)).returning({ id: licences.id });
  if (deleted.length === 0) throw notFound();
}

const refused = (problem: string, params: Record<string, string | number> = {}) =>
  fieldError({ file: { key: `licence.problem.${problem}` as never, params } });

/** Verifies and stores an uploaded licence file; refuses a forged, expired, foreign or too small one. */
export async function uploadLicence(
  ctx: AppContext,
  file: { name: string; text: string },
  userId: string,
): Promise<LicenceRecord> {
  const now = ctx.now();
  const reading = readLicence(file.text, ctx.config.licencePublicKey);
  if (!reading.ok) throw refused(reading.problem);
  const { terms } = reading;
  const serial = await machineSerial(ctx.db, now);
  if (terms.serial !== serial) throw refused("OTHER_SERIAL", { serial: terms.serial });
  if (reading.expiresAt < now) throw refused("EXPIRED", { date: terms.expires });
  const used = await roomCount(ctx.db);
  if (used > terms.rooms) throw refused("OVER_USE", { limit: terms.rooms, used });
  const id = newId();
  try {
    await ctx.db.insert(licences).values({
      id,
      licenceId: terms.id,
      serial: terms.serial,
      licensee: terms.licensee,
      rooms: terms.rooms,
      ports: terms.ports,
      issuedAt: reading.issuedAt,
      expiresAt: reading.expiresAt,
      fileName: file.name,
      content: file.text,
      uploadedAt: now,
      uploadedBy: userId,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, "licence.duplicate");
    throw error;
  }
  return getLicence(ctx.db, id, now);
}

/**
 * Inside a room creation's transaction: 409 when the rooms in force are all taken. Creations
 * queue on an advisory lock until the transaction ends, so the count they read is final.
 */
export async function requireRoomUnderLicence(tx: Db, now: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROOM_LIMIT_LOCK})`);
  const limits = await limitsInForce(tx, now);
  if ((await roomCount(tx)) >= limits.rooms) {
    throw new ApiError(409, "licence.roomLimit", {
      errorCode: "LICENCE_LIMIT",
      params: { limit: limits.rooms },
    });
  }
}
