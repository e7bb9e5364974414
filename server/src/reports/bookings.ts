import { type SQL, sql } from "drizzle-orm";
import { type BOOKING_SORTS, REPORT_MAX_BARS } from "#contract/limits";
import type {
  BookedVsUsed,
  BookingRow,
  BookingUsageGrouping,
  ReportGranularity,
  RoomUsageStatistic,
  RoomUsageTotal,
  RoomUsageTrend,
} from "#contract/reports";
import type { AppContext } from "../context.ts";
import { OWN_PLAN } from "../db/preparing-client.ts";
import { notFound } from "../errors.ts";
import { keywordCondition, sortOf } from "./meeting-list.ts";
import { allOf, deptCovered, type ReportScope, rowsOf } from "./scope.ts";
import { buckets, dayBucket, daySpans, wholeMonths } from "./sql.ts";

/**
 * Rooms and booked versus used (docs/reports.md), read from the roll-up `report_bookings`
 * (reports/rollups.ts computes each booking's joined, present and used time). A booking
 * belongs to the range when it starts inside it and counts once it has ended; the rooms (and the
 * department filter) are those of the room's department, the data authority too. The usage is the
 * rule of src/contract/rules/booking-usage.ts over those times.
 */
export interface BookingFilters {
  roomId?: string;
  organiserId?: string;
  /** Further conditions on `bk` columns. */
  where?: SQL;
}

/** A room filter must name a room of the scope (else 404). */
export async function requireRoom(
  ctx: AppContext,
  rs: ReportScope,
  roomId: string | undefined,
): Promise<void> {
  if (roomId === undefined) return;
  const [room] = await rowsOf<{ id: string }>(
    ctx,
    sql`select id from rooms where id = ${roomId} and ${allOf(deptCovered(sql`dept_id`, rs))}`,
  );
  if (!room) throw notFound();
}

/** The ended bookings of the scope, from the roll-up `report_bookings` (f). */
function bookings(rs: ReportScope, filters: BookingFilters): SQL {
  const { start, end } = rs.range;
  return sql`select f.booking_id::text as id, f.meeting_id, f.room_id, f.start_at, f.end_at, f.name as meeting_name,
      f.type, f.organiser_id as creator_id, f.organiser_dept_id as organiser_dept, f.room_dept_id as room_dept,
      f.end_at - f.start_at as booked_ms, f.joined_ms, f.present_ms, f.used_ms, f.used, f.held
    from report_bookings f
    where ${allOf(
      sql`f.start_at >= ${start}::bigint`,
      sql`f.start_at < ${end}::bigint`,
      sql`f.end_at <= ${rs.now}::bigint`,
      rs.type ? sql`f.type = ${rs.type}` : undefined,
      deptCovered(sql`f.room_dept_id`, rs),
      filters.roomId ? sql`f.room_id = ${filters.roomId}` : undefined,
      filters.organiserId ? sql`f.organiser_id = ${filters.organiserId}` : undefined,
      filters.where,
    )}`;
}

/** The groupings of the booking roll-ups: booked versus used's, and the heat map's cells. */
type RoomGrouping = BookingUsageGrouping | "cell" | "org-cell" | "org";

/**
 * The rows that sum every booking of the scope (one group each): the rooms', or without a department
 * or room filter those of the whole organisation (grouping 'org': one per day or month and type).
 */
const allBookings = (rs: ReportScope, roomId?: string, daysOnly = false) =>
  rs.deptIds === null && !roomId
    ? roomRows(rs, "org", undefined, daysOnly)
    : roomRows(rs, "room", roomId, daysOnly);

/**
 * The booked-versus-used roll-ups of the range and scope grouped by `grouping` (as rows `r` with
 * `day`, `key` and the sums of usageSums): report_room_months for the range's whole months (unless
 * `daysOnly`), report_room_days for its other days. A room filter narrows the room grouping.
 */
function roomRows(
  rs: ReportScope,
  grouping: RoomGrouping,
  roomId?: string,
  daysOnly = false,
  keys?: SQL,
): SQL {
  const { fromDay, toDay } = rs.range;
  const months = daysOnly ? null : wholeMonths(fromDay, toDay);
  const scoped = [
    sql`r.grouping = ${grouping}`,
    rs.type ? sql`r.type = ${rs.type}` : undefined,
    deptCovered(sql`r.room_dept_id`, rs),
    roomId ? sql`r.key = ${roomId}` : undefined,
    keys,
  ];
  const columns = sql`r.key, r.bookings, r.used, r.partly_used, r.no_show, r.ghost, r.booked_ms, r.used_ms, r.freed_ms`;
  const parts = daySpans(fromDay, toDay, months).map(
    (span) => sql`select r.day, ${columns} from report_room_days r where ${allOf(span, ...scoped)}`,
  );
  if (months)
    parts.push(sql`select r.month as day, ${columns} from report_room_months r
    where ${allOf(sql`r.month >= ${months.from}::date`, sql`r.month < ${months.to}::date`, ...scoped)}`);
  return sql.join(parts, sql` union all `);
}

