import { type SQL, sql } from "drizzle-orm";
import { ORG_ROOT_ID } from "#contract/limits";
import type { Db } from "../db/database.ts";
import { REPORT_TIME_ZONE_KEY, reportTimeZone } from "./range.ts";

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

/** The local days of `ids` in report_meeting_days. */
async function daysOf(db: Db, ids: string[]): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select distinct day::text as day from report_meeting_days where meeting_id = any(${sql.param(ids)}::text[])`,
  )) as unknown as { rows: { day: string }[] };
  return rows.map((row) => row.day);
}

/** The instant the roll-ups hold every meeting started by (the days and months). */
export const rollupWatermark = sql`(select refreshed_at from report_refresh where id = 1)`;

/**
 * `report_days` of `days` summed again from the meeting days of the meetings started by `now`. A
 * meeting is carried over into a day when it also ran the day before.
 */
async function rollUpDays(db: Db, days: string[], now: number): Promise<void> {
  if (days.length === 0) return;
  const list = sql`${sql.param(days)}::date[]`;
  const organisers = new Set(
    await keysOf(db, sql`select distinct organiser_id from report_days where day = any(${list})`),
  );
  await db.execute(sql`delete from report_days where day = any(${list})`);
  await db.execute(sql`insert into report_days (day, dept_id, type, organiser_id, meetings, started, ms,
      participants, connected_ms, carried_participants, carried_connected_ms)
    select d.day, f.dept_id, f.type, f.organiser_id, count(*)::int, (count(*) filter (where not c.carried))::int,
      sum(d.ms)::bigint,
      coalesce(sum(f.participants) filter (where not c.carried), 0)::int,
      coalesce(sum(f.connected_ms) filter (where not c.carried), 0)::bigint,
      coalesce(sum(f.participants) filter (where c.carried), 0)::int,
      coalesce(sum(f.connected_ms) filter (where c.carried), 0)::bigint
    from report_meeting_days d
    join report_meetings f on f.meeting_id = d.meeting_id
    left join report_meeting_days p on p.meeting_id = d.meeting_id and p.day = d.day - 1
    cross join lateral (select p.meeting_id is not null as carried) c
    where d.day = any(${list}) and f.start_at <= ${now}::bigint
    group by d.day, f.dept_id, f.type, f.organiser_id`);
  for (const id of await keysOf(
    db,
    sql`select distinct organiser_id from report_days where day = any(${list})`,
  ))
    organisers.add(id);
  await rollUpMonths(db, days, [...organisers]);
}

/** The first column of a statement's rows, as text. */
async function keysOf(db: Db, statement: SQL): Promise<string[]> {
  const { rows } = (await db.execute(statement)) as unknown as { rows: Record<string, string>[] };
  return rows.map((row) => Object.values(row)[0]);
}

/**
 * `report_months` of the months of `days` summed again from their `report_days`, for the organisers
 * whose rows on those days changed (they had or have one): the other organisers' months stay as they are.
 */
async function rollUpMonths(db: Db, days: string[], organisers: string[]): Promise<void> {
  if (organisers.length === 0) return;
  const months = sql`(select distinct date_trunc('month', d)::date from unnest(${sql.param(days)}::date[]) d)`;
  const first = sql`r.day = date_trunc('month', r.day)::date`;
  const theirs = sql`organiser_id = any(${sql.param(organisers)}::text[])`;
  await db.execute(sql`delete from report_months where month in ${months} and ${theirs}`);
  await db.execute(sql`insert into report_months (month, dept_id, type, organiser_id, meetings, started, ms,
      participants, connected_ms, carried_participants, carried_connected_ms)
    select date_trunc('month', r.day)::date, r.dept_id, r.type, r.organiser_id,
      (sum(r.started) + coalesce(sum(r.meetings - r.started) filter (where ${first}), 0))::int,
      sum(r.started)::int, sum(r.ms)::bigint, sum(r.participants)::int, sum(r.connected_ms)::bigint,
      coalesce(sum(r.carried_participants) filter (where ${first}), 0)::int,
      coalesce(sum(r.carried_connected_ms) filter (where ${first}), 0)::bigint
    from report_days r
    where r.day >= (select min(m) from ${months} x(m)) and r.day < (select max(m) from ${months} x(m)) + interval '1 month'
      and date_trunc('month', r.day)::date in ${months} and r.${theirs}
    group by 1, r.dept_id, r.type, r.organiser_id`);
}

/**
 * Recomputes the rows of meetings `ids`; answers the local days they ran on and the users they
 * belong to (report_meeting_users), before and after.
 */
async function recompute(
  db: Db,
  ids: string[],
  now: number,
  timeZone: string,
): Promise<{ days: string[]; users: string[] }> {
  const list = sql`${sql.param(ids)}::text[]`;
  const before = await daysOf(db, ids);
  const organisersBefore = await organisersOf(db, ids);
  const usersBefore = await usersOf(db, ids);
  await db.execute(sql`delete from report_meetings where meeting_id = any(${list})`);
  await db.execute(sql`delete from report_meeting_users where meeting_id = any(${list})`);
  await db.execute(sql`delete from report_meeting_days where meeting_id = any(${list})`);
  await db.execute(sql`delete from report_bookings where meeting_id = any(${list})`);
  await db.execute(sql`insert into report_meetings (meeting_id, schedule_id, name, number, type, start_at, end_at,
      organiser_id, host_id, dept_id, participants, connected_ms)
    select m.id, m.schedule_id, s.name, s.meeting_number, s.type, m.start_at, m.end_at, s.creator_id, s.host_id, u.dept_id,
      (select count(*) from participants p where p.meeting_id = m.id)::int,
      coalesce((select sum(coalesce(c.disconnected_at, ${now}::bigint) - c.connected_at)
        from call_records c where c.meeting_id = m.id and c.connected_at is not null), 0)
    from meetings m join schedules s on s.id = m.schedule_id join users u on u.id = s.creator_id
    where m.id = any(${list}) and m.cancelled_at is null`);
  await db.execute(sql`update report_meetings f set peak_participants = p.peak, peak_at = p.at
    from (select distinct on (meeting_id) meeting_id, c as peak, t as at
      from (select meeting_id, t, sum(d) over (partition by meeting_id order by t)::int as c
        from (select meeting_id, t, sum(d) as d from (
            select meeting_id, connected_at as t, 1 as d from call_records
              where meeting_id = any(${list}) and connected_at is not null
            union all select meeting_id, coalesce(disconnected_at, ${now}::bigint), -1 from call_records
              where meeting_id = any(${list}) and connected_at is not null) e
          group by 1, 2) g) x
      order by meeting_id, c desc, t) p
    where p.meeting_id = f.meeting_id and p.peak > 0`);
  await db.execute(sql`insert into report_meeting_users (meeting_id, user_id, roles, start_at, end_at)
    select x.meeting_id, x.user_id, bit_or(x.role)::int, min(x.start_at), min(x.end_at)
    from (select f.meeting_id, f.organiser_id as user_id, 1 as role, f.start_at, f.end_at
        from report_meetings f where f.meeting_id = any(${list})
      union all select f.meeting_id, f.host_id, 2, f.start_at, f.end_at
        from report_meetings f where f.meeting_id = any(${list}) and f.host_id is not null
      union all select f.meeting_id, a.user_id, 4, f.start_at, f.end_at
        from report_meetings f join schedule_attendees a on a.schedule_id = f.schedule_id
        where f.meeting_id = any(${list})) x
    group by x.meeting_id, x.user_id`);
  await db.execute(sql`insert into report_meeting_days (meeting_id, day, ms)
    select f.meeting_id, d.day, least(f.end_at, d.e) - greatest(f.start_at, d.s)
    from report_meetings f cross join lateral (
      select g::date as day,
        (extract(epoch from (g at time zone ${timeZone})) * 1000)::bigint as s,
        (extract(epoch from ((g + interval '1 day') at time zone ${timeZone})) * 1000)::bigint as e
      from generate_series(
        date_trunc('day', to_timestamp(f.start_at / 1000.0) at time zone ${timeZone}),
        to_timestamp((f.end_at - 1) / 1000.0) at time zone ${timeZone},
        interval '1 day') g
    ) d
    where f.meeting_id = any(${list}) and f.end_at > f.start_at`);
  await db.execute(sql`insert into report_bookings (booking_id, meeting_id, room_id, room_dept_id, organiser_id,
      organiser_dept_id, name, number, type, start_at, end_at, joined_ms, present_ms, used_ms, used, held)
    select k.id, k.meeting_id, k.room_id, k.room_dept, k.creator_id, k.organiser_dept, k.name, k.number, k.type,
      k.start_at, k.end_at, k.joined_ms, k.present_ms,
      coalesce((select sum(upper(g) - lower(g)) from unnest(k.used) g), 0), k.used::text, k.held
    from (${classifiedBookings(list, now)}) k`);
  await recountOrganisers(db, [...new Set([...organisersBefore, ...(await organisersOf(db, ids))])]);
  return {
    days: [...new Set([...before, ...(await daysOf(db, ids))])],
    users: [...new Set([...usersBefore, ...(await usersOf(db, ids))])],
  };
}

/** The users of meetings `ids` in report_meeting_users. */
async function usersOf(db: Db, ids: string[]): Promise<string[]> {
  return keysOf(
    db,
    sql`select distinct user_id from report_meeting_users where meeting_id = any(${sql.param(ids)}::text[])`,
  );
}

/**
 * `report_user_days` and `report_user_rooms` of `users` on `days` summed again from the meetings
 * started by `watermark`, as rollUpDays sums report_days: a meeting is carried over into a day when
 * it also ran the day before.
 */
async function rollUpUsers(db: Db, users: string[], days: string[], watermark: number): Promise<void> {
  if (users.length === 0 || days.length === 0) return;
  const theirs = sql`user_id = any(${sql.param(users)}::text[]) and day = any(${sql.param(days)}::date[])`;
  const ran = sql`from report_meeting_users mu
    join report_meeting_days d on d.meeting_id = mu.meeting_id
    join report_meetings f on f.meeting_id = mu.meeting_id
    left join report_meeting_days p on p.meeting_id = d.meeting_id and p.day = d.day - 1`;
  const dayList = sql`${sql.param(days)}::date[]`;
  // Two days either side of the days (UTC): whatever the time zone, a meeting that ran on one of them
  // overlaps it, and a user's other meetings are not read.
  const edge = (day: SQL) => sql`(extract(epoch from (${day})::timestamp) * 1000)::bigint`;
  const within = sql`mu.user_id = any(${sql.param(users)}::text[]) and d.day = any(${dayList})
    and mu.start_at < ${edge(sql`(select max(x) from unnest(${dayList}) x) + 2`)}
    and mu.end_at > ${edge(sql`(select min(x) from unnest(${dayList}) x) - 2`)}
    and f.start_at <= ${watermark}::bigint`;
  const sums = sql`count(*)::int, (count(*) filter (where p.meeting_id is null))::int, sum(d.ms)::bigint`;
  await db.execute(sql`delete from report_user_days where ${theirs}`);
  await db.execute(sql`insert into report_user_days (user_id, day, type, roles, meetings, started, ms)
    select mu.user_id, d.day, f.type, mu.roles, ${sums} ${ran}
    where ${within} group by mu.user_id, d.day, f.type, mu.roles`);
  await db.execute(sql`delete from report_user_rooms where ${theirs}`);
  await db.execute(sql`insert into report_user_rooms (user_id, day, type, room_id, meetings, started, ms)
    select mu.user_id, d.day, f.type, rb.room_id, ${sums} ${ran}
    join room_bookings rb on rb.meeting_id = mu.meeting_id
    where ${within} group by mu.user_id, d.day, f.type, rb.room_id`);
}

/** The organisers of meetings `ids` in report_meetings. */
async function organisersOf(db: Db, ids: string[]): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select distinct organiser_id from report_meetings where meeting_id = any(${sql.param(ids)}::text[])`,
  )) as unknown as { rows: { organiser_id: string }[] };
  return rows.map((row) => row.organiser_id);
}

