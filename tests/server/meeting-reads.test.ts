import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { meetings, roomBookings, scheduleRooms } from "../../server/src/db/schema-meetings.ts";
import { settlePastMeetings, startMeetingSettler } from "../../server/src/meetings/settle.ts";
import {
  ADMIN,
  call,
  coverWholeOrganisation,
  envelopeOf,
  loginAs,
  makeApp,
  OPERATOR,
  USER,
} from "./helpers.ts";
import { addMeetings, clearMeetings, DAY, HOUR, type Inserted, someRooms } from "./meeting-fixtures.ts";

/** The meeting reads of issue 4: tabs, visibility, filters, detail, occupancy, join by number, ending. */
interface Row {
  id: string;
  scheduleId: string;
  name: string;
  status: string;
  startAt: number;
  endAt: number;
  recurring: boolean;
  locked: boolean;
  rights: { edit: boolean; cancel: boolean; end: boolean };
  rooms: { id: string; name: string }[];
  attendeeCount: number;
  host: { id: string; name: string } | null;
}
interface Page {
  records: Row[];
  total: number;
}

const T = Date.UTC(2031, 2, 3, 4, 0);
let clock = T;
let app: FastifyInstance;
let token: Record<"user" | "operator" | "admin" | "zhangwei" | "wangfang", string>;
let m: Map<string, Inserted>;
let roomIds: string[];

beforeAll(async () => {
  app = await makeApp({ now: () => clock });
  const db = app.ctx.db;
  await coverWholeOrganisation(app, "operator");
  await clearMeetings(db);
  roomIds = (await someRooms(db, 4)).map((room) => room.id);
  const [r1, r2, r3, r4] = roomIds;
  const at = (offset: number, minutes = 60): [number, number] => [T + offset, T + offset + minutes * 60_000];
  m = await addMeetings(
    db,
    [
      {
        name: "Alpha 周会",
        creator: "zhangwei",
        attendees: ["user"],
        times: [at(2 * DAY)],
        rooms: [r1],
        number: "111111",
        password: "123456",
      },
      {
        name: "Beta 私密",
        creator: "wangfang",
        attendees: ["zhangwei"],
        times: [at(3 * DAY)],
        rooms: [r1],
        number: "222222",
      },
      {
        name: "Gamma 公开",
        creator: "wangfang",
        isPublic: true,
        times: [at(DAY)],
        rooms: [r2],
        number: "333333",
        joinByApp: false,
      },
      {
        name: "Delta 我主持",
        creator: "user",
        times: [at(4 * DAY)],
        rooms: [r2],
        number: "444444",
        contact: "100%_x",
      },
      {
        name: "Epsilon 进行中",
        creator: "zhangwei",
        host: "user",
        times: [at(-10 * 60_000)],
        rooms: [r3],
        number: "555555",
      },
      { name: "=cmd()", creator: "user", times: [at(-2 * DAY)], rooms: [r1], number: "666666" },
      {
        name: "Eta 已结束",
        creator: "wangfang",
        times: [at(-3 * DAY)],
        rooms: [r2],
        number: "777777",
        status: "OFFLINE",
      },
      {
        name: "Theta 已取消",
        creator: "user",
        times: [at(5 * DAY)],
        rooms: [r3],
        number: "888888",
        cancelled: true,
      },
      {
        name: "Iota 周例会",
        creator: "operator",
        attendees: ["user", "admin"],
        times: [at(DAY + 3 * HOUR), at(8 * DAY + 3 * HOUR), at(15 * DAY + 3 * HOUR)],
        rooms: [r3],
        number: "999999",
        recurring: true,
      },
      { name: "Kappa 即将开始", creator: "user", times: [at(10 * 60_000)], rooms: [r4], number: "121212" },
      { name: "Lambda 稍后", creator: "user", times: [at(2 * HOUR)], rooms: [r4], number: "131313" },
    ],
    T,
  );
  const accounts = [USER, OPERATOR, ADMIN, ["zhangwei", "User@123"], ["wangfang", "User@123"]] as const;
  const tokens = await Promise.all(accounts.map(([account, password]) => loginAs(app, account, password)));
  token = {
    user: tokens[0].token,
    operator: tokens[1].token,
    admin: tokens[2].token,
    zhangwei: tokens[3].token,
    wangfang: tokens[4].token,
  };
});
afterAll(() => app.close());