/** The roll-ups answer for these filters (a room filter only when grouped by room). */
const rolledUp = (filters: BookingFilters, grouping: RoomGrouping) =>
  !filters.organiserId && !filters.where && (!filters.roomId || grouping === "room");

/** `usage` of a classified booking: the rule of booking-usage.ts. */
const USAGE = sql`case when u.used_ms > 0 then case when u.used_ms * 2 >= u.booked_ms then 'USED' else 'PARTLY_USED' end
    when u.held then 'NO_SHOW' else 'GHOST' end`;

/** The bookings with their usage, as CTE `usage`. */
const withUsage = (rs: ReportScope, filters: BookingFilters) => sql`usage as materialized (
    select u.*, ${USAGE} as usage from (${bookings(rs, filters)}) u)`;

const countsOf = (rows: SQL) => sql`(select json_build_object('bookings', count(*)::int,
      'used', count(*) filter (where usage = 'USED')::int,
      'partlyUsed', count(*) filter (where usage = 'PARTLY_USED')::int,
      'noShow', count(*) filter (where usage = 'NO_SHOW')::int,
      'ghost', count(*) filter (where usage = 'GHOST')::int,
      'bookedMinutes', (coalesce(sum(booked_ms), 0) / 60000)::int,
      'usedMinutes', (coalesce(sum(used_ms), 0) / 60000)::int,
      'freedMinutes', (coalesce(sum(booked_ms) filter (where usage in ('NO_SHOW', 'GHOST')), 0) / 60000)::int)
    from ${rows})`;

export async function roomUsage(
  ctx: AppContext,
  rs: ReportScope,
  filters: BookingFilters,
): Promise<RoomUsageStatistic> {
  const bookings = sql`(select coalesce(sum(bookings), 0) from (${allBookings(rs)}) r)`;
  const rows = filters.roomId ? roomRows(rs, "room", filters.roomId) : topGroupRows(rs, "room", bookings);
  const source = rolledUp(filters, "room")
    ? sql`select key as room_id, bookings, booked_ms, used_ms from (${rows}) r`
    : sql`select room_id, 1 as bookings, booked_ms, used_ms from usage`;
  const rooms = await rowsOf<RoomUsageStatistic["rooms"][number]>(
    ctx,
    sql`${sql.raw(OWN_PLAN)} with ${withUsage(rs, filters)}
    select r.id, r.name, case when d.id is null then null else json_build_object('id', d.id, 'name', d.name) end as department,
      exists (select 1 from human_detectors hd join sensors se on se.detector_id = hd.id where hd.room_id = r.id) as "hasSensors",
      x.bookings, x.booked as "bookedMinutes", x.used as "usedMinutes",
      case when x.booked_ms = 0 then 0 else round(x.used_ms::numeric / x.booked_ms, 4)::float8 end as "usageRate"
    from (select room_id, sum(bookings)::int as bookings, sum(booked_ms) as booked_ms, sum(used_ms) as used_ms,
        (sum(booked_ms) / 60000)::int as booked, (sum(used_ms) / 60000)::int as used
      from (${source}) s group by room_id order by sum(booked_ms) desc, room_id limit ${REPORT_MAX_BARS}) x
    join rooms r on r.id = x.room_id left join departments d on d.id = r.dept_id
    order by x.booked_ms desc, r.id`,
  );
  return { timeZone: rs.range.timeZone, rooms };
}

/** Booked and used minutes per weekday × hour: each span cut at local hours. */
function heatmap(rs: ReportScope, spans: SQL): SQL {
  const tz = rs.range.timeZone;
  return sql`coalesce((select json_agg(json_build_object('weekday', w, 'hour', h, 'value', v) order by w, h) from (
      select (extract(isodow from g) - 1)::int as w, extract(hour from g)::int as h,
        (sum(least(sp.e, (extract(epoch from ((g + interval '1 hour') at time zone ${tz})) * 1000)::bigint)
          - greatest(sp.s, (extract(epoch from (g at time zone ${tz})) * 1000)::bigint)) / 60000)::int as v
      from ${spans} sp cross join lateral generate_series(
        date_trunc('hour', to_timestamp(sp.s / 1000.0) at time zone ${tz}),
        to_timestamp((sp.e - 1) / 1000.0) at time zone ${tz}, interval '1 hour') g
      where sp.e > sp.s
      group by 1, 2) x), '[]'::json)`;
}

