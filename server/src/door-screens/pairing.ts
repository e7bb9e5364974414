import { randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { BoardPaired, BoardPairing, BoardPairingState } from "#contract/door-screens";
import type { AppContext } from "../context.ts";
import { roomBoards } from "../db/schema-devices.ts";
import { boardPairings } from "../db/schema-door-screens.ts";
import { issueDeviceKey } from "../device-intake/device-keys.ts";
import { ApiError, fieldError, notFound } from "../errors.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { newId, randomToken, sha256 } from "../lib/ids.ts";
import { boardScope, type DataScope } from "../people/data-scope.ts";

/** How long a kiosk's pairing code can be entered; the kiosk asks for a new one after that. */
export const PAIRING_TTL_MS = 10 * 60_000;

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** A kiosk asks for a code to show; expired pairings give their codes back first. */
export async function startPairing(ctx: AppContext): Promise<BoardPairing> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const now = ctx.now();
    const code = newCode();
    const secret = randomToken();
    const expiresAt = now + PAIRING_TTL_MS;
    try {
      await ctx.db.delete(boardPairings).where(lt(boardPairings.expiresAt, now));
      await ctx.db
        .insert(boardPairings)
        .values({ id: newId(), code, secretHash: sha256(secret), expiresAt, createdAt: now });
      return { code, secret, expiresAt };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new ApiError(503, "board.pairingBusy");
}

/** The kiosk polls with its secret; the key is answered once, then the pairing is gone. */
export async function pairingState(ctx: AppContext, secret: string | null): Promise<BoardPairingState> {
  if (!secret) throw pairingGone();
  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(boardPairings)
    .where(and(eq(boardPairings.secretHash, sha256(secret)), gt(boardPairings.expiresAt, now)));
  if (!row) throw pairingGone();
  if (!row.deviceKey) return { paired: false, key: null };
  await ctx.db.delete(boardPairings).where(eq(boardPairings.id, row.id));
  return { paired: true, key: row.deviceKey };
}

const pairingGone = () => new ApiError(404, "board.pairingExpired");

/**
 * On a board's row: the code the kiosk shows binds the kiosk to that board. The board's device
 * key is issued (replacing any earlier one) and kept for the kiosk to collect.
 */
export async function pairBoard(
  ctx: AppContext,
  boardId: string,
  code: string,
  scope: DataScope,
  userId: string | null,
): Promise<BoardPaired> {
  const now = ctx.now();
  const [pairing] = await ctx.db
    .select({ id: boardPairings.id })
    .from(boardPairings)
    .where(
      and(eq(boardPairings.code, code), gt(boardPairings.expiresAt, now), isNull(boardPairings.deviceKey)),
    );
  if (!pairing) throw fieldError({ code: "board.pairingCodeInvalid" });
  const [known] = await ctx.db
    .select({ id: roomBoards.id })
    .from(roomBoards)
    .where(and(eq(roomBoards.id, boardId), boardScope(scope)));
  if (!known) throw notFound();
  const issued = await issueDeviceKey(ctx, boardId, scope, userId);
  const [board] = await ctx.db
    .update(roomBoards)
    .set({
      status: "CONNECTED",
      bindCode: null,
      codeExpiresAt: null,
      boundAt: now,
      lastSeenAt: now,
      updatedAt: now,
    })
    .where(eq(roomBoards.id, boardId))
    .returning({ id: roomBoards.id, roomId: roomBoards.roomId });
  await ctx.db
    .update(boardPairings)
    .set({ boardId, deviceKey: issued.key })
    .where(eq(boardPairings.id, pairing.id));
  return { boardId: board.id, roomId: board.roomId };
}
