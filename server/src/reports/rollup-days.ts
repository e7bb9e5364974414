import { type SQL, sql } from "drizzle-orm";
import { ORG_ROOT_ID } from "#contract/limits/people";
import type { Db } from "../db/database.ts";
import { keysOf } from "./rollup-meetings.ts";

// The sums of the roll-ups (rollups.ts) over the meetings' rows: days and months, each user's days,
// the department subtrees and the local hours.

/**
 * `report_days` of `days` summed again from the meeting days of the meetings started by `now`. A
 * meeting is carried over into a day when it also ran the day before.
 */
export async function rollUpDays(db: Db, days: string[], now: number): Promise<void> {
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
 * `report_user_days` and `report_user_rooms` of `users` on `days` summed again from the meetings
 * started by `watermark`, as rollUpDays sums report_days: a meeting is carried over into a day when
 * it also ran the day before.
 */
export async function rollUpUsers(db: Db, users: string[], days: string[], watermark: number): Promise<void> {
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
export async function rollUpSubtrees(db: Db, days: string[] | null): Promise<void> {
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
 * `report_hours` of the local `days`: per local hour and meeting type (and '' for all types), the
 * most meetings running at once and the most participants connected at once, with the first instant
 * each was reached: a sweep over the starts (+1) and ends (-1) of the meetings that ran that day
 * (started by `watermark`) and of their connected calls (open ones up to the watermark), each local
 * hour's start an event of weight 0 so that every hour sees the level it opens with.
 */
export async function rollUpHours(
  db: Db,
  days: string[],
  watermark: number,
  timeZone: string,
): Promise<void> {
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