/** `report_organisers` of `organisers` counted again from report_meetings. */
async function recountOrganisers(db: Db, organisers: string[]): Promise<void> {
  if (organisers.length === 0) return;
  const list = sql`${sql.param(organisers)}::text[]`;
  await db.execute(sql`delete from report_organisers where organiser_id = any(${list})`);
  await db.execute(sql`insert into report_organisers (organiser_id, dept_id, meetings)
    select organiser_id, dept_id, count(*)::int from report_meetings where organiser_id = any(${list})
    group by organiser_id, dept_id`);
}

/**
 * Each department with itself and every department above it, as (id, ancestor); the organisation's
 * root is no department and not among them.
 */
const ancestors = sql`with recursive anc(id, ancestor) as (
    select id, id from departments
    union select a.id, d.parent_id from anc a join departments d on d.id = a.ancestor
      where d.parent_id is not null and d.parent_id <> ${ORG_ROOT_ID})
  select id, ancestor from anc`;

/**
 * `report_subtree_days` and `report_subtree_months` of `days` (null: all of them) summed again from
 * report_days (and, all of them, report_months): each row counts for its department and every one
 * above it, and for the organisation ('0', meetings without a department too). A month is linear in
 * its days, so the months of `days` move by what their rows were and are (subtreeMonthsMoved),
 * instead of being summed again whole.
 */
