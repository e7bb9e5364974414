import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { SensorBody, SensorFilters } from "#contract/detectors";
import type { ListQuery, Page } from "#contract/list";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { humanDetectors, sensors } from "../db/schema-devices.ts";
import { fieldError, notFound } from "../errors.ts";
import { allOf, blankToNull, conflict, countOf, uniqueOr409 } from "../lib/crud-helpers.ts";
import { newId } from "../lib/ids.ts";
import { likePattern, limitOffset, orderBy, page } from "../lib/list-query.ts";
import { type DataScope, detectorScope, sensorScope } from "../people/data-scope.ts";

/** Sensors (resource `sensors`), each attached to one human detector. */
type SensorQuery = ListQuery<typeof SensorFilters>;

const selectSensors = (db: Db) =>
  db
    .select({
      id: sensors.id,
      name: sensors.name,
      serialNumber: sensors.serialNumber,
      detectorId: sensors.detectorId,
      detectorName: humanDetectors.name,
      position: sensors.position,
      status: sensors.status,
      battery: sensors.battery,
      remark: sensors.remark,
      createdAt: sensors.createdAt,
      updatedAt: sensors.updatedAt,
    })
    .from(sensors)
    .innerJoin(humanDetectors, eq(humanDetectors.id, sensors.detectorId));

function filtersOf(query: SensorQuery): SQL | undefined {
  const pattern = query.keyword?.trim() ? likePattern(query.keyword.trim()) : undefined;
  return allOf([
    pattern ? or(ilike(sensors.name, pattern), ilike(sensors.serialNumber, pattern)) : undefined,
    query.detectorId ? eq(sensors.detectorId, query.detectorId) : undefined,
    query.status ? eq(sensors.status, query.status) : undefined,
  ]);
}

export async function listSensors(db: Db, query: SensorQuery, scope: DataScope): Promise<Page<unknown>> {
  const where = and(filtersOf(query), sensorScope(scope));
  const order = orderBy(
    query,
    {
      name: sensors.name,
      serialNumber: sensors.serialNumber,
      status: sensors.status,
      createdAt: sensors.createdAt,
    },
    [desc(sensors.createdAt), asc(sensors.id)],
  );
  const { limit, offset } = limitOffset(query);
  const [records, [{ total }]] = await Promise.all([
    selectSensors(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: countOf }).from(sensors).where(where),
  ]);
  return page(records, total);
}

/** A sensor whose detector the caller covers, else 404. */
export async function getSensor(db: Db, id: string, scope: DataScope) {
  const [row] = await selectSensors(db).where(and(eq(sensors.id, id), sensorScope(scope)));
  if (!row) throw notFound();
  return row;
}

async function checkSensor(db: Db, input: SensorBody, id: string | null, scope: DataScope) {
  const [detector] = await db
    .select({ id: humanDetectors.id })
    .from(humanDetectors)
    .where(and(eq(humanDetectors.id, input.detectorId), detectorScope(scope)));
  if (!detector) throw fieldError({ detectorId: "detector.notFound" });
  const [clash] = await db
    .select({ id: sensors.id })
    .from(sensors)
    .where(
      and(
        sql`lower(${sensors.serialNumber}) = lower(${input.serialNumber.trim()})`,
        id ? ne(sensors.id, id) : undefined,
      ),
    );
  if (clash) throw conflict("sensor.serialNumberTaken");
}

const valuesOf = (input: SensorBody) => ({
  name: input.name.trim(),
  serialNumber: input.serialNumber.trim(),
  detectorId: input.detectorId,
  position: blankToNull(input.position),
  battery: input.battery ?? null,
  remark: blankToNull(input.remark),
});

export async function createSensor(ctx: AppContext, input: SensorBody, scope: DataScope) {
  await checkSensor(ctx.db, input, null, scope);
  const id = newId();
  const now = ctx.now();
  await uniqueOr409("sensor.serialNumberTaken", () =>
    ctx.db
      .insert(sensors)
      .values({ id, ...valuesOf(input), status: input.status ?? "FREE", createdAt: now, updatedAt: now }),
  );
  return getSensor(ctx.db, id, scope);
}

export async function updateSensor(ctx: AppContext, id: string, input: SensorBody, scope: DataScope) {
  const current = await getSensor(ctx.db, id, scope);
  await checkSensor(ctx.db, input, id, scope);
  await uniqueOr409("sensor.serialNumberTaken", () =>
    ctx.db
      .update(sensors)
      .set({ ...valuesOf(input), status: input.status ?? current.status, updatedAt: ctx.now() })
      .where(eq(sensors.id, id)),
  );
  return getSensor(ctx.db, id, scope);
}
