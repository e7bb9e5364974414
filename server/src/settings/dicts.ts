import { asc, eq } from "drizzle-orm";
import type { DictOption } from "#contract/dicts";
import type { Db } from "../db/database.ts";
import { dictItems } from "../db/schema-devices.ts";
import type { Lang } from "../i18n.ts";

/**
 * The options of a read-only dictionary (`GET /device/dict/sign/{code}`) in the given language, in
 * their order; empty for an unknown code.
 */
export async function dictOptions(db: Db, code: string, lang: Lang): Promise<DictOption[]> {
  const rows = await db
    .select()
    .from(dictItems)
    .where(eq(dictItems.code, code))
    .orderBy(asc(dictItems.sort), asc(dictItems.value));
  return rows.map((row) => ({ value: row.value, label: lang === "en-US" ? row.labelEn : row.labelZh }));
}

export async function dictValues(db: Db, code: string): Promise<Set<string>> {
  const rows = await db.select({ value: dictItems.value }).from(dictItems).where(eq(dictItems.code, code));
  return new Set(rows.map((row) => row.value));
}