async function rollUpSubtrees(db: Db, days: string[] | null): Promise<void> {
  if (days?.length === 0) return;
  const list = days && sql`${sql.param(days)}::date[]`;
  const sums = sql`sum(r.meetings)::int, sum(r.started)::int, sum(r.ms)::bigint, sum(r.participants)::int,
      sum(r.connected_ms)::bigint, sum(r.carried_participants)::int, sum(r.carried_connected_ms)::bigint,
      coalesce(sum(r.meetings) filter (where r.own), 0)::int, coalesce(sum(r.started) filter (where r.own), 0)::int,
      coalesce(sum(r.ms) filter (where r.own), 0)::bigint`;
  const keyed = (rows: SQL) => sql`(select r.*, a.ancestor as key, a.ancestor = r.dept_id as own
      from ${rows} r join anc a on a.id = r.dept_id
    union all select r.*, ${ORG_ROOT_ID}, r.dept_id is null from ${rows} r)`;
  if (list) await subtreeMonthsMoved(db, list, -1);
  await db.execute(
    list
      ? sql`delete from report_subtree_days where day = any(${list})`
      : sql`delete from report_subtree_days`,
  );
  await db.execute(sql`insert into report_subtree_days (day, ${SUBTREE_COLUMNS})
    with anc as materialized (${ancestors}),
      src as materialized (select * from report_days ${list ? sql`where day = any(${list})` : sql``})
    select r.day, r.key, r.type, ${sums} from ${keyed(sql`src`)} r group by r.day, r.key, r.type`);
  if (list) {
    await subtreeMonthsMoved(db, list, 1);
    await db.execute(sql`delete from report_subtree_months where meetings = 0
      and month in (select distinct date_trunc('month', d)::date from unnest(${list}) d)`);
    return;
  }
  await db.execute(sql`delete from report_subtree_months`);
  await db.execute(sql`insert into report_subtree_months (month, ${SUBTREE_COLUMNS})
    with anc as materialized (${ancestors}),
      src as materialized (select * from report_months)
    select r.month, r.key, r.type, ${sums} from ${keyed(sql`src`)} r group by r.month, r.key, r.type`);
}

