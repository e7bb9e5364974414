import { randomInt } from "node:crypto";
import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { ListQuery, Page } from "#contract/list";
import type {
  BindCode,
  BoardBindBody,
  BoardBinding,
  RoomBoard,
  RoomBoardFilters,
} from "#contract/room-boards";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { roomBoards, rooms } from "../db/schema-devices.ts";
import { ApiError, fieldError, notFound } from "../errors.ts";
import { allOf, countOf } from "../lib/crud-helpers.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { newId, randomToken, sha256 } from "../lib/ids.ts";
import { likePattern, limitOffset, orderBy, page } from "../lib/list-query.ts";
import { type DataScope, roomScope } from "../people/data-scope.ts";

/**
 * Room boards (door screens): a bind code per room, the device's bind / heartbeat / logout, and
 * the reported status (CONNECTED turns into DISCONNECT after 5 minutes without a heartbeat).
 */
export const CODE_TTL_MS = 10 * 60_000;
export const HEARTBEAT_TIMEOUT_MS = 5 * 60_000;
type BoardStatus = RoomBoard["status"];
type BoardQuery = ListQuery<typeof RoomBoardFilters>;

const selectBoards = (db: Db, now: number) =>
  db
    .select({
      id: roomBoards.id,
      name: roomBoards.name,
      roomId: roomBoards.roomId,
      roomName: rooms.name,
      status: sql<BoardStatus>`case when ${roomBoards.status} = 'CONNECTED' and coalesce(${roomBoards.lastSeenAt}, 0) < ${now - HEARTBEAT_TIMEOUT_MS} then 'DISCONNECT' else ${roomBoards.status} end`,
      bindCode: sql<
        string | null
      >`case when ${roomBoards.status} = 'UNBOUND' then ${roomBoards.bindCode} end`,
      codeExpiresAt: sql<
        number | null
      >`case when ${roomBoards.status} = 'UNBOUND' then ${roomBoards.codeExpiresAt} end`,
      deviceSerial: roomBoards.deviceSerial,
      ip: roomBoards.ip,
      appVersion: roomBoards.appVersion,
      boundAt: roomBoards.boundAt,
      lastSeenAt: roomBoards.lastSeenAt,
      createdAt: roomBoards.createdAt,
      updatedAt: roomBoards.updatedAt,
    })
    .from(roomBoards)
    .innerJoin(rooms, eq(rooms.id, roomBoards.roomId));

function statusFilter(status: BoardStatus | undefined, now: number): SQL | undefined {
  const stale = now - HEARTBEAT_TIMEOUT_MS;
  const live = and(isNotNull(roomBoards.lastSeenAt), gte(roomBoards.lastSeenAt, stale));
  switch (status) {
    case undefined:
      return undefined;
    case "CONNECTED":
      return and(eq(roomBoards.status, "CONNECTED"), live);
    case "DISCONNECT":
      return or(
        eq(roomBoards.status, "DISCONNECT"),
        and(eq(roomBoards.status, "CONNECTED"), sql`coalesce(${roomBoards.lastSeenAt}, 0) < ${stale}`),
      );
    default:
      return eq(roomBoards.status, status);
  }
}

export async function listBoards(
  ctx: AppContext,
  query: BoardQuery,
  scope: DataScope,
): Promise<Page<RoomBoard>> {
  const now = ctx.now();
  const pattern = query.keyword?.trim() ? likePattern(query.keyword.trim()) : undefined;
  const where = allOf([
    pattern
      ? or(
          ilike(roomBoards.name, pattern),
          ilike(roomBoards.deviceSerial, pattern),
          ilike(rooms.name, pattern),
        )
      : undefined,
    query.roomId ? eq(roomBoards.roomId, query.roomId) : undefined,
    statusFilter(query.status, now),
    roomScope(scope),
  ]);
  const order = orderBy(query, { status: roomBoards.status, createdAt: roomBoards.createdAt }, [
    desc(roomBoards.createdAt),
    asc(roomBoards.id),
  ]);
  const { limit, offset } = limitOffset(query);
  const [records, [{ total }]] = await Promise.all([
    selectBoards(ctx.db, now)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ total: countOf })
      .from(roomBoards)
      .innerJoin(rooms, eq(rooms.id, roomBoards.roomId))
      .where(where),
  ]);
  return page(records, total);
}

