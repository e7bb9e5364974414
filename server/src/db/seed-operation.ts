import type { Db } from "./database.ts";

/** Dictionaries (always) and demo locations and rooms (demo mode only). */
export async function seedOperation(
  _tx: Db,
  _deptIds: Map<string, string> | null,
  _now: number,
): Promise<void> {}