const SUBTREE_COLUMNS = sql`dept_id, type, meetings, started, ms, participants, connected_ms,
  carried_participants, carried_connected_ms, own_meetings, own_started, own_ms`;

/**
 * `report_subtree_months` moved by the subtree days `list` as they are now: taken out (`sign` -1)
 * before those days are summed again, added (1) after. A day brings its started meetings into its
 * month, and on the month's first day the carried ones too (as report_months counts them).
 */
async function subtreeMonthsMoved(db: Db, list: SQL, sign: 1 | -1): Promise<void> {
  const by = sql.raw(String(sign));
  const first = sql`(r.day = date_trunc('month', r.day)::date)`;
  const onFirst = (column: string) => sql`sum(case when ${first} then r.${sql.raw(column)} else 0 end)`;
  const added = (column: string) =>
    sql`${sql.raw(column)} = report_subtree_months.${sql.raw(column)} + excluded.${sql.raw(column)}`;
  await db.execute(sql`insert into report_subtree_months (month, ${SUBTREE_COLUMNS})
    select date_trunc('month', r.day)::date, r.dept_id, r.type,
      ${by} * (sum(r.started) + ${onFirst("meetings")} - ${onFirst("started")})::int, ${by} * sum(r.started)::int,
      ${by} * sum(r.ms)::bigint, ${by} * sum(r.participants)::int, ${by} * sum(r.connected_ms)::bigint,
      ${by} * ${onFirst("carried_participants")}::int, ${by} * ${onFirst("carried_connected_ms")}::bigint,
      ${by} * (sum(r.own_started) + ${onFirst("own_meetings")} - ${onFirst("own_started")})::int,
      ${by} * sum(r.own_started)::int, ${by} * sum(r.own_ms)::bigint
    from report_subtree_days r where r.day = any(${list})
    group by 1, r.dept_id, r.type
    on conflict (dept_id, month, type) do update set ${sql.join(
      [
        "meetings",
        "started",
        "ms",
        "participants",
        "connected_ms",
        "carried_participants",
        "carried_connected_ms",
        "own_meetings",
        "own_started",
        "own_ms",
      ].map(added),
      sql`, `,
    )}`);
}