const get = async <T>(who: keyof typeof token, url: string, language?: "zh-CN" | "en-US") => {
  const response = await call(app, "GET", `/api/v1${url}`, { token: token[who], language });
  return { status: response.statusCode, body: envelopeOf<T>(response) };
};
const list = async (who: keyof typeof token, query = "") =>
  (await get<Page>(who, `/meeting/schedules${query}`)).body.data;
const names = (page: Page) => page.records.map((row) => row.name).sort();

describe("GET /meeting/schedules", () => {
  it("lists what each user may see, per tab, never the ended or cancelled", async () => {
    expect(names(await list("user"))).toEqual(
      [
        "Alpha 周会",
        "Delta 我主持",
        "Epsilon 进行中",
        "Gamma 公开",
        "Iota 周例会",
        "Iota 周例会",
        "Iota 周例会",
        "Kappa 即将开始",
        "Lambda 稍后",
      ].sort(),
    );
    expect(names(await list("user", "?tab=public"))).toEqual(["Gamma 公开"]);
    expect(names(await list("user", "?tab=hosted"))).toEqual([
      "Delta 我主持",
      "Epsilon 进行中",
      "Kappa 即将开始",
      "Lambda 稍后",
    ]);
    expect(names(await list("user", "?tab=invited"))).toEqual([
      "Alpha 周会",
      "Iota 周例会",
      "Iota 周例会",
      "Iota 周例会",
    ]);
    expect(names(await list("zhangwei"))).toEqual([
      "Alpha 周会",
      "Beta 私密",
      "Epsilon 进行中",
      "Gamma 公开",
    ]);
    expect(names(await list("wangfang", "?tab=hosted"))).toEqual(["Beta 私密", "Gamma 公开"]);
  });

  it("shows everything to meeting administrators (operator holds meetingControl, admin is SYSTEM)", async () => {
    for (const who of ["operator", "admin"] as const) {
      const page = await list(who, "?size=100");
      expect(page.total).toBe(10);
      expect(names(page)).toContain("Beta 私密");
      expect(names(page)).not.toContain("Theta 已取消");
      expect(names(page)).not.toContain("=cmd()");
    }
    expect(names(await list("operator", "?tab=hosted"))).toEqual([
      "Iota 周例会",
      "Iota 周例会",
      "Iota 周例会",
    ]);
    expect((await list("admin", "?tab=invited")).total).toBe(3);
  });

  it("maps rows: status, lock, rights, rooms, attendees, recurrence", async () => {
    const page = await list("user");
    const row = (name: string) => page.records.find((r) => r.name === name)!;
    expect(page.records[0].name).toBe("Epsilon 进行中");
    expect(row("Epsilon 进行中")).toMatchObject({
      status: "SCHEDULE",
      locked: true,
      rights: { edit: false, cancel: false, end: true },
    });
    expect(row("Kappa 即将开始")).toMatchObject({
      locked: true,
      rights: { edit: false, cancel: false, end: true },
    });
    expect(row("Delta 我主持")).toMatchObject({
      locked: false,
      rights: { edit: true, cancel: true, end: false },
    });
    expect(row("Alpha 周会")).toMatchObject({
      rights: { edit: false, cancel: false, end: false },
      attendeeCount: 1,
      recurring: false,
    });
    expect(row("Alpha 周会").rooms.map((r) => r.id)).toEqual([roomIds[0]]);
    expect(row("Alpha 周会").host?.id).toBeTruthy();
    expect(row("Iota 周例会")).toMatchObject({ recurring: true, attendeeCount: 2 });
    const opRow = (await list("operator")).records.find((r) => r.name === "Alpha 周会")!;
    expect(opRow.rights).toEqual({ edit: true, cancel: true, end: false });
  });

  it("filters by keyword (name, number, contact; % and _ literal), type, status and time", async () => {
    expect(names(await list("user", "?keyword=alpha"))).toEqual(["Alpha 周会"]);
    expect(names(await list("user", "?keyword=131313"))).toEqual(["Lambda 稍后"]);
    expect(names(await list("user", `?keyword=${encodeURIComponent("%")}`))).toEqual(["Delta 我主持"]);
    expect(names(await list("user", `?keyword=${encodeURIComponent("0%_")}`))).toEqual(["Delta 我主持"]);
    expect(names(await list("user", "?keyword=_"))).toEqual(["Delta 我主持"]);
    expect((await list("user", "?type=GENERAL")).total).toBe(0);
    expect((await list("user", "?status=SCHEDULE")).total).toBe(9);
    expect(names(await list("user", `?start=${T + DAY}&end=${T + 2 * DAY}`))).toEqual([
      "Gamma 公开",
      "Iota 周例会",
    ]);
  });

  it("pages and sorts by the whitelist only", async () => {
    const first = await list("user", "?size=4&page=1&sort=name,asc");
    const second = await list("user", "?size=4&page=3&sort=name,asc");
    expect(first.total).toBe(9);
    expect(first.records).toHaveLength(4);
    expect(second.records).toHaveLength(1);
    expect(await list("user", "?size=4&page=9")).toEqual({ records: [], total: 9 });
    const all = (await list("user", "?size=100&sort=endAt,desc")).records.map((r) => r.endAt);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect((await get("user", "/meeting/schedules?sort=password,asc")).status).toBe(400);
    expect((await get("user", "/meeting/schedules?tab=mine")).status).toBe(400);
    const anonymous = await call(app, "GET", "/api/v1/meeting/schedules");
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("schedule detail and attendees", () => {
  it("answers the detail to those who see it, with secrets for managers only", async () => {
    const alpha = m.get("Alpha 周会")!;
    const asUser = await get<Record<string, unknown>>("user", `/meeting/schedules/${alpha.scheduleId}`);
    expect(asUser.status).toBe(200);
    expect(asUser.body.data).toMatchObject({
      name: "Alpha 周会",
      password: null,
      hostToken: null,
      meetingNumber: "111111",
    });
    expect(asUser.body.data.rights).toEqual({ edit: false, cancel: false });
    const asCreator = await get<Record<string, unknown>>(
      "zhangwei",
      `/meeting/schedules/${alpha.scheduleId}`,
    );
    expect(asCreator.body.data).toMatchObject({
      password: "123456",
      hostToken: "token-111111",
      rights: { edit: true, cancel: true },
    });
    expect(asCreator.body.data.roomIds).toEqual([roomIds[0]]);
    expect((asCreator.body.data.attendees as { id: string }[]).length).toBe(1);

    const beta = m.get("Beta 私密")!;
    expect((await get("user", `/meeting/schedules/${beta.scheduleId}`)).status).toBe(404);
    expect((await get("operator", `/meeting/schedules/${beta.scheduleId}`)).status).toBe(200);
    expect((await get("user", `/meeting/schedules/${m.get("Theta 已取消")!.scheduleId}`)).status).toBe(404);
    expect((await get("user", "/meeting/schedules/nope")).status).toBe(404);

    const iota = await get<{ meetings: Row[]; recurrence: unknown }>(
      "user",
      `/meeting/schedules/${m.get("Iota 周例会")!.scheduleId}`,
    );
    expect(iota.body.data.meetings.map((row) => row.startAt)).toEqual([
      T + DAY + 3 * HOUR,
      T + 8 * DAY + 3 * HOUR,
      T + 15 * DAY + 3 * HOUR,
    ]);
    expect(iota.body.data.recurrence).toMatchObject({ kind: "WEEKLY" });
  });

  it("lists attendees of visible schedules", async () => {
    const iota = await get<{ account: string; deptName: string | null }[]>(
      "user",
      `/meeting/schedules/${m.get("Iota 周例会")!.scheduleId}/users`,
    );
    expect(iota.body.data.map((a) => a.account).sort()).toEqual(["admin", "user"]);
    expect(iota.body.data.find((a) => a.account === "user")?.deptName).toBeTruthy();
    expect((await get("user", `/meeting/schedules/${m.get("Beta 私密")!.scheduleId}/users`)).status).toBe(
      404,
    );
  });

  it("reads a schedule by its host token, and meetings by id", async () => {
    const byToken = await get<{ name: string; hostToken: string }>(
      "wangfang",
      "/meeting/meetings/host/token-111111",
    );
    expect(byToken.body.data).toMatchObject({ name: "Alpha 周会", hostToken: "token-111111" });
    expect((await get("wangfang", "/meeting/meetings/host/unknown")).status).toBe(404);
    const alphaId = m.get("Alpha 周会")!.meetingIds[0];
    expect((await get<Row>("user", `/meeting/meetings/${alphaId}`)).body.data.name).toBe("Alpha 周会");
    expect((await get("wangfang", `/meeting/meetings/${alphaId}`)).status).toBe(404);
    const all = (await get<Page>("user", "/meeting/meetings?size=100")).body.data;
    expect(names(all)).toContain("=cmd()");
    const past = (await get<Page>("user", "/meeting/meetings?status=OFFLINE")).body.data;
    expect(names(past)).toEqual(["=cmd()"]);
  });

  it("shows the rooms a meeting booked, also after its schedule's rooms changed", async () => {
    const alpha = m.get("Alpha 周会")!;
    const db = app.ctx.db;
    const before = (await get<Row>("user", `/meeting/meetings/${alpha.meetingIds[0]}`)).body.data.rooms;
    expect(before.map((r) => r.id)).toEqual([roomIds[0]]);
    // A later edit of a series moves its schedule to other rooms; a meeting keeps what it booked.
    await db
      .update(scheduleRooms)
      .set({ roomId: roomIds[3] })
      .where(eq(scheduleRooms.scheduleId, alpha.scheduleId));
    const after = (await get<Row>("user", `/meeting/meetings/${alpha.meetingIds[0]}`)).body.data.rooms;
    expect(after.map((r) => r.id)).toEqual([roomIds[0]]);
    await db
      .update(scheduleRooms)
      .set({ roomId: roomIds[0] })
      .where(eq(scheduleRooms.scheduleId, alpha.scheduleId));
  });

  it("shows its schedule's rooms for a meeting without bookings, in list and by id", async () => {
    const alpha = m.get("Alpha 周会")!;
    const db = app.ctx.db;
    const meetingId = alpha.meetingIds[0]!;
    const booked = await db.delete(roomBookings).where(eq(roomBookings.meetingId, meetingId)).returning();
    expect(booked.length).toBeGreaterThan(0);
    await db
      .update(scheduleRooms)
      .set({ roomId: roomIds[3] })
      .where(eq(scheduleRooms.scheduleId, alpha.scheduleId));
    try {
      const byId = (await get<Row>("user", `/meeting/meetings/${meetingId}`)).body.data.rooms;
      expect(byId.map((r) => r.id)).toEqual([roomIds[3]]);
      const rows = (await get<{ records: Row[] }>("user", "/meeting/meetings?page=1&size=100&keyword=Alpha"))
        .body.data.records;
      const row = rows.find((r) => r.id === meetingId);
      expect(row?.rooms.map((r) => r.id)).toEqual([roomIds[3]]);
    } finally {
      await db
        .update(scheduleRooms)
        .set({ roomId: roomIds[0] })
        .where(eq(scheduleRooms.scheduleId, alpha.scheduleId));
      await db.insert(roomBookings).values(booked);
    }
  });
});

describe("calendar reads", () => {
  it("counts my visible meetings per local day", async () => {
    const days = (
      await get<{ date: string; count: number }[]>(
        "user",
        `/meeting/schedules/date?start=${T - DAY}&end=${T + 20 * DAY}&utcOffset=0`,
      )
    ).body.data;
    expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(9);
    expect(days[0]).toEqual({ date: "2031-03-03", count: 3 });
    const shifted = (
      await get<{ date: string; count: number }[]>(
        "user",
        `/meeting/schedules/date?start=${T - DAY}&end=${T + 20 * DAY}&utcOffset=-300`,
      )
    ).body.data;
    expect(shifted[0].date).toBe("2031-03-02");
    expect((await get("user", `/meeting/schedules/date?start=${T}&end=${T - 1}`)).status).toBe(400);
    expect((await get("user", `/meeting/schedules/date?start=${T}`)).status).toBe(400);
  });

  it("answers room occupancy with names only where visible", async () => {
    const [r1, r2] = roomIds;
    const rows = (
      await get<{ roomId: string; name: string | null; mine: boolean; meetingId: string }[]>(
        "user",
        `/meeting/schedules/room-occupancy?start=${T}&end=${T + 5 * DAY}&roomIds=${r1},${r2}`,
      )
    ).body.data;
    expect(rows.map((r) => [r.name, r.mine])).toEqual(
      expect.arrayContaining([
        ["Alpha 周会", true],
        [null, false],
        ["Gamma 公开", false],
        ["Delta 我主持", true],
      ]),
    );
    expect(rows).toHaveLength(4);
    const asOperator = (
      await get<{ name: string | null }[]>(
        "operator",
        `/meeting/schedules/room-occupancy?start=${T}&end=${T + 5 * DAY}&roomIds=${r1}`,
      )
    ).body.data;
    expect(asOperator.map((r) => r.name)).toEqual(["Alpha 周会", "Beta 私密"]);
    expect(
      (await get("user", `/meeting/schedules/room-occupancy?start=${T}&end=${T + 32 * DAY}&roomIds=${r1}`))
        .status,
    ).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => `r${i}`).join(",");
    expect(
      (await get("user", `/meeting/schedules/room-occupancy?start=${T}&end=${T + DAY}&roomIds=${many}`))
        .status,
    ).toBe(400);
  });
});

describe("join by number", () => {
  it("finds the running or next meeting, 404 otherwise, 409 TERMINAL_ONLY without app joining", async () => {
    const found = await get<{ name: string | null; status: string }>(
      "user",
      "/meeting/schedules/meeting/by-number/555555",
    );
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ name: "Epsilon 进行中", status: "SCHEDULE" });
    const unseen = await get<{ name: string | null }>(
      "wangfang",
      "/meeting/schedules/meeting/by-number/555555",
    );
    expect(unseen.status).toBe(200);
    expect(unseen.body.data.name).toBeNull();
    const missing = await get("user", "/meeting/schedules/meeting/by-number/000000");
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe("MEETING_NOT_FOUND");
    expect((await get("user", "/meeting/schedules/meeting/by-number/666666")).status).toBe(404);
    expect((await get("user", "/meeting/schedules/meeting/by-number/888888")).status).toBe(404);
    const terminal = await get("user", "/meeting/schedules/meeting/by-number/333333", "en-US");
    expect(terminal.status).toBe(409);
    expect(terminal.body).toMatchObject({
      errorCode: "TERMINAL_ONLY",
      message: "Only a video terminal can join this meeting; dial the meeting number",
      data: { networkNumber: "333333" },
    });
    const zh = await get("user", "/meeting/schedules/meeting/by-number/333333");
    expect(zh.body.message).toBe("该会议仅支持视频终端入会，请使用终端拨打会议号");
  });
});

describe("ending a meeting and the passing of time", () => {
  const del = async (who: keyof typeof token, id: string, language?: "zh-CN" | "en-US") => {
    const response = await call(app, "DELETE", `/api/v1/meeting/meetings/${id}`, {
      token: token[who],
      language,
    });
    return { status: response.statusCode, body: envelopeOf<Row>(response) };
  };
  const bookings = (meetingId: string) =>
    app.ctx.db.select().from(roomBookings).where(eq(roomBookings.meetingId, meetingId));

  it("lets only the host or an administrator end, within the meeting's time", async () => {
    const running = m.get("Epsilon 进行中")!.meetingIds[0];
    expect((await del("wangfang", running)).status).toBe(404);
    expect((await del("zhangwei", running)).status).toBe(403);
    const early = await del("operator", m.get("Delta 我主持")!.meetingIds[0], "en-US");
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("The meeting has not started yet");
  });

  it("ends a running meeting: OFFLINE, ends now, bookings trimmed, moves to history", async () => {
    clock = T + 5 * 60_000;
    const running = m.get("Epsilon 进行中")!.meetingIds[0];
    const ended = await del("user", running);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ status: "OFFLINE", endAt: clock, rights: { end: false } });
    expect((await bookings(running)).map((b) => [b.startAt, b.endAt])).toEqual([[T - 10 * 60_000, clock]]);
    const [stored] = await app.ctx.db.select().from(meetings).where(eq(meetings.id, running));
    expect(stored).toMatchObject({ status: "OFFLINE", endedAt: clock });
    expect(names(await list("user"))).not.toContain("Epsilon 进行中");
    const history = (await get<Page>("user", "/report/me/schedules")).body.data;
    expect(names(history)).toContain("Epsilon 进行中");
    const again = await del("user", running);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("当前会议已结束");
    expect((await get("user", "/meeting/schedules/meeting/by-number/555555")).status).toBe(404);
  });

  it("drops the bookings of a meeting ended before it began", async () => {
    const soon = m.get("Kappa 即将开始")!.meetingIds[0];
    expect((await bookings(soon)).length).toBe(1);
    const ended = await del("admin", soon);
    expect(ended.status).toBe(200);
    expect(ended.body.data.status).toBe("OFFLINE");
    expect(await bookings(soon)).toEqual([]);
  });

  it("reads a past meeting as OFFLINE until settled, then stores it", async () => {
    clock = T + 3 * HOUR + 1;
    const lambda = m.get("Lambda 稍后")!.meetingIds[0];
    expect(names(await list("user"))).not.toContain("Lambda 稍后");
    expect((await get<Row>("user", `/meeting/meetings/${lambda}`)).body.data.status).toBe("OFFLINE");
    const history = (await get<Page>("user", "/report/me/schedules")).body.data;
    expect(history.records.map((r) => r.name)).toEqual([
      "Lambda 稍后",
      "Kappa 即将开始",
      "Epsilon 进行中",
      "=cmd()",
    ]);
    const [before] = await app.ctx.db.select().from(meetings).where(eq(meetings.id, lambda));
    expect(before.status).toBe("SCHEDULE");
    expect(await settlePastMeetings(app.ctx.db, clock)).toBe(2);
    const [after] = await app.ctx.db.select().from(meetings).where(eq(meetings.id, lambda));
    expect(after).toMatchObject({ status: "OFFLINE", endedAt: null });
    expect(await settlePastMeetings(app.ctx.db, clock)).toBe(0);
  });

  it("runs the settler at once and on an interval until stopped", async () => {
    clock = T + 16 * DAY;
    const errors: unknown[] = [];
    const stop = startMeetingSettler(
      { db: app.ctx.db, now: () => clock },
      { intervalMs: 50, onError: (e) => errors.push(e) },
    );
    const open = () =>
      app.ctx.db
        .select({ id: meetings.id })
        .from(meetings)
        .where(and(eq(meetings.status, "SCHEDULE"), isNull(meetings.cancelledAt)));
    try {
      await vi.waitFor(async () => expect(await open()).toEqual([]), { timeout: 5000 });
    } finally {
      stop();
    }
    expect(errors).toEqual([]);
    const [cancelled] = await app.ctx.db
      .select()
      .from(meetings)
      .where(eq(meetings.id, m.get("Theta 已取消")!.meetingIds[0]));
    expect(cancelled.status).toBe("SCHEDULE");
  });
});
