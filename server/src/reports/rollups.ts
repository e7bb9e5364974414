import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { REPORT_TIME_ZONE_KEY, reportTimeZone } from "./range.ts";
import { rollUpDays, rollUpHours, rollUpSubtrees, rollUpUsers } from "./rollup-days.ts";
import { recompute } from "./rollup-meetings.ts";
import { bookingDaysOf, rollUpRoomDays } from "./rollup-rooms.ts";

/**
 * The reports' roll-ups (schema-reports.ts): before a report reads them, the meetings queued in
 * `report_dirty` by the triggers of migration 0015_reports get their `report_meetings`,
 * `report_meeting_days` and `report_bookings` rows recomputed, CHUNK at a time, and then the
 * `report_days` of every local day those meetings ran on (before or after). Meetings running now
 * (their open calls grow by the minute) and meetings started since the last refresh are queued again
 * at most every RUNNING_REFRESH_MS: a report may read them up to that late, never a changed input.
 * One refresh at a time (an advisory transaction lock). A caller that finds nothing queued reads at
 * once; when only the running meetings are due and another caller is refreshing them, it does not
 * wait for it.
 */
const REFRESH_LOCK = 72_616_313;
const CHUNK = 5000;
export const RUNNING_REFRESH_MS = 60_000;

const running = (now: number) => sql`select id from meetings
  where cancelled_at is null and status <> 'OFFLINE' and start_at <= ${now}::bigint`;

const startedSince = (since: number, now: number) => sql`select id from meetings
  where cancelled_at is null and start_at > ${since}::bigint and start_at <= ${now}::bigint`;

const hoursMissing = sql`not exists (select 1 from report_hours) and exists (select 1 from report_meeting_days)`;
const roomsMissing = sql`not exists (select 1 from report_room_days) and exists (select 1 from report_bookings)`;
/** Emptied by a change of the department tree (or never summed since migration 0019). */
const subtreesMissing = sql`not exists (select 1 from report_subtree_days) and exists (select 1 from report_days)`;

export interface RefreshState {
  /** Meetings are queued, or the hours were never rolled up (after the migration or a time zone change). */
  dirty: boolean;
  refreshed_at: number | null;
}

const isDue = (state: RefreshState, now: number) =>
  state.refreshed_at === null ||
  now < Number(state.refreshed_at) ||
  now - Number(state.refreshed_at) >= RUNNING_REFRESH_MS;

const stateColumns = sql`exists (select 1 from report_dirty) or (${hoursMissing}) or (${roomsMissing})
    or (${subtreesMissing}) as dirty,
  (select refreshed_at from report_refresh where id = 1) as refreshed_at`;

async function stateOf(db: Db): Promise<RefreshState> {
  const [state] = ((await db.execute(sql`select ${stateColumns}`)) as unknown as { rows: RefreshState[] })
    .rows;
  return state;
}

/**
 * A report call's first statement: the refresh state (for refreshRollups) and the stored time zone
 * setting (range.ts timeZoneOf), read together.
 */
export async function reportState(db: Db): Promise<RefreshState & { time_zone: string | null }> {
  const [state] = (
    (await db.execute(
      sql`select ${stateColumns},
        (select value from system_config where key = ${REPORT_TIME_ZONE_KEY}) as time_zone`,
    )) as unknown as { rows: (RefreshState & { time_zone: string | null })[] }
  ).rows;
  return state;
}

/**
 * Brings the roll-ups up to date (see above); `outside`: the state read by the caller just before
 * (reportState), else read here.
 */
export async function refreshRollups(db: Db, now: number, outside?: RefreshState): Promise<void> {
  outside ??= await stateOf(db);
  if (!outside.dirty && !isDue(outside, now)) return;
  await db.transaction(async (tx) => {
    if (outside.dirty) await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    else {
      const [lock] = (
        (await tx.execute(sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK}) as locked`)) as unknown as {
          rows: { locked: boolean }[];
        }
      ).rows;
      if (!lock.locked) return;
    }
    const state = await stateOf(tx);
    const due = isDue(state, now);
    if (due) {
      const since =
        state.refreshed_at === null || now < Number(state.refreshed_at) ? now : Number(state.refreshed_at);
      await tx.execute(
        sql`insert into report_dirty ${running(now)} union ${startedSince(since, now)} on conflict do nothing`,
      );
      await tx.execute(sql`insert into report_refresh (id, refreshed_at) values (1, ${now}::bigint)
        on conflict (id) do update set refreshed_at = excluded.refreshed_at`);
    }
    const timeZone = await reportTimeZone(tx);
    const days = new Set<string>();
    const people = new Set<string>();
    const hoursDays = new Set<string>();
    const [missing] = (
      (await tx.execute(
        sql`select ${hoursMissing} as hours, ${roomsMissing} as rooms, ${subtreesMissing} as subtrees`,
      )) as unknown as {
        rows: { hours: boolean; rooms: boolean; subtrees: boolean }[];
      }
    ).rows;
    // The room roll-ups are summed again whole (after the migration or a time zone change): so is their bound.
    if (missing.rooms) {
      await tx.execute(sql`delete from report_room_keys`);
      await tx.execute(sql`delete from report_room_booked`);
    }
    const bookingDays = new Set<string>(missing.rooms ? await bookingDaysOf(tx, null, timeZone) : []);
    if (missing.hours) {
      const { rows } = (await tx.execute(
        sql`select distinct day::text as day from report_meeting_days`,
      )) as unknown as { rows: { day: string }[] };
      for (const row of rows) hoursDays.add(row.day);
    }
    for (;;) {
      const ids = (
        (await tx.execute(
          sql`delete from report_dirty where meeting_id in (select meeting_id from report_dirty limit ${CHUNK}) returning meeting_id`,
        )) as unknown as { rows: { meeting_id: string }[] }
      ).rows.map((row) => row.meeting_id);
      if (ids.length === 0) break;
      for (const day of await bookingDaysOf(tx, ids, timeZone)) bookingDays.add(day);
      const changed = await recompute(tx, ids, now, timeZone);
      for (const day of changed.days) days.add(day);
      for (const user of changed.users) people.add(user);
      for (const day of await bookingDaysOf(tx, ids, timeZone)) bookingDays.add(day);
    }
    // The days hold exactly the meetings started by the watermark (those since are queued when due).
    const watermark = due ? now : Number(state.refreshed_at);
    await rollUpDays(tx, [...days], watermark);
    await rollUpUsers(tx, [...people], [...days], watermark);
    await rollUpSubtrees(tx, missing.subtrees ? null : [...days]);
    await rollUpHours(tx, [...new Set([...days, ...hoursDays])], watermark, timeZone);
    await rollUpRoomDays(tx, [...bookingDays], watermark, timeZone);
  });
}

/** The instant the roll-ups hold every meeting started by (the days and months). */
export const rollupWatermark = sql`(select refreshed_at from report_refresh where id = 1)`;
