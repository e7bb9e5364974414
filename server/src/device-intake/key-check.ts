import { eq } from "drizzle-orm";
import type { DeviceKeyKind } from "#contract/device-intake";
import type { Db } from "../db/database.ts";
import { deviceKeys } from "../db/schema-device-intake.ts";
import { sha256 } from "../lib/ids.ts";

/** The device side of device keys (device-keys.ts issues them): whose key a message carries. */
export type KeyCheck =
  | { ok: true; deviceId: string; kind: DeviceKeyKind }
  | { ok: false; reason: "missing" | "unknown" | "revoked" };

/** Whose key this is; a revoked key and an unknown one are told apart for the counters. */
export async function checkDeviceKey(db: Db, key: string | null | undefined): Promise<KeyCheck> {
  if (!key) return { ok: false, reason: "missing" };
  const [row] = await db
    .select({ deviceId: deviceKeys.deviceId, kind: deviceKeys.kind, revokedAt: deviceKeys.revokedAt })
    .from(deviceKeys)
    .where(eq(deviceKeys.keyHash, sha256(key)));
  if (!row) return { ok: false, reason: "unknown" };
  if (row.revokedAt !== null) return { ok: false, reason: "revoked" };
  return { ok: true, deviceId: row.deviceId, kind: row.kind };
}
