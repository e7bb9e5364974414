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

/** The serial, if the installation id was written already: a read, fit for read-only transactions. */
export async function storedSerial(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: systemConfig.value })
    .from(systemConfig)
    .where(eq(systemConfig.key, INSTALLATION_ID_KEY));
  return row?.value ? serialOf(row.value) : null;
}

export async function machineSerial(db: Db, now: number): Promise<string> {
  const stored = await storedSerial(db);
  if (stored) return stored;
  await db
    .insert(systemConfig)
    .values({ key: INSTALLATION_ID_KEY, value: randomUUID(), updatedAt: now })
    .onConflictDoNothing();
  return (await storedSerial(db)) ?? "";
}
