import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { schedules } from "../db/schema-meetings.ts";

/** Meeting numbers: `digits` random digits without a leading zero, unused among live schedules. */
export function randomMeetingNumber(digits: number): string {
  let number = String(randomInt(1, 10));
  while (number.length < digits) number += String(randomInt(0, 10));
  return number;
}

export async function meetingNumberTaken(db: Db, number: string): Promise<boolean> {
  const rows = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.meetingNumber, number), isNull(schedules.cancelledAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A number no live schedule holds right now. A concurrent save may still take it first; the unique
 * index schedules_meeting_number_idx catches that and the caller retries with a new one.
 */
export async function freeMeetingNumber(db: Db, digits: number): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const number = randomMeetingNumber(digits);
    if (!(await meetingNumberTaken(db, number))) return number;
  }
  throw new Error(`No free ${digits}-digit meeting number found`);
}