/** A heat map from the roll-ups' cells (CTE `cells`), for the cells with any `column`. */
const cellHeatmap = (
  column: SQL,
) => sql`coalesce((select json_agg(json_build_object('weekday', x.w, 'hour', x.h,
      'value', (x.ms / 60000)::int) order by x.w, x.h)
    from (select split_part(key, ':', 1)::int as w, split_part(key, ':', 2)::int as h, ${column} as ms
      from cells where ${column} > 0) x), '[]'::json)`;

/** The rooms with bookings in the range: from their booked days (report_room_booked), or the one room's rows. */
function roomCount(rs: ReportScope, roomId: string | undefined): SQL {
  if (roomId)
    return sql`(select count(*) from (select key from (${roomRows(rs, "room", roomId)}) r group by key) k)::int`;
  return sql`(select count(distinct b.room_id) from report_room_booked b
    where ${allOf(
      sql`b.type = ${rs.type ?? ""}`,
      sql`b.days && daterange(${rs.range.fromDay}::date, ${rs.range.toDay}::date, '[]')`,
      deptCovered(sql`b.room_dept_id`, rs),
    )})::int`;
}

export async function roomUsageTotal(
  ctx: AppContext,
  rs: ReportScope,
  filters: BookingFilters,
): Promise<RoomUsageTotal> {
  const [row] = await rowsOf<Omit<RoomUsageTotal, "timeZone">>(
    ctx,
    sql`with ${withUsage(rs, filters)}${
      rolledUp(filters, "room")
        ? sql`, cells as materialized (select key, sum(booked_ms) as booked_ms, sum(used_ms) as used_ms
        from (${roomRows(rs, rs.deptIds === null ? "org-cell" : "cell")}) r group by key)
    select ${roomCount(rs, filters.roomId)} as rooms,
      ${countsJson(sql`t`)} as counts,
      case when coalesce(t.booked_ms, 0) = 0 then 0 else round(t.used_ms::numeric / t.booked_ms, 4)::float8 end as "usageRate",`
        : sql`
    select (select count(distinct room_id) from usage)::int as rooms, ${countsOf(sql`usage`)} as counts,
      (select case when coalesce(sum(booked_ms), 0) = 0 then 0 else round(sum(used_ms)::numeric / sum(booked_ms), 4)::float8 end from usage) as "usageRate",`
    }
      ${
        rolledUp(filters, "cell")
          ? sql`${cellHeatmap(sql`booked_ms`)} as "bookedHeatmap", ${cellHeatmap(sql`used_ms`)} as "usedHeatmap"`
          : sql`${heatmap(rs, sql`(select start_at as s, end_at as e from usage)`)} as "bookedHeatmap",
      ${heatmap(rs, sql`(select lower(g) as s, upper(g) as e from usage, unnest(usage.used::int8multirange) g)`)} as "usedHeatmap"`
      }
    ${rolledUp(filters, "room") ? sql`from (${sumOfRows(sql`(${allBookings(rs, filters.roomId)}) r`)}) t` : sql``}`,
  );
  return { timeZone: rs.range.timeZone, ...row };
}