/**
 * Each booking of the meetings `ids` as booked versus used sees it (the SQL twin of
 * src/contract/rules/booking-usage.ts): the union of the room terminal's connected spans in the
 * meeting (joined), of the room's presence readings (present; null without sensors), of both
 * (used), each clipped to the booking, and whether anyone connected to the meeting during it (held).
 */
function classifiedBookings(ids: ReturnType<typeof sql>, now: number) {
  const open = sql`${now}::bigint`;
  return sql`select bk.*,
      coalesce((select sum(upper(g) - lower(g)) from unnest(x.joined) g), 0)::bigint as joined_ms,
      case when x.has_sensors then coalesce((select sum(upper(g) - lower(g)) from unnest(x.present) g), 0)::bigint end as present_ms,
      coalesce(x.joined, '{}'::int8multirange) + coalesce(x.present, '{}'::int8multirange) as used, x.held
    from (select rb.id, rb.meeting_id, rb.room_id, rb.start_at, rb.end_at, s.name, s.meeting_number as number, s.type,
        s.creator_id, u.dept_id as organiser_dept, r.dept_id as room_dept
      from room_bookings rb join meetings m on m.id = rb.meeting_id join schedules s on s.id = m.schedule_id
      join users u on u.id = s.creator_id join rooms r on r.id = rb.room_id
      where rb.meeting_id = any(${ids}) and m.cancelled_at is null) bk
    cross join lateral (
      select
        (select range_agg(int8range(greatest(c.connected_at, bk.start_at), least(coalesce(c.disconnected_at, ${open}), bk.end_at)))
          from call_records c where c.meeting_id = bk.meeting_id and c.room_id = bk.room_id
            and c.connected_at is not null and c.connected_at < bk.end_at
            and coalesce(c.disconnected_at, ${open}) > bk.start_at) as joined,
        (select range_agg(int8range(greatest(p.start_at, bk.start_at), least(p.end_at, bk.end_at)))
          from presence_readings p where p.room_id = bk.room_id and p.start_at < bk.end_at and p.end_at > bk.start_at) as present,
        exists (select 1 from human_detectors hd join sensors se on se.detector_id = hd.id
          where hd.room_id = bk.room_id) as has_sensors,
        exists (select 1 from call_records c where c.meeting_id = bk.meeting_id and c.connected_at is not null
          and c.connected_at < bk.end_at and coalesce(c.disconnected_at, ${open}) > bk.start_at) as held
    ) x`;
}

/**
 * `report_hours` of the local `days`: per local hour and meeting type (and '' for all types), the
 * most meetings running at once and the most participants connected at once, with the first instant
 * each was reached: a sweep over the starts (+1) and ends (-1) of the meetings that ran that day
 * (started by `watermark`) and of their connected calls (open ones up to the watermark), each local
 * hour's start an event of weight 0 so that every hour sees the level it opens with.
 */
