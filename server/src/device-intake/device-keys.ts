import { and, eq, inArray } from "drizzle-orm";
import type { DeviceKeyKind, DeviceKeyState, IssuedDeviceKey } from "#contract/device-intake";
import { DEVICE_KEY_KINDS } from "#contract/limits/device-intake";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { deviceKeys } from "../db/schema-device-intake.ts";
import { humanDetectors, roomBoards, terminals } from "../db/schema-devices.ts";
import { notFound } from "../errors.ts";
import { randomToken, sha256 } from "../lib/ids.ts";
import { boardScope, type DataScope, detectorScope, terminalScope } from "../people/data-scope.ts";

/**
 * Device keys: one per terminal, presence sensor (human detector) or room board. The key is
 * answered once when issued; only its SHA-256 is stored. Issuing again replaces it (rotation).
 */
const DEVICE_TABLES = {
  TERMINAL: { table: terminals, id: terminals.id, scope: terminalScope },
  HUMAN_DETECTOR: { table: humanDetectors, id: humanDetectors.id, scope: detectorScope },
  ROOM_BOARD: { table: roomBoards, id: roomBoards.id, scope: boardScope },
} as const;

/** Keys start with this, so that a leaked one is recognisable in logs and scanners. */
const KEY_PREFIX = "mcdk_";

/** The kind of the device `id` (ids are unique across the three tables), if the caller covers it; else 404. */
async function deviceKind(ctx: AppContext, id: string, scope: DataScope): Promise<DeviceKeyKind> {
  for (const kind of DEVICE_KEY_KINDS) {
    const { table, id: idColumn, scope: scopeOf } = DEVICE_TABLES[kind];
    const [row] = await ctx.db
      .select({ id: idColumn })
      .from(table)
      .where(and(eq(idColumn, id), scopeOf(scope)));
    if (row) return kind;
  }
  throw notFound();
}

export async function issueDeviceKey(
  ctx: AppContext,
  deviceId: string,
  scope: DataScope,
  userId: string | null,
): Promise<IssuedDeviceKey> {
  const kind = await deviceKind(ctx, deviceId, scope);
  const key = `${KEY_PREFIX}${randomToken()}`;
  const now = ctx.now();
  const values = { kind, keyHash: sha256(key), createdAt: now, createdBy: userId, revokedAt: null };
  await ctx.db
    .insert(deviceKeys)
    .values({ deviceId, ...values })
    .onConflictDoUpdate({ target: deviceKeys.deviceId, set: values });
  return { deviceId, kind, key, createdAt: now };
}

export async function revokeDeviceKey(ctx: AppContext, deviceId: string, scope: DataScope): Promise<void> {
  const kind = await deviceKind(ctx, deviceId, scope);
  const revoked = await ctx.db
    .update(deviceKeys)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(deviceKeys.deviceId, deviceId), eq(deviceKeys.kind, kind)))
    .returning({ id: deviceKeys.deviceId });
  if (revoked.length === 0) throw notFound();
}

/** The key state of a device list's rows, by device id (absent: NONE). */
export async function keyStates(db: Db, ids: readonly string[]): Promise<Map<string, DeviceKeyState>> {
  const states = new Map<string, DeviceKeyState>();
  if (ids.length === 0) return states;
  const rows = await db
    .select({ deviceId: deviceKeys.deviceId, revokedAt: deviceKeys.revokedAt })
    .from(deviceKeys)
    .where(inArray(deviceKeys.deviceId, [...ids]));
  for (const row of rows) states.set(row.deviceId, row.revokedAt === null ? "ACTIVE" : "REVOKED");
  return states;
}