export async function roomUsageTrend(
  ctx: AppContext,
  rs: ReportScope,
  filters: BookingFilters,
  granularity: ReportGranularity,
): Promise<RoomUsageTrend> {
  const tz = rs.range.timeZone;
  const [row] = await rowsOf<Pick<RoomUsageTrend, "points">>(
    ctx,
    sql`with ${withUsage(rs, filters)}
    select coalesce((select json_agg(json_build_object('period', k.period, 'start', k.start,
        'bookings', coalesce(t.bookings, 0), 'bookedMinutes', coalesce(t.booked, 0), 'usedMinutes', coalesce(t.used, 0))
        order by k.start)
      from (${buckets(rs, granularity)}) k
      left join (select ${dayBucket(sql`day`, granularity)} as period,
          sum(bookings)::int as bookings, (sum(booked_ms) / 60000)::int as booked, (sum(used_ms) / 60000)::int as used
        from (${
          rolledUp(filters, "room")
            ? sql`select day, sum(bookings) as bookings, sum(booked_ms) as booked_ms, sum(used_ms) as used_ms
                from (${allBookings(rs, filters.roomId, granularity !== "month")}) r group by day`
            : sql`select (to_timestamp(start_at / 1000.0) at time zone ${tz})::date as day, 1 as bookings, booked_ms, used_ms from usage`
        }) x group by 1) t on t.period = k.period), '[]'::json) as points`,
  );
  return { timeZone: rs.range.timeZone, granularity, ...row };
}

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
const sumOfRows = (
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
const countsJson = (g: SQL) => sql`json_build_object('bookings', coalesce(${g}.bookings, 0)::int,
    'used', coalesce(${g}.used, 0)::int, 'partlyUsed', coalesce(${g}.partly_used, 0)::int,
    'noShow', coalesce(${g}.no_show, 0)::int, 'ghost', coalesce(${g}.ghost, 0)::int,
    'bookedMinutes', (coalesce(${g}.booked_ms, 0) / 60000)::int, 'usedMinutes', (coalesce(${g}.used_ms, 0) / 60000)::int,
    'freedMinutes', (coalesce(${g}.freed_ms, 0) / 60000)::int)`;

const BOOKING_SORT_COLUMNS: Record<(typeof BOOKING_SORTS)[number], string> = {
  startAt: "start_at",
  bookedMinutes: "booked_ms",
  usedMinutes: "used_ms",
};

/** The columns of BookingRow over `usage u`. */
const bookingColumns = sql`u.id, json_build_object('id', u.meeting_id, 'name', u.meeting_name) as meeting, u.type,
    json_build_object('id', r.id, 'name', r.name) as room,
    json_build_object('id', o.id, 'name', o.name) as organiser,
    case when d.id is null then null else json_build_object('id', d.id, 'name', d.name) end as department,
    u.start_at as "startAt", u.end_at as "endAt", (u.booked_ms / 60000)::int as "bookedMinutes",
    (u.joined_ms / 60000)::int as "joinedMinutes", (u.present_ms / 60000)::int as "presentMinutes",
    u.held as "meetingHeld", (u.used_ms / 60000)::int as "usedMinutes", u.usage`;

const bookingJoins = sql`join rooms r on r.id = u.room_id join users o on o.id = u.creator_id
  left join departments d on d.id = u.organiser_dept`;

export interface BookingListOptions {
  page: number;
  size: number;
  sort?: string;
  keyword?: string;
  usage?: string;
}

const USAGE_COLUMNS: Record<string, string> = {
  USED: "used",
  PARTLY_USED: "partly_used",
  NO_SHOW: "no_show",
  GHOST: "ghost",
};

export async function listBookings(
  ctx: AppContext,
  rs: ReportScope,
  filters: BookingFilters,
  options: BookingListOptions,
): Promise<{ records: BookingRow[]; total: number }> {
  const order = sortOf(options.sort, BOOKING_SORT_COLUMNS);
  const keyword = keywordCondition(options.keyword);
  const where = allOf(filters.where, keyword);
  const picked = sql`select * from (select u.*, ${USAGE} as usage from (${bookings(rs, { ...filters, where })}) u) p
    ${options.usage ? sql`where usage = ${options.usage}` : sql``}`;
  const records = await rowsOf<BookingRow>(
    ctx,
    sql`select ${bookingColumns}
    from (${picked} order by ${order} limit ${options.size} offset ${(options.page - 1) * options.size}) u
    ${bookingJoins} order by ${order}`,
  );
  const column = sql.raw(options.usage ? (USAGE_COLUMNS[options.usage] ?? "bookings") : "bookings");
  const [count] = await rowsOf<{ total: number }>(
    ctx,
    !keyword && rolledUp(filters, "room")
      ? sql`select coalesce(sum(r.${column}), 0)::int as total from (${allBookings(rs, filters.roomId)}) r`
      : sql`select count(*)::int as total from (${picked}) p`,
  );
  return { records, total: count.total };
}

/** Every booking of the filters in order, in chunks (the export): a cursor keeps memory flat. */
export function bookingExportStatement(
  rs: ReportScope,
  filters: BookingFilters,
  options: { sort?: string; keyword?: string; usage?: string },
): SQL {
  const order = sortOf(options.sort, BOOKING_SORT_COLUMNS);
  const where = allOf(filters.where, keywordCondition(options.keyword));
  const tz = rs.range.timeZone;
  const local = (column: SQL) =>
    sql`to_char(to_timestamp(${column} / 1000.0) at time zone ${tz}, 'YYYY/MM/DD HH24:MI')`;
  return sql`with ${withUsage(rs, { ...filters, where })}
    select ${bookingColumns}, ${local(sql`u.start_at`)} as start, ${local(sql`u.end_at`)} as "end" from (select * from usage ${options.usage ? sql`where usage = ${options.usage}` : sql``}) u
    ${bookingJoins} order by ${order}`;
}
