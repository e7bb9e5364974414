import type { Db } from "./database.ts";

/** Terminal brands and models (always) and demo devices (demo mode only). */
export async function seedDevices(_tx: Db, _demo: boolean, _now: number): Promise<void> {}
