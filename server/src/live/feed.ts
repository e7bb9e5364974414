import { sql } from "drizzle-orm";
import type { LiveBatch, LiveDelta } from "#contract/live-events";
import type { Db } from "../db/database.ts";
import { liveEvents } from "../db/schema-live.ts";

/**
 * Publishing a change to the feed, inside the change's own transaction: the change takes the next
 * number of `live_sequence` (whose row lock holds until commit, so numbers become visible in
 * order), stores its deltas, and NOTIFYs the number on commit. Call it last in the transaction:
 * it holds that lock for the rest of it.
 */
export const LIVE_CHANNEL = "live_events";

export async function publish(
  tx: Db,
  meetingId: string | null,
  deltas: LiveDelta[],
  at: number,
): Promise<LiveBatch> {
  const result = (await tx.execute(
    sql`update live_sequence set seq = seq + 1 where id = 1 returning seq`,
  )) as unknown as { rows: { seq: number }[] };
  const seq = Number(result.rows[0].seq);
  await tx.insert(liveEvents).values({ seq, meetingId, at, deltas });
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(seq)})`);
  return { seq, at, meetingId, deltas };
}

/** The last number given to a change (what a read made now is consistent with). */
export async function currentSeq(db: Db): Promise<number> {
  const result = (await db.execute(sql`select seq from live_sequence where id = 1`)) as unknown as {
    rows: { seq: number }[];
  };
  return Number(result.rows[0]?.seq ?? 0);
}