/** The boards of these rooms; a room the caller does not cover counts as unknown (no boards). */
export const boardsOfRooms = (ctx: AppContext, roomIds: string[], scope: DataScope) =>
  selectBoards(ctx.db, ctx.now())
    .where(and(inArray(roomBoards.roomId, roomIds), roomScope(scope)))
    .orderBy(asc(roomBoards.roomId), desc(roomBoards.createdAt));

/** The boards of one room the caller covers, else 404. */
export async function boardsOfRoom(ctx: AppContext, roomId: string, scope: DataScope) {
  const [room] = await ctx.db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), roomScope(scope)));
  if (!room) throw notFound();
  return boardsOfRooms(ctx, [roomId], scope);
}

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** A fresh code on the room's UNBOUND board (created when there is none); codes are unique while live. */
export async function issueBindCode(ctx: AppContext, roomId: string, scope: DataScope): Promise<BindCode> {
  const [room] = await ctx.db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), roomScope(scope)));
  if (!room) throw notFound();
  for (let attempt = 0; attempt < 20; attempt++) {
    const now = ctx.now();
    const bindCode = newCode();
    const codeExpiresAt = now + CODE_TTL_MS;
    try {
      return await ctx.db.transaction(async (tx) => {
        // Expired codes give their digits back.
        await tx
          .update(roomBoards)
          .set({ bindCode: null })
          .where(and(isNotNull(roomBoards.bindCode), lt(roomBoards.codeExpiresAt, now)));
        const [board] = await tx
          .select({ id: roomBoards.id })
          .from(roomBoards)
          .where(and(eq(roomBoards.roomId, roomId), eq(roomBoards.status, "UNBOUND")))
          .orderBy(asc(roomBoards.createdAt))
          .limit(1);
        const id = board?.id ?? newId();
        if (board) {
          await tx
            .update(roomBoards)
            .set({ bindCode, codeExpiresAt, updatedAt: now })
            .where(eq(roomBoards.id, id));
        } else {
          await tx.insert(roomBoards).values({
            id,
            roomId,
            status: "UNBOUND",
            bindCode,
            codeExpiresAt,
            createdAt: now,
            updatedAt: now,
          });
        }
        return { id, roomId, bindCode, codeExpiresAt };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new ApiError(409, "board.bindCodeInvalid");
}

/** The device side of binding: the code is spent at once; only a hash of the device token is kept. */
export async function bindDevice(ctx: AppContext, input: BoardBindBody, ip: string): Promise<BoardBinding> {
  const now = ctx.now();
  const deviceToken = randomToken();
  const [board] = await ctx.db
    .update(roomBoards)
    .set({
      status: "CONNECTED",
      bindCode: null,
      codeExpiresAt: null,
      deviceSerial: input.deviceSerial,
      deviceTokenHash: sha256(deviceToken),
      name: input.name?.trim() || null,
      appVersion: input.appVersion?.trim() || null,
      ip,
      boundAt: now,
      lastSeenAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(roomBoards.bindCode, input.code),
        eq(roomBoards.status, "UNBOUND"),
        gt(roomBoards.codeExpiresAt, now),
      ),
    )
    .returning({ id: roomBoards.id, roomId: roomBoards.roomId });
  if (!board) throw fieldError({ code: "board.bindCodeInvalid" });
  const [room] = await ctx.db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, board.roomId));
  return { boardId: board.id, deviceToken, roomId: board.roomId, roomName: room?.name ?? null };
}

const deviceTokenInvalid = () =>
  new ApiError(401, "board.deviceTokenInvalid", { errorCode: "TOKEN_INVALID" });

export async function heartbeat(ctx: AppContext, token: string | null, ip: string): Promise<void> {
  if (!token) throw deviceTokenInvalid();
  const now = ctx.now();
  const updated = await ctx.db
    .update(roomBoards)
    .set({ status: "CONNECTED", lastSeenAt: now, ip, updatedAt: now })
    .where(eq(roomBoards.deviceTokenHash, sha256(token)))
    .returning({ id: roomBoards.id });
  if (updated.length === 0) throw deviceTokenInvalid();
}

/** The token stops working: a new bind code is needed to bind again. */
export async function logoutDevice(ctx: AppContext, token: string | null): Promise<void> {
  if (!token) throw deviceTokenInvalid();
  const now = ctx.now();
  const updated = await ctx.db
    .update(roomBoards)
    .set({ status: "LOGOUT", deviceTokenHash: null, updatedAt: now })
    .where(eq(roomBoards.deviceTokenHash, sha256(token)))
    .returning({ id: roomBoards.id });
  if (updated.length === 0) throw deviceTokenInvalid();
}