async function rollUpHours(db: Db, days: string[], watermark: number, timeZone: string): Promise<void> {
  if (days.length === 0) return;
  const list = sql`${sql.param(days)}::date[]`;
  const epoch = (local: SQL) => sql`(extract(epoch from (${local} at time zone ${timeZone})) * 1000)::bigint`;
  const sweep = (spans: string) => sql`(select k.type, e.day, e.t, sum(e.d) as d
      from (select day, type, s as t, 1 as d from ${sql.raw(spans)} union all select day, type, e, -1 from ${sql.raw(spans)}) e
      join keys k on k.day = e.day and (k.type = '' or k.type = e.type)
      group by 1, 2, 3
    union all select k.type, k.day, h.t, 0 from keys k join hours h on h.day = k.day)`;
  const peaks = (
    spans: string,
  ) => sql`(select type, date_trunc('hour', to_timestamp(t / 1000.0) at time zone ${timeZone}) as local_hour,
        max(c)::int as peak, (array_agg(t order by c desc, t))[1] as at
      from (select r.type, r.day, r.t, sum(sum(r.d)) over (partition by r.type, r.day order by r.t)::int as c
        from ${sweep(spans)} r group by 1, 2, 3) x
      join days dd on dd.day = x.day
      where x.t >= dd.s and x.t < dd.e
      group by 1, 2)`;
  await db.execute(sql`delete from report_hours
    where hour_start >= ${epoch(sql`(select min(d) from unnest(${list}) d)::timestamp`)} - 86400000
      and hour_start < ${epoch(sql`(select max(d) + 1 from unnest(${list}) d)::timestamp`)} + 86400000
      and (to_timestamp(hour_start / 1000.0) at time zone ${timeZone})::date = any(${list})`);
  await db.execute(sql`insert into report_hours (hour_start, local_hour, type, meetings_peak, meetings_at,
      participants_peak, participants_at)
    with days as (select d as day, ${epoch(sql`d::timestamp`)} as s, ${epoch(sql`(d + 1)::timestamp`)} as e
        from unnest(${list}) d),
      hours as (select dd.day, ${epoch(sql`g`)} as t
        from days dd cross join lateral generate_series(dd.day::timestamp, dd.day::timestamp + interval '23 hours', interval '1 hour') g),
      ran as materialized (select d.day, f.meeting_id, f.type, f.start_at as s, f.end_at as e
        from report_meeting_days d join report_meetings f on f.meeting_id = d.meeting_id
        where d.day = any(${list}) and f.start_at <= ${watermark}::bigint),
      calls as materialized (select r.day, r.type, c.connected_at as s, coalesce(c.disconnected_at, ${watermark}::bigint) as e
        from ran r join call_records c on c.meeting_id = r.meeting_id
        where c.connected_at is not null and c.connected_at < coalesce(c.disconnected_at, ${watermark}::bigint)),
      keys as (select distinct day, type from ran union select distinct day, '' from ran)
    select ${epoch(sql`coalesce(m.local_hour, p.local_hour)`)}, coalesce(m.local_hour, p.local_hour),
      coalesce(m.type, p.type), coalesce(m.peak, 0), case when m.peak > 0 then m.at end,
      coalesce(p.peak, 0), case when p.peak > 0 then p.at end
    from ${peaks("ran")} m full join ${peaks("calls")} p on p.type = m.type and p.local_hour = m.local_hour`);
}

