import { and, asc, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import type { AssociationBody, AvailableDevice, BoundTerminal, RoomDeviceType } from "#contract/rooms";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { humanDetectors, rooms, terminalBrands, terminalModels, terminals } from "../db/schema-devices.ts";
import { ApiError, fieldError } from "../errors.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { type DataScope, detectorScope, terminalScope } from "../people/data-scope.ts";
import { requireRoom } from "./rooms.ts";

/**
 * The devices of a room (contract "Rooms": association info and bind info): one terminal at
 * most (terminals.room_id is unique) and any number of human detectors. The room must be one the
 * caller covers (else 404); the devices, stock or in covered rooms (people/data-scope.ts).
 */
const TABLES = { TERMINAL: terminals, HUMAN_DETECTOR: humanDetectors } as const;
const SCOPES = { TERMINAL: terminalScope, HUMAN_DETECTOR: detectorScope } as const;

/** Devices of `type` with no room, plus those of `roomId` when given. */
export async function availableDevices(
  db: Db,
  type: RoomDeviceType,
  scope: DataScope,
  roomId?: string,
): Promise<AvailableDevice[]> {
  if (roomId) await requireRoom(db, roomId, scope);
  const table = TABLES[type];
  const rows = await db
    .select({ id: table.id, name: table.name, roomId: table.roomId })
    .from(table)
    .where(roomId ? or(isNull(table.roomId), eq(table.roomId, roomId)) : isNull(table.roomId))
    .orderBy(asc(table.name), asc(table.id));
  return rows.map((row) => ({ ...row, type }));
}

/** Makes exactly `ids` the room's devices of `type`: 400 for an unknown id, 409 for another room's device. */
async function setDevices(
  tx: Db,
  type: RoomDeviceType,
  roomId: string,
  ids: string[],
  now: number,
  scope: DataScope,
): Promise<void> {
  const table = TABLES[type];
  const field = type === "TERMINAL" ? "terminalIds" : "detectorIds";
  const rows = ids.length
    ? await tx
        .select({ id: table.id, name: table.name, roomId: table.roomId })
        .from(table)
        .where(and(inArray(table.id, ids), SCOPES[type](scope)))
    : [];
  if (rows.length !== ids.length) throw fieldError({ [field]: "room.deviceNotFound" });
  const taken = rows.find((row) => row.roomId !== null && row.roomId !== roomId);
  if (taken) throw new ApiError(409, "room.deviceTaken", { params: { name: taken.name } });
  await tx
    .update(table)
    .set({ roomId: null, updatedAt: now })
    .where(and(eq(table.roomId, roomId), ids.length ? notInArray(table.id, ids) : undefined));
  if (ids.length) {
    await tx
      .update(table)
      .set({ roomId, updatedAt: now })
      .where(and(inArray(table.id, ids), isNull(table.roomId)));
  }
}

/** Sets the room's terminal and/or detectors; an absent list leaves that kind of device alone. */
export async function setRoomAssociation(
  ctx: AppContext,
  input: AssociationBody,
  scope: DataScope,
): Promise<void> {
  const terminalIds = input.terminalIds && [...new Set(input.terminalIds)];
  if (terminalIds && terminalIds.length > 1) throw fieldError({ terminalIds: "room.oneTerminal" });
  try {
    await ctx.db.transaction(async (tx) => {
      await requireRoom(tx, input.roomId, scope);
      const now = ctx.now();
      if (terminalIds) await setDevices(tx, "TERMINAL", input.roomId, terminalIds, now, scope);
      if (input.detectorIds) {
        await setDevices(tx, "HUMAN_DETECTOR", input.roomId, [...new Set(input.detectorIds)], now, scope);
      }
    });
  } catch (error) {
    throw isUniqueViolation(error) ? fieldError({ terminalIds: "room.oneTerminal" }) : error;
  }
}

export async function roomTerminal(db: Db, roomId: string, scope: DataScope): Promise<BoundTerminal> {
  await requireRoom(db, roomId, scope);
  const [row] = await db
    .select({
      id: terminals.id,
      name: terminals.name,
      dialAddress: terminals.dialAddress,
      protocol: terminals.protocol,
      status: terminals.status,
      brandName: terminalBrands.name,
      modelName: terminalModels.name,
      roomId: terminals.roomId,
      roomName: rooms.name,
    })
    .from(terminals)
    .innerJoin(rooms, eq(rooms.id, terminals.roomId))
    .leftJoin(terminalBrands, eq(terminalBrands.id, terminals.brandId))
    .leftJoin(terminalModels, eq(terminalModels.id, terminals.modelId))
    .where(eq(terminals.roomId, roomId));
  if (!row) return null;
  const { brandName, modelName, ...rest } = row;
  return { ...rest, productDevice: [brandName, modelName].filter(Boolean).join(" ") };
}

/** Binds `terminalId` to the room (replacing its terminal) or, with null, unbinds the room's terminal. */
export async function bindRoomTerminal(
  ctx: AppContext,
  roomId: string,
  terminalId: string | null,
  scope: DataScope,
): Promise<BoundTerminal> {
  try {
    await ctx.db.transaction(async (tx) => {
      await requireRoom(tx, roomId, scope);
      const ids = terminalId ? [terminalId] : [];
      try {
        await setDevices(tx, "TERMINAL", roomId, ids, ctx.now(), scope);
      } catch (error) {
        throw error instanceof ApiError && error.fields
          ? fieldError({ terminalId: "room.deviceNotFound" })
          : error;
      }
    });
  } catch (error) {
    throw isUniqueViolation(error) ? new ApiError(409, "room.oneTerminal") : error;
  }
  return roomTerminal(ctx.db, roomId, scope);
}
