import { type SQL, sql } from "drizzle-orm";
import { REPORT_MAX_BARS } from "#contract/limits/reports";
import type { BookedVsUsed, BookingUsageGrouping } from "#contract/report-rooms";
import type { AppContext } from "../context.ts";
import { OWN_PLAN } from "../db/preparing-client.ts";
import { allBookings, type BookingFilters, rolledUp, roomRows, withUsage } from "./bookings.ts";
import { type ReportScope, rowsOf } from "./scope.ts";

const GROUP_KEYS: Record<BookingUsageGrouping, { key: SQL; name: SQL }> = {
  department: {
    key: sql`coalesce(organiser_dept, '')`,
    name: sql`coalesce((select name from departments where id = g.key), '')`,
  },
  room: { key: sql`room_id`, name: sql`(select name from rooms where id = g.key)` },
  organiser: { key: sql`creator_id`, name: sql`(select name from users where id = g.key)` },
};

/** The sums of a grouping's rows per key (`r`: roomRows), as usageSums' columns. */
const keySums = (rows: SQL) => sql`select key, sum(bookings) as bookings, sum(used) as used,
    sum(partly_used) as partly_used, sum(no_show) as no_show, sum(ghost) as ghost, sum(booked_ms) as booked_ms,
    sum(used_ms) as used_ms, sum(freed_ms) as freed_ms
  from (${rows}) r group by key`;

/** The order of booked versus used's groups: the most freed first, then the most booked. */
const GROUP_ORDER = sql`coalesce(freed_ms, 0) desc, booked_ms desc, key`;

export interface TopGroupsTuning {
  places: number;
  /** The keys that freed the most of all summed first, per place (freed time seldom ties: one is enough). */
  seedsPerPlace: number;
  /** Candidates are summed one by one while there is at most one per this many bookings of the range. */
  bookingsPerCandidate: number;
}

const TOP_GROUPS: TopGroupsTuning = { places: REPORT_MAX_BARS, seedsPerPlace: 1, bookingsPerCandidate: 8 };

/** What a top list orders its keys by (`bound`: the column of report_room_keys that bounds it for any range). */
const TOP_ORDERS = {
  department: { bound: "freed_ms", order: GROUP_ORDER },
  organiser: { bound: "freed_ms", order: GROUP_ORDER },
  /** The room bars: the most booked first. */
  room: { bound: "booked_ms", order: sql`booked_ms desc, key` },
} as const;

/**
 * The groups by department or organiser that free the most in the range (GROUP_ORDER), or the rooms
 * booked the most, at most `places`, as rows of usageSums' columns; `bookings` (the range's count of
 * bookings) is SQL.
 *
 * Summing every key of the range reads about a row per booking. Instead: the keys that freed (or
 * booked) the most of all (report_room_keys, a bound on any range) are summed over the range first,
 * the last place among them sets a bar that only keys whose bound reaches it can pass, and those are
 * summed too, one by one from the key index; when they are too many for the range, every key is summed.
 */
export function topGroupRows(
  rs: ReportScope,
  grouping: keyof typeof TOP_ORDERS,
  bookings: SQL,
  tuning = TOP_GROUPS,
): SQL {
  const { places, seedsPerPlace, bookingsPerCandidate } = tuning;
  const bound = sql.raw(TOP_ORDERS[grouping].bound);
  const order = TOP_ORDERS[grouping].order;
  const seeds = sql`array(select key from seed)`;
  const passing = sql`from report_room_keys k where k.grouping = ${grouping}
    and k.${bound} >= (select bound from bar) and not (k.key = any(${seeds}))`;
  const summed = (keys: SQL) => keySums(roomRows(rs, grouping, undefined, false, keys));
  return sql`with seed as (select k.key from report_room_keys k where k.grouping = ${grouping}
        order by k.${bound} desc limit ${places * seedsPerPlace}),
      seed_sums as materialized (${summed(sql`r.key = any(${seeds})`)}),
      bar as (select coalesce((select coalesce(${bound}, 0) from seed_sums order by ${order}
        offset ${places - 1} limit 1), 0) as bound),
      narrow as (select count(*) * ${bookingsPerCandidate} <= ${bookings} as yes
        from (select 1 ${passing} order by k.${bound} desc limit ${bookings} / ${bookingsPerCandidate} + 1) c),
      candidates as (select array(select k.key ${passing} and (select yes from narrow)) as ids)
    select * from (select * from seed_sums where (select yes from narrow)
        union all ${summed(sql`(select yes from narrow) and r.key = any((select ids from candidates)::text[])`)}
        union all ${summed(sql`not (select yes from narrow)`)}) g
    order by ${order} limit ${places}`;
}

