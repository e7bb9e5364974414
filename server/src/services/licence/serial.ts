import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { systemConfig } from "../../db/schema.ts";

/**
 * The machine serial a licence is issued for: derived from the installation id, a random id
 * written into the database the first time it is asked for (so a copy of the database keeps its
 * serial, and a new installation gets a new one). Not writable through the settings calls.
 */
export const INSTALLATION_ID_KEY = "INSTALLATION_ID";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function serialOf(installationId: string): string {
  const digest = createHash("sha256").update(`licence-serial:${installationId}`, "utf8").digest();
  const chars = Array.from(digest.subarray(0, 16), (byte) => ALPHABET[byte % ALPHABET.length]);
  return [0, 4, 8, 12].map((at) => chars.slice(at, at + 4).join("")).join("-");
}

export async function machineSerial(db: Db, now: number): Promise<string> {
  await db
    .insert(systemConfig)
    .values({ key: INSTALLATION_ID_KEY, value: randomUUID(), updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: systemConfig.value })
    .from(systemConfig)
    .where(eq(systemConfig.key, INSTALLATION_ID_KEY));
  return serialOf(row?.value ?? "");
}
