import { isIP } from "node:net";
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { DetectorBody, DetectorFilters } from "#contract/detectors";
import type { ListQuery, Page } from "#contract/list";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { humanDetectors, rooms, sensors } from "../db/schema-devices.ts";
import { fieldError, notFound } from "../errors.ts";
import { allOf, blankToNull, conflict, countOf, uniqueOr409 } from "../lib/crud-helpers.ts";
import { newId } from "../lib/ids.ts";
import { likePattern, limitOffset, orderBy, page } from "../lib/list-query.ts";
import { type DataScope, detectorScope, roomScope } from "../people/data-scope.ts";

/** Human detectors (resource `human-detectors`); deleting one deletes its sensors (foreign key cascade). */
type DetectorQuery = ListQuery<typeof DetectorFilters>;

const selectDetectors = (db: Db) =>
  db
    .select({
      id: humanDetectors.id,
      name: humanDetectors.name,
      serialNumber: humanDetectors.serialNumber,
      ip: humanDetectors.ip,
      roomId: humanDetectors.roomId,
      roomName: rooms.name,
      status: humanDetectors.status,
      sensorCount: sql<number>`(select count(*)::int from ${sensors} where ${sensors.detectorId} = ${humanDetectors.id})`,
      remark: humanDetectors.remark,
      createdAt: humanDetectors.createdAt,
      updatedAt: humanDetectors.updatedAt,
    })
    .from(humanDetectors)
    .leftJoin(rooms, eq(rooms.id, humanDetectors.roomId));

function filtersOf(query: DetectorQuery): SQL | undefined {
  const pattern = query.keyword?.trim() ? likePattern(query.keyword.trim()) : undefined;
  return allOf([
    pattern
      ? or(ilike(humanDetectors.name, pattern), ilike(humanDetectors.serialNumber, pattern))
      : undefined,
    query.roomId ? eq(humanDetectors.roomId, query.roomId) : undefined,
    query.status ? eq(humanDetectors.status, query.status) : undefined,
  ]);
}

export async function listDetectors(db: Db, query: DetectorQuery, scope: DataScope): Promise<Page<unknown>> {
  const where = and(filtersOf(query), detectorScope(scope));
  const order = orderBy(
    query,
    {
      name: humanDetectors.name,
      serialNumber: humanDetectors.serialNumber,
      createdAt: humanDetectors.createdAt,
    },
    [desc(humanDetectors.createdAt), asc(humanDetectors.id)],
  );
  const { limit, offset } = limitOffset(query);
  const [records, [{ total }]] = await Promise.all([
    selectDetectors(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: countOf }).from(humanDetectors).where(where),
  ]);
  return page(records, total);
}

/** A detector the caller covers (placed in a covered room, or in none), else 404. */
export async function getDetector(db: Db, id: string, scope: DataScope) {
  const [row] = await selectDetectors(db).where(and(eq(humanDetectors.id, id), detectorScope(scope)));
  if (!row) throw notFound();
  return row;
}

async function checkDetector(db: Db, input: DetectorBody, id: string | null, scope: DataScope) {
  const ip = blankToNull(input.ip);
  if (ip && isIP(ip) === 0) throw fieldError({ ip: "terminal.ipInvalid" });
  const roomId = blankToNull(input.roomId);
  if (roomId) {
    const [room] = await db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.id, roomId), roomScope(scope)));
    if (!room) throw fieldError({ roomId: "device.roomNotFound" });
  }
  const [clash] = await db
    .select({ id: humanDetectors.id })
    .from(humanDetectors)
    .where(
      and(
        sql`lower(${humanDetectors.serialNumber}) = lower(${input.serialNumber.trim()})`,
        id ? ne(humanDetectors.id, id) : undefined,
      ),
    );
  if (clash) throw conflict("detector.serialNumberTaken");
}

const valuesOf = (input: DetectorBody) => ({
  name: input.name.trim(),
  serialNumber: input.serialNumber.trim(),
  ip: blankToNull(input.ip),
  roomId: blankToNull(input.roomId),
  remark: blankToNull(input.remark),
});

export async function createDetector(ctx: AppContext, input: DetectorBody, scope: DataScope) {
  await checkDetector(ctx.db, input, null, scope);
  const id = newId();
  const now = ctx.now();
  await uniqueOr409("detector.serialNumberTaken", () =>
    ctx.db.insert(humanDetectors).values({
      id,
      ...valuesOf(input),
      status: input.status ?? "OFFLINE",
      createdAt: now,
      updatedAt: now,
    }),
  );
  return getDetector(ctx.db, id, scope);
}

export async function updateDetector(ctx: AppContext, id: string, input: DetectorBody, scope: DataScope) {
  const current = await getDetector(ctx.db, id, scope);
  await checkDetector(ctx.db, input, id, scope);
  await uniqueOr409("detector.serialNumberTaken", () =>
    ctx.db
      .update(humanDetectors)
      .set({ ...valuesOf(input), status: input.status ?? current.status, updatedAt: ctx.now() })
      .where(eq(humanDetectors.id, id)),
  );
  return getDetector(ctx.db, id, scope);
}
