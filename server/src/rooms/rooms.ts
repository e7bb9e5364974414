import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Room, RoomBody } from "#contract/rooms";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { departments } from "../db/schema.ts";
import { locations, rooms } from "../db/schema-devices.ts";
import { ApiError, type FieldMessage, fieldError, notFound } from "../errors.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { newId } from "../lib/ids.ts";
import { type DataScope, requireCoveredDept, roomScope } from "../people/data-scope.ts";
import { dictValues } from "../settings/dicts.ts";
import { requireRoomUnderLicence } from "../settings/licences/licences.ts";
import { getRoom } from "./room-query.ts";

/**
 * Creating and changing rooms (contract "Rooms"); registerCrud deletes them, all or nothing by id.
 * A caller limited by data authority touches only the rooms of covered departments, and puts a
 * room only in a covered department.
 */
type RoomValues = Omit<typeof rooms.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Empty text means "none"; `undefined` (absent) is kept apart so an update can leave a field alone. */
const blankToNull = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value?.trim() || null;

const codeTaken = () => new ApiError(409, "room.codeTaken");

async function referenceErrors(db: Db, values: Partial<RoomValues>): Promise<Record<string, FieldMessage>> {
  const errors: Record<string, FieldMessage> = {};
  if (values.locationId) {
    const [row] = await db
      .select({ level: locations.level })
      .from(locations)
      .where(eq(locations.id, values.locationId));
    if (!row || row.level === "REGION") errors.locationId = "room.locationInvalid";
  }
  if (values.deptId) {
    const [row] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, values.deptId));
    if (!row) errors.deptId = "room.deptNotFound";
  }
  if (values.type && !(await dictValues(db, "ROOM_TYPE")).has(values.type)) errors.type = "room.typeInvalid";
  if (values.equipment?.length) {
    const known = await dictValues(db, "ROOM_EQUIPMENT");
    if (values.equipment.some((item) => !known.has(item))) errors.equipment = "room.equipmentInvalid";
  }
  return errors;
}

function valuesOf(input: Partial<RoomBody>): Partial<RoomValues> {
  const values: Partial<RoomValues> = {
    name: input.name?.trim(),
    code: blankToNull(input.code),
    locationId: blankToNull(input.locationId),
    deptId: blankToNull(input.deptId),
    capacity: input.capacity,
    type: blankToNull(input.type),
    equipment: input.equipment ? [...new Set(input.equipment)] : undefined,
    enabled: input.enabled,
    remark: blankToNull(input.remark),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

async function save(ctx: AppContext, input: RoomBody, scope: DataScope, id?: string): Promise<string> {
  const values = valuesOf(input);
  if (!values.name) throw fieldError({ name: "validation.required" });
  if (!id || values.deptId !== undefined) requireCoveredDept(scope, "deptId", values.deptId);
  return ctx.db.transaction(async (tx) => {
    if (id) await requireRoom(tx, id, scope);
    const errors = await referenceErrors(tx, values);
    if (Object.keys(errors).length > 0) throw fieldError(errors);
    if (values.code) {
      const sameCode = sql`lower(${rooms.code}) = ${values.code.toLowerCase()}`;
      const [clash] = await tx
        .select({ id: rooms.id })
        .from(rooms)
        .where(id ? and(sameCode, ne(rooms.id, id)) : sameCode);
      if (clash) throw codeTaken();
    }
    const now = ctx.now();
    if (id) {
      await tx
        .update(rooms)
        .set({ ...values, updatedAt: now })
        .where(eq(rooms.id, id));
      return id;
    }
    await requireRoomUnderLicence(tx, ctx.now());
    const created = newId();
    await tx.insert(rooms).values({
      equipment: [],
      enabled: true,
      ...values,
      name: values.name as string,
      id: created,
      createdAt: now,
      updatedAt: now,
    });
    return created;
  });
}

async function saved(ctx: AppContext, input: RoomBody, scope: DataScope, id?: string): Promise<Room> {
  try {
    return await getRoom(ctx.db, await save(ctx, input, scope, id));
  } catch (error) {
    throw isUniqueViolation(error) ? codeTaken() : error;
  }
}

export const createRoom = (ctx: AppContext, input: RoomBody, scope: DataScope) => saved(ctx, input, scope);

/** Fields absent from the body keep their value; `null` clears a nullable one. */
export const updateRoom = (ctx: AppContext, id: string, input: RoomBody, scope: DataScope) =>
  saved(ctx, input, scope, id);

/** 404 unless every id is a room the caller covers. */
async function requireRooms(db: Db, ids: string[], scope: DataScope): Promise<void> {
  const found = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(inArray(rooms.id, ids), roomScope(scope)));
  if (found.length !== ids.length) throw notFound();
}

export async function changeRoomsDept(
  ctx: AppContext,
  ids: string[],
  deptId: string | null,
  scope: DataScope,
): Promise<void> {
  requireCoveredDept(scope, "deptId", deptId);
  await ctx.db.transaction(async (tx) => {
    await requireRooms(tx, ids, scope);
    const errors = await referenceErrors(tx, { deptId });
    if (Object.keys(errors).length > 0) throw fieldError(errors);
    await tx
      .update(rooms)
      .set({ deptId: deptId || null, updatedAt: ctx.now() })
      .where(inArray(rooms.id, ids));
  });
}

export async function requireRoom(db: Db, id: string, scope: DataScope): Promise<void> {
  await requireRooms(db, [id], scope);
}