/** The local start days of the bookings of meetings `ids` (null: of every booking) in report_bookings. */
async function bookingDaysOf(db: Db, ids: string[] | null, timeZone: string): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select distinct (to_timestamp(start_at / 1000.0) at time zone ${timeZone})::date::text as day
      from report_bookings ${ids ? sql`where meeting_id = any(${sql.param(ids)}::text[])` : sql``}`,
  )) as unknown as { rows: { day: string }[] };
  return rows.map((row) => row.day);
}

/**
 * `report_room_days` of the local `days` summed again from the bookings starting on them and ended
 * by `watermark` (classified by the rule of booking-usage.ts), then `report_room_months` of their
 * months from the days, for the keys with rows on those days before or after.
 */
async function rollUpRoomDays(db: Db, days: string[], watermark: number, timeZone: string): Promise<void> {
  if (days.length === 0) return;
  const list = sql`${sql.param(days)}::date[]`;
  const epoch = (local: SQL) => sql`(extract(epoch from (${local} at time zone ${timeZone})) * 1000)::bigint`;
  const sums = sql`count(*)::int, (count(*) filter (where usage = 'USED'))::int,
      (count(*) filter (where usage = 'PARTLY_USED'))::int, (count(*) filter (where usage = 'NO_SHOW'))::int,
      (count(*) filter (where usage = 'GHOST'))::int, sum(booked_ms)::bigint, sum(used_ms)::bigint,
      coalesce(sum(booked_ms) filter (where usage in ('NO_SHOW', 'GHOST')), 0)::bigint`;
  const keys = new Set(
    await keysOf(db, sql`select distinct key from report_room_days where day = any(${list})`),
  );
  const roomsOf = sql`select distinct key from report_room_days where day = any(${list}) and grouping = 'room'`;
  const rooms = new Set(await keysOf(db, roomsOf));
  await boundRoomKeys(db, list, -1);
  await db.execute(sql`delete from report_room_days where day = any(${list})`);
  await db.execute(sql`insert into report_room_days (day, grouping, key, room_dept_id, type, bookings, used,
      partly_used, no_show, ghost, booked_ms, used_ms, freed_ms)
    select b.day, g.grouping, g.key, g.room_dept_id, b.type, ${sums}
    from (select (to_timestamp(f.start_at / 1000.0) at time zone ${timeZone})::date as day, f.room_id, f.room_dept_id,
        f.organiser_id, f.organiser_dept_id, f.type, f.end_at - f.start_at as booked_ms, f.used_ms,
        case when f.used_ms > 0 then case when f.used_ms * 2 >= f.end_at - f.start_at then 'USED' else 'PARTLY_USED' end
          when f.held then 'NO_SHOW' else 'GHOST' end as usage
      from report_bookings f
      where f.start_at >= ${epoch(sql`(select min(d) from unnest(${list}) d)::timestamp`)}
        and f.start_at < ${epoch(sql`(select max(d) + 1 from unnest(${list}) d)::timestamp`)}
        and f.end_at <= ${watermark}::bigint) b
    cross join lateral (values ('room', b.room_id, b.room_dept_id),
      ('department', coalesce(b.organiser_dept_id, ''), b.room_dept_id), ('organiser', b.organiser_id, b.room_dept_id),
      ('org', '', null)) g(grouping, key, room_dept_id)
    where b.day = any(${list})
    group by b.day, g.grouping, g.key, g.room_dept_id, b.type`);
  await boundRoomKeys(db, list, 1);
  for (const room of await keysOf(db, roomsOf)) rooms.add(room);
  await bookedDays(db, [...rooms]);
  // The heat-map cells (grouping 'cell', key 'weekday:hour'): booked and used spans cut at local hours;
  // and the same over every room's department ('org-cell', room_dept_id null) for the whole organisation.
  const hour = (local: SQL) => epoch(local);
  const cell = sql`(extract(isodow from g) - 1)::int || ':' || extract(hour from g)::int`;
  await db.execute(sql`insert into report_room_days (day, grouping, key, room_dept_id, type, bookings, used,
      partly_used, no_show, ghost, booked_ms, used_ms, freed_ms)
    with b as (select (to_timestamp(f.start_at / 1000.0) at time zone ${timeZone})::date as day, f.room_dept_id, f.type,
          f.start_at, f.end_at, f.used
        from report_bookings f
        where f.start_at >= ${epoch(sql`(select min(d) from unnest(${list}) d)::timestamp`)}
          and f.start_at < ${epoch(sql`(select max(d) + 1 from unnest(${list}) d)::timestamp`)}
          and f.end_at <= ${watermark}::bigint),
      spans as (select day, room_dept_id, type, start_at as s, end_at as e, true as booked from b where day = any(${list})
        union all select day, room_dept_id, type, lower(g), upper(g), false
        from b, unnest(b.used::int8multirange) g where day = any(${list}))
    select sp.day, case when grouping(sp.room_dept_id) = 0 then 'cell' else 'org-cell' end,
      ${cell}, sp.room_dept_id, sp.type,
      0, 0, 0, 0, 0,
      coalesce(sum(least(sp.e, ${hour(sql`(g + interval '1 hour')`)}) - greatest(sp.s, ${hour(sql`g`)})) filter (where sp.booked), 0)::bigint,
      coalesce(sum(least(sp.e, ${hour(sql`(g + interval '1 hour')`)}) - greatest(sp.s, ${hour(sql`g`)})) filter (where not sp.booked), 0)::bigint,
      0
    from spans sp cross join lateral generate_series(
      date_trunc('hour', to_timestamp(sp.s / 1000.0) at time zone ${timeZone}),
      to_timestamp((sp.e - 1) / 1000.0) at time zone ${timeZone}, interval '1 hour') g
    where sp.e > sp.s
    group by grouping sets ((sp.day, ${cell}, sp.room_dept_id, sp.type), (sp.day, ${cell}, sp.type))`);
  // The months of those days, for the keys that had or have rows on them (the others' stay as they are).
  for (const key of await keysOf(db, sql`select distinct key from report_room_days where day = any(${list})`))
    keys.add(key);
  if (keys.size === 0) return;
  const theirs = sql`key = any(${sql.param([...keys])}::text[])`;
  const months = sql`(select distinct date_trunc('month', d)::date from unnest(${list}) d)`;
  await db.execute(sql`delete from report_room_months where month in ${months} and ${theirs}`);
  await db.execute(sql`insert into report_room_months (month, grouping, key, room_dept_id, type, bookings, used,
      partly_used, no_show, ghost, booked_ms, used_ms, freed_ms)
    select date_trunc('month', r.day)::date, r.grouping, r.key, r.room_dept_id, r.type, sum(r.bookings)::int,
      sum(r.used)::int, sum(r.partly_used)::int, sum(r.no_show)::int, sum(r.ghost)::int, sum(r.booked_ms)::bigint,
      sum(r.used_ms)::bigint, sum(r.freed_ms)::bigint
    from report_room_days r
    where r.day >= (select min(m) from ${months} x(m)) and r.day < (select max(m) from ${months} x(m)) + interval '1 month'
      and date_trunc('month', r.day)::date in ${months} and r.${theirs}
    group by 1, r.grouping, r.key, r.room_dept_id, r.type`);
}

/** `report_room_booked` of `rooms` summed again from their rows of report_room_days. */
async function bookedDays(db: Db, rooms: string[]): Promise<void> {
  if (rooms.length === 0) return;
  const theirs = sql`${sql.param(rooms)}::text[]`;
  await db.execute(sql`delete from report_room_booked where room_id = any(${theirs})`);
  await db.execute(sql`insert into report_room_booked (type, room_id, room_dept_id, days)
    select t.type, r.key, r.room_dept_id, range_agg(daterange(r.day, r.day, '[]'))
    from report_room_days r cross join lateral (values (r.type), ('')) t(type)
    where r.grouping = 'room' and r.key = any(${theirs})
    group by t.type, r.key, r.room_dept_id`);
}

/**
 * `report_room_keys` moved by the department, organiser and room rows of report_room_days on the days
 * `list` (the months are their sums): taken out (`sign` -1) before those days are summed again,
 * added (1) after.
 */
async function boundRoomKeys(db: Db, list: SQL, sign: 1 | -1): Promise<void> {
  const by = sql.raw(String(sign));
  await db.execute(sql`insert into report_room_keys (grouping, key, bookings, booked_ms, freed_ms)
    select grouping, key, ${by} * sum(bookings)::int, ${by} * sum(booked_ms)::bigint, ${by} * sum(freed_ms)::bigint
    from report_room_days where day = any(${list}) and grouping in ('department', 'organiser', 'room')
    group by grouping, key
    on conflict (grouping, key) do update set bookings = report_room_keys.bookings + excluded.bookings,
      booked_ms = report_room_keys.booked_ms + excluded.booked_ms,
      freed_ms = report_room_keys.freed_ms + excluded.freed_ms`);
  if (sign === 1) await db.execute(sql`delete from report_room_keys where bookings = 0`);
}
