import { sql } from "drizzle-orm";
import type { SessionUser } from "../../server/src/auth/sessions.ts";
import { subtreeIds } from "../../server/src/people/departments.ts";
import { type TopGroupsTuning, topGroupRows } from "../../server/src/reports/bookings.ts";
import { reportRange } from "../../server/src/reports/range.ts";
import { refreshRollups } from "../../server/src/reports/rollups.ts";
import type { ReportScope } from "../../server/src/reports/scope.ts";
import { scopeKeys, subtreeRows } from "../../server/src/reports/sql.ts";
import { type TopOrganisersTuning, topOrganisersJson } from "../../server/src/reports/top-organisers.ts";
import { userIds } from "./meeting-fixtures.ts";
import { NOW, type ReportSeed, reportSeed } from "./report-fixtures.ts";

/**
 * The top lists over many keys (the department analysis' organisers, booked versus used's groups by
 * department or organiser) are found among candidates (the organisers with the
 * most meetings of all, then those whose count of all could still pass the last place) or, when the
 * candidates are too many for the range, by summing every organiser: each way gives the same top.
 * The seed of report-fixtures.ts, 9–10 June: 张伟 A and F (2 meetings, 120 minutes; Y on Thursday
 * has not started), 赵敏 C (1, 120), 李娜 B (1, 60), 何雪 G (1, 60).
 */
let seed: ReportSeed;

beforeAll(async () => {
  seed = await reportSeed();
  await refreshRollups(seed.app.ctx.db, NOW);
});
afterAll(() => seed.app.close());

function scope(
  deptIds: string[] | null,
  department: { id: string; name: string } | null = null,
): ReportScope {
  return {
    user: {} as SessionUser,
    scope: { all: true },
    range: reportRange({ from: "2031-06-09", to: "2031-06-10" }, "Asia/Shanghai"),
    now: NOW,
    deptIds,
    department,
    type: null,
  };
}

async function top(rs: ReportScope, tuning: TopOrganisersTuning): Promise<[string, number, number][]> {
  const { rows } = (await seed.app.ctx.db.execute(
    sql`with days as materialized (${subtreeRows(rs, scopeKeys(rs))})
      select ${topOrganisersJson(rs, tuning)} as users`,
  )) as unknown as { rows: { users: { name: string; meetings: number; minutes: number }[] }[] };
  return rows[0].users.map((u) => [u.name, u.meetings, u.minutes]);
}

// Seeds only (every organiser a seed); a few seeds and the candidates beyond them; every organiser summed.
const TUNINGS: [string, Omit<TopOrganisersTuning, "places">][] = [
  ["seeds only", { seedsPerPlace: 4, meetingsPerCandidate: 8 }],
  ["seeds and candidates", { seedsPerPlace: 1, meetingsPerCandidate: 1 }],
  ["every organiser", { seedsPerPlace: 1, meetingsPerCandidate: 1000 }],
];

describe("top organisers", () => {
  it.each(TUNINGS)("of the organisation: %s", async (_way, tuning) => {
    expect(await top(scope(null), { places: 2, ...tuning })).toEqual([
      ["张伟", 2, 120],
      ["赵敏", 1, 120],
    ]);
    const all = await top(scope(null), { places: 10, ...tuning });
    expect(all.slice(0, 2)).toEqual([
      ["张伟", 2, 120],
      ["赵敏", 1, 120],
    ]);
    expect(all.slice(2).sort()).toEqual([
      ["何雪", 1, 60],
      ["李娜", 1, 60],
    ]);
  });

  it.each(TUNINGS)("of a department's subtree: %s", async (_way, tuning) => {
    const rd = seed.dept.get("研发中心")!;
    const ids = await subtreeIds(seed.app.ctx.db, [rd]);
    const expected = [
      ["张伟", 2, 120],
      ["李娜", 1, 60],
    ];
    expect(await top(scope(ids, { id: rd, name: "研发中心" }), { places: 5, ...tuning })).toEqual(expected);
    // A manager's data authority (no department chosen): the same subtree.
    expect(await top(scope(ids), { places: 5, ...tuning })).toEqual(expected);
    expect(await top(scope(ids), { places: 1, ...tuning })).toEqual(expected.slice(0, 1));
  });
});

/**
 * Booked versus used's groups, by what they free, then what they book: F (张伟, 平台研发部) a ghost
 * and G (何雪, 市场部) a no-show free 60 minutes each, of 120 and 60 booked; C (赵敏, 华东区) books
 * 120 and B (李娜, 终端研发部) 60, freeing nothing.
 */
async function groups(
  grouping: "department" | "organiser",
  tuning: TopGroupsTuning,
): Promise<[string, number, number][]> {
  const { rows } = (await seed.app.ctx.db.execute(
    sql`select key, (freed_ms / 60000)::int as freed, (booked_ms / 60000)::int as booked
      from (${topGroupRows(scope(null), grouping, sql`5`, tuning)}) g`,
  )) as unknown as { rows: { key: string; freed: number; booked: number }[] };
  return rows.map((row) => [row.key, row.freed, row.booked]);
}

const GROUP_TUNINGS: [string, Omit<TopGroupsTuning, "places">][] = [
  ["seeds only", { seedsPerPlace: 4, bookingsPerCandidate: 8 }],
  ["seeds and candidates", { seedsPerPlace: 1, bookingsPerCandidate: 1 }],
  ["every key", { seedsPerPlace: 1, bookingsPerCandidate: 1000 }],
];

describe("booked versus used's groups", () => {
  it.each(GROUP_TUNINGS)("by department: %s", async (_way, tuning) => {
    const d = (name: string) => seed.dept.get(name)!;
    expect(await groups("department", { places: 4, ...tuning })).toEqual([
      [d("平台研发部"), 60, 120],
      [d("市场部"), 60, 60],
      [d("华东区"), 0, 120],
      [d("终端研发部"), 0, 60],
    ]);
    expect(await groups("department", { places: 2, ...tuning })).toEqual([
      [d("平台研发部"), 60, 120],
      [d("市场部"), 60, 60],
    ]);
  });

  it.each(GROUP_TUNINGS)("by organiser: %s", async (_way, tuning) => {
    const ids = await userIds(seed.app.ctx.db, ["zhangwei", "hexue", "zhaomin", "lina"]);
    const u = (account: string) => ids.get(account)!;
    expect(await groups("organiser", { places: 3, ...tuning })).toEqual([
      [u("zhangwei"), 60, 120],
      [u("hexue"), 60, 60],
      [u("zhaomin"), 0, 120],
    ]);
  });
});

/** The room bars, by what they book: R1 A, G and C (240 minutes), R2 B and F (120). */
async function roomBars(tuning: TopGroupsTuning): Promise<[string, number, number][]> {
  const { rows } = (await seed.app.ctx.db.execute(
    sql`select key, bookings, (booked_ms / 60000)::int as booked
      from (${topGroupRows(scope(null), "room", sql`5`, tuning)}) g`,
  )) as unknown as { rows: { key: string; bookings: number; booked: number }[] };
  return rows.map((row) => [row.key, Number(row.bookings), row.booked]);
}

describe("the room bars", () => {
  it.each(GROUP_TUNINGS)("by booked time: %s", async (_way, tuning) => {
    expect(await roomBars({ places: 2, ...tuning })).toEqual([
      [seed.R1, 3, 240],
      [seed.R2, 2, 120],
    ]);
    expect(await roomBars({ places: 1, ...tuning })).toEqual([[seed.R1, 3, 240]]);
  });
});