export async function bookedVsUsed(
  ctx: AppContext,
  rs: ReportScope,
  filters: BookingFilters,
  groupBy: BookingUsageGrouping,
): Promise<BookedVsUsed> {
  const { key, name } = GROUP_KEYS[groupBy];
  const rolled = rolledUp(filters, groupBy);
  // Every booking is in one group of each grouping: the totals are allBookings' (few rows).
  const totals = rolled ? sumOfRows(sql`(${allBookings(rs, filters.roomId)}) r`) : sumOfRows(sql`grouped`);
  const grouped = !rolled
    ? sql`select ${key} as key, ${usageSums} from usage group by 1`
    : groupBy === "room"
      ? keySums(roomRows(rs, groupBy, filters.roomId))
      : topGroupRows(rs, groupBy, sql`(select coalesce(sum(bookings), 0) from totals)`);
  const [row] = await rowsOf<Pick<BookedVsUsed, "totals" | "groups">>(
    ctx,
    sql`${sql.raw(OWN_PLAN)} with ${withUsage(rs, filters)},
      ${
        rolled
          ? sql`totals as materialized (${totals}), grouped as materialized (${grouped})`
          : sql`grouped as materialized (${grouped}), totals as materialized (${totals})`
      }
    select ${countsJson(sql`t`)} as totals,
      coalesce((select json_agg(json_build_object('id', g.key, 'name', ${name}, 'counts', ${countsJson(sql`g`)})
          order by ${GROUP_ORDER})
        from (select * from grouped order by ${GROUP_ORDER} limit ${REPORT_MAX_BARS}) g), '[]'::json) as groups
    from totals t`,
  );
  return { timeZone: rs.range.timeZone, groupBy, ...row };
}

/** The sums of usageSums' columns over `rows`. */
export const sumOfRows = (
  rows: SQL,
) => sql`select sum(bookings) as bookings, sum(used) as used, sum(partly_used) as partly_used,
    sum(no_show) as no_show, sum(ghost) as ghost, sum(booked_ms) as booked_ms, sum(used_ms) as used_ms,
    sum(freed_ms) as freed_ms from ${rows}`;

/** Counts and sums of the bookings of a group of `usage`, read by countsJson. */
const usageSums = sql`count(*) as bookings, count(*) filter (where usage = 'USED') as used,
    count(*) filter (where usage = 'PARTLY_USED') as partly_used, count(*) filter (where usage = 'NO_SHOW') as no_show,
    count(*) filter (where usage = 'GHOST') as ghost, sum(booked_ms) as booked_ms, sum(used_ms) as used_ms,
    sum(booked_ms) filter (where usage in ('NO_SHOW', 'GHOST')) as freed_ms`;

/** UsageCounts from the columns of usageSums of `g`. */
export const countsJson = (g: SQL) => sql`json_build_object('bookings', coalesce(${g}.bookings, 0)::int,
    'used', coalesce(${g}.used, 0)::int, 'partlyUsed', coalesce(${g}.partly_used, 0)::int,
    'noShow', coalesce(${g}.no_show, 0)::int, 'ghost', coalesce(${g}.ghost, 0)::int,
    'bookedMinutes', (coalesce(${g}.booked_ms, 0) / 60000)::int, 'usedMinutes', (coalesce(${g}.used_ms, 0) / 60000)::int,
    'freedMinutes', (coalesce(${g}.freed_ms, 0) / 60000)::int)`;
