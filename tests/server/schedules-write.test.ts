import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Conflict, SavedSchedule } from "#contract/schedules";
import { users } from "../../server/src/db/schema.ts";
import { rooms } from "../../server/src/db/schema-devices.ts";
import { meetings, roomBookings, schedules } from "../../server/src/db/schema-meetings.ts";
import { scheduleBody } from "../fixtures/schedule-body.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

/** Schedule writes (issue 4 contract "ScheduleBody"): validation, conflicts, rights, edits, cancels, instant. */
type Fields = { fields: Record<string, string> };

/** Monday 2030-01-07 00:00 in the process time zone; the app's clock starts at 08:00 that day. */
const at = (day: number, hour: number, minute = 0) => new Date(2030, 0, 7 + day, hour, minute).getTime();
const T0 = at(0, 8);
let clock = T0;

let app: FastifyInstance;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let myRooms: { id: string; name: string }[];
let foreignRoom: string;
let disabledRoom: string;

async function userId(account: string) {
  const [row] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return row.id;
}

const ACCOUNTS = {
  admin: ADMIN,
  operator: OPERATOR,
  user: USER,
  zhangwei: ["zhangwei", "User@123"],
  wangfang: ["wangfang", "User@123"],
} as const;

/** Moves the clock; sessions last 12 h, so everyone logs in again at the new time. */
async function travel(to: number) {
  clock = to;
  for (const [name, [account, password]] of Object.entries(ACCOUNTS)) {
    tokens[name] = (await loginAs(app, account, password)).token;
  }
}

beforeAll(async () => {
  app = await makeApp({ now: () => clock });
  await travel(T0);
  for (const account of ["user", "zhangwei", "wangfang"]) ids[account] = await userId(account);
  const mine = await call(app, "GET", "/api/v1/device/room/authority/query?size=500&enabled=true", {
    token: tokens.user,
  });
  myRooms = envelopeOf<{ records: { id: string; name: string }[] }>(mine).data.records;
  const all = await app.ctx.db.select().from(rooms);
  foreignRoom = all.find((room) => room.enabled && !myRooms.some((mineRoom) => mineRoom.id === room.id))!.id;
  disabledRoom = all.find((room) => !room.enabled)!.id;
});
afterAll(() => app.close());

beforeEach(() => {
  // Sessions made later in the day are still valid at T0 (their expiry is later).
  clock = T0;
});

const base = "/api/v1/meeting/schedules";
const body = (overrides: Record<string, unknown> = {}) => ({
  ...scheduleBody({ startAt: at(1, 10), endAt: at(1, 11), roomIds: [myRooms[0].id] }),
  ...overrides,
});
const create = (overrides: Record<string, unknown> = {}, token = tokens.user, language?: "en-US") =>
  call(app, "POST", base, { token, payload: body(overrides), language });
const created = async (overrides: Record<string, unknown> = {}, token = tokens.user) => {
  const response = await create(overrides, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<SavedSchedule>(response).data;
};
const meetingsOf = (scheduleId: string) =>
  app.ctx.db.select().from(meetings).where(eq(meetings.scheduleId, scheduleId)).orderBy(meetings.startAt);
const bookingsOf = (meetingId: string) =>
  app.ctx.db.select().from(roomBookings).where(eq(roomBookings.meetingId, meetingId));
const scheduleRow = async (id: string) =>
  (await app.ctx.db.select().from(schedules).where(eq(schedules.id, id)))[0];

describe("create", () => {
  it("saves the schedule, its meeting and the room bookings, host defaulting to the creator", async () => {
    const saved = await created({ name: "  Budget review  ", roomIds: [myRooms[0].id, myRooms[1].id] });
    expect(saved.meetingNumber).toMatch(/^[1-9]\d{5}$/);
    expect(saved.meetingIds).toHaveLength(1);
    const schedule = await scheduleRow(saved.id);
    expect(schedule).toMatchObject({ name: "Budget review", creatorId: ids.user, hostId: ids.user });
    expect(schedule.hostToken).toBeTruthy();
    const [meeting] = await meetingsOf(saved.id);
    expect(meeting).toMatchObject({ id: saved.meetingIds[0], startAt: at(1, 10), endAt: at(1, 11) });
    expect((await bookingsOf(meeting.id)).map((b) => b.roomId).sort()).toEqual(
      [myRooms[0].id, myRooms[1].id].sort(),
    );
  });

  it("rejects anonymous callers", async () => {
    expect((await call(app, "POST", base, { payload: body() })).statusCode).toBe(401);
  });
});

describe("validation (spec §5): 400 with the field", () => {
  const long = "x".repeat(41);
  const cases: [string, Record<string, unknown>, string][] = [
    ["blank name", { name: "   " }, "name"],
    ["name over 40 characters", { name: long }, "name"],
    ["password of 5 digits", { password: "12345" }, "password"],
    ["password with letters", { password: "12a456" }, "password"],
    ["no room", { roomIds: [] }, "roomIds"],
    ["speech mode without main venue", { mode: "SPEECH" }, "mainVenueRoomId"],
    ["no way of joining", { joinByApp: false, joinByTerminal: false }, "joinByApp"],
    ["meeting number of 5 digits", { meetingNumber: "12345" }, "meetingNumber"],
    ["capacity not offered", { capacity: 200 }, "capacity"],
    ["bandwidth not offered", { bandwidth: 3000 }, "bandwidth"],
    ["malformed email", { contactEmail: "someone@" }, "contactEmail"],
    ["phone with letters", { contactPhone: "12ab" }, "contactPhone"],
    ["start in the past (beyond the 60 s grace)", { startAt: T0 - 61_000, endAt: at(0, 9) }, "startAt"],
    ["end equal to start", { endAt: at(1, 10) }, "endAt"],
    ["end before start", { endAt: at(1, 9) }, "endAt"],
    ["duration over maxDuration (1440 min)", { endAt: at(2, 10, 1) }, "endAt"],
    ["unknown room", { roomIds: ["no-such-room"] }, "roomIds"],
    ["unknown host", { hostId: "no-such-user" }, "hostId"],
    ["unknown attendee", { attendeeIds: ["no-such-user"] }, "attendeeIds"],
    ["unknown file", { fileIds: ["no-such-file"] }, "fileIds"],
    [
      "recurrence crossing a day",
      { startAt: at(1, 23), endAt: at(2, 1), recurrence: { kind: "DAILY", until: at(5, 0) } },
      "recurrence",
    ],
    [
      "recurrence ending before its start date",
      { recurrence: { kind: "DAILY", until: at(0, 12) } },
      "recurrence",
    ],
    [
      "weekly recurrence without weekdays",
      { recurrence: { kind: "WEEKLY", weekdays: [], until: at(20, 0) } },
      "recurrence",
    ],
    ["more than 366 occurrences", { recurrence: { kind: "DAILY", until: at(400, 0) } }, "recurrence"],
  ];
  it.each(cases)("%s", async (_name, overrides, field) => {
    const response = await create(overrides);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(envelopeOf<Fields>(response).data.fields)).toContain(field);
  });

  it("accepts a start within the 60 s grace and exactly maxDuration", async () => {
    await created({ startAt: T0 - 30_000, endAt: T0 - 30_000 + 1440 * 60_000, roomIds: [myRooms[2].id] });
  });

  it("never answers 500 for odd but well-typed input", async () => {
    const far = 253_402_300_799_999 - 2 * 3_600_000;
    const odd = [
      {
        hostId: "",
        mainVenueRoomId: "",
        contactEmail: " ",
        password: "",
        startAt: at(1, 20),
        endAt: at(1, 21),
      },
      { startAt: far, endAt: far + 3_600_000, recurrence: { kind: "DAILY", until: 253_402_300_799_999 } },
      { recurrence: { kind: "MONTHLY", until: 0 } },
      { startAt: 253_402_300_799_999 + 1 },
    ];
    const statuses = [];
    for (const overrides of odd) statuses.push((await create(overrides, tokens.admin)).statusCode);
    expect(statuses).toEqual([200, 200, 400, 400]);
  });

  it("requires the main venue to be one of the rooms", async () => {
    const response = await create({ mode: "SPEECH", mainVenueRoomId: myRooms[1].id });
    expect(envelopeOf<Fields>(response).data.fields.mainVenueRoomId).toBeTruthy();
  });

  it("refuses rooms outside the caller's authority and disabled rooms", async () => {
    const outside = await create({ roomIds: [foreignRoom] });
    expect(envelopeOf<Fields>(outside).data.fields).toHaveProperty("roomIds");
    const disabled = await create({ roomIds: [disabledRoom] }, tokens.admin);
    expect(envelopeOf<Fields>(disabled).data.fields).toHaveProperty("roomIds");
  });

  it("answers in the request language", async () => {
    const en = await create({ password: "1", name: "" }, tokens.user, "en-US");
    expect(envelopeOf<Fields>(en).data.fields).toEqual({
      name: "Enter the meeting name",
      password: "The password must be exactly 6 digits",
    });
    const zh = await create({ password: "1" });
    expect(envelopeOf<Fields>(zh).data.fields.password).toBe("密码必须为 6 位数字");
  });
});

describe("room conflicts", () => {
  it("409 ROOM_BUSY lists the colliding room and time; the other meeting's name only when visible", async () => {
    const room = myRooms[3];
    await created({ name: "Private talk", startAt: at(2, 10), endAt: at(2, 11), roomIds: [room.id] });
    await created({ name: "Adjacent", startAt: at(2, 11), endAt: at(2, 12), roomIds: [room.id] });
    const mine = await create({ startAt: at(2, 10, 30), endAt: at(2, 10, 45), roomIds: [room.id] });
    expect(mine.statusCode).toBe(409);
    const envelope = envelopeOf<{ conflicts: Conflict[] }>(mine);
    expect(envelope.errorCode).toBe("ROOM_BUSY");
    expect(envelope.message).toBe("会议室已被占用，请选择其他会议室");
    expect(envelope.data.conflicts).toEqual([
      {
        roomId: room.id,
        roomName: room.name,
        startAt: at(2, 10, 30),
        endAt: at(2, 10, 45),
        meetingName: "Private talk",
      },
    ]);
    const other = await create({ startAt: at(2, 9), endAt: at(2, 12), roomIds: [room.id] }, tokens.admin);
    // One entry per requested occurrence and room, however many bookings it overlaps.
    expect(envelopeOf<{ conflicts: Conflict[] }>(other).data.conflicts).toHaveLength(1);
    const stranger = await call(app, "POST", base, {
      token: tokens.admin,
      payload: body({ startAt: at(2, 10), endAt: at(2, 10, 30), roomIds: [room.id] }),
    });
    expect(envelopeOf<{ conflicts: Conflict[] }>(stranger).data.conflicts[0].meetingName).toBe(
      "Private talk",
    );
  });

  it("hides the colliding meeting's name from a caller who may not see it", async () => {
    const room = myRooms[3];
    await created({ name: "Secret", startAt: at(3, 10), endAt: at(3, 11), roomIds: [room.id] }, tokens.admin);
    const response = await create({ startAt: at(3, 10), endAt: at(3, 11), roomIds: [room.id] });
    expect(envelopeOf<{ conflicts: Conflict[] }>(response).data.conflicts[0].meetingName).toBeNull();
  });

  it("POST /check reports occurrences and conflicts without saving", async () => {
    const room = myRooms[3];
    const saved = await created({ startAt: at(4, 10), endAt: at(4, 11), roomIds: [room.id] });
    const payload = body({ startAt: at(4, 10, 30), endAt: at(4, 11, 30), roomIds: [room.id] });
    const check = await call(app, "POST", `${base}/check`, { token: tokens.user, payload });
    expect(check.statusCode).toBe(200);
    const data = envelopeOf<{ occurrences: unknown[]; conflicts: Conflict[] }>(check).data;
    expect(data.occurrences).toEqual([{ startAt: at(4, 10, 30), endAt: at(4, 11, 30) }]);
    expect(data.conflicts).toHaveLength(1);
    const own = await call(app, "POST", `${base}/check?excludeScheduleId=${saved.id}`, {
      token: tokens.user,
      payload,
    });
    expect(envelopeOf<{ conflicts: Conflict[] }>(own).data.conflicts).toEqual([]);
    const invalid = await call(app, "POST", `${base}/check`, {
      token: tokens.user,
      payload: body({ name: "" }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(await meetingsOf(saved.id)).toHaveLength(1);
  });

  it("409 DUPLICATE_MEETING_NUMBER for a number a live schedule holds", async () => {
    const first = await created({
      meetingNumber: "246802",
      startAt: at(5, 8),
      endAt: at(5, 9),
      roomIds: [myRooms[4].id],
    });
    expect(first.meetingNumber).toBe("246802");
    const again = await create(
      { meetingNumber: "246802", startAt: at(5, 10), endAt: at(5, 11) },
      tokens.user,
      "en-US",
    );
    expect(again.statusCode).toBe(409);
    const envelope = envelopeOf<Fields>(again);
    expect(envelope.errorCode).toBe("DUPLICATE_MEETING_NUMBER");
    expect(envelope.data.fields.meetingNumber).toBe("Duplicated meeting number");
  });
});

describe("recurrence", () => {
  it("weekly on Monday and Wednesday for two weeks makes 4 meetings", async () => {
    const recurrence = { kind: "WEEKLY", weekdays: [3, 1], until: at(19, 0) };
    const saved = await created({
      startAt: at(7, 14),
      endAt: at(7, 15),
      roomIds: [myRooms[5].id],
      recurrence,
    });
    expect(saved.meetingIds).toHaveLength(4);
    const rows = await meetingsOf(saved.id);
    expect(rows.map((m) => [m.startAt, m.endAt])).toEqual(
      [7, 9, 14, 16].map((day) => [at(day, 14), at(day, 15)]),
    );
  });

  it("reports the date of the one occurrence that collides", async () => {
    const room = myRooms[5];
    await created({ name: "Blocker", startAt: at(16, 9), endAt: at(16, 10), roomIds: [room.id] });
    const recurrence = { kind: "DAILY", until: at(18, 0) };
    const response = await create({
      startAt: at(14, 9, 30),
      endAt: at(14, 10, 30),
      roomIds: [room.id],
      recurrence,
    });
    expect(response.statusCode).toBe(409);
    const { conflicts } = envelopeOf<{ conflicts: Conflict[] }>(response).data;
    expect(conflicts.map((c) => [c.startAt, c.meetingName])).toEqual([[at(16, 9, 30), "Blocker"]]);
  });
});

describe("rights", () => {
  const put = (id: string, token: string, overrides: Record<string, unknown>, search = "") =>
    call(app, "PUT", `${base}/${id}${search}`, { token, payload: body(overrides) });

  it("404 for a schedule the caller cannot see, 403 for one seen but not managed", async () => {
    const times = { startAt: at(21, 10), endAt: at(21, 11), roomIds: [myRooms[2].id] };
    const hidden = await created(times);
    expect((await put(hidden.id, tokens.zhangwei, times)).statusCode).toBe(404);
    expect((await call(app, "DELETE", `${base}/${hidden.id}`, { token: tokens.zhangwei })).statusCode).toBe(
      404,
    );
    const open = await created({
      ...times,
      startAt: at(21, 12),
      endAt: at(21, 13),
      attendeeIds: [ids.wangfang],
    });
    const attendee = await put(open.id, tokens.wangfang, { ...times, name: "Mine now" });
    expect(attendee.statusCode).toBe(403);
    expect((await call(app, "DELETE", `${base}/${open.id}`, { token: tokens.wangfang })).statusCode).toBe(
      403,
    );
    expect((await scheduleRow(open.id)).name).toBe("Weekly sync");
  });

  it("the host and a meeting administrator (operator, meetingControl) may edit", async () => {
    const times = { startAt: at(22, 10), endAt: at(22, 11), roomIds: [myRooms[2].id], hostId: ids.zhangwei };
    const saved = await created(times);
    const byHost = await put(saved.id, tokens.zhangwei, { ...times, name: "Host renamed" });
    expect(byHost.statusCode, byHost.body).toBe(200);
    const byOperator = await put(saved.id, tokens.operator, { ...times, name: "Operator renamed" });
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    expect(await scheduleRow(saved.id)).toMatchObject({ name: "Operator renamed", creatorId: ids.user });
  });

  it("a schedule's meetings follow its host onto their hosted tab", async () => {
    const times = { startAt: at(22, 14), endAt: at(22, 15), roomIds: [myRooms[2].id], hostId: ids.zhangwei };
    const saved = await created({ ...times, name: "Handed over" });
    const hosted = async (token: string) => {
      const page = await call(app, "GET", "/api/v1/meeting/schedules?tab=hosted&size=100", { token });
      return envelopeOf<{ records: { scheduleId: string }[] }>(page).data.records.map((r) => r.scheduleId);
    };
    expect(await hosted(tokens.zhangwei)).toContain(saved.id);
    expect(await hosted(tokens.wangfang)).not.toContain(saved.id);
    const edit = await put(saved.id, tokens.user, { ...times, name: "Handed over", hostId: ids.wangfang });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await hosted(tokens.zhangwei)).not.toContain(saved.id);
    expect(await hosted(tokens.wangfang)).toContain(saved.id);
    expect((await meetingsOf(saved.id)).map((m) => m.hostId)).toEqual([ids.wangfang]);
    // Straight in the database too (as deleting the host's account does): the meetings follow.
    await app.ctx.db.update(schedules).set({ hostId: null }).where(eq(schedules.id, saved.id));
    expect((await meetingsOf(saved.id)).map((m) => m.hostId)).toEqual([null]);
  });

  it("409 MEETING_LOCKED from joinAdvanceMinutes (15) before the start", async () => {
    const times = { startAt: at(23, 10), endAt: at(23, 11), roomIds: [myRooms[2].id] };
    const saved = await created(times);
    await travel(at(23, 9, 46));
    const locked = await put(saved.id, tokens.user, times);
    expect(locked.statusCode).toBe(409);
    expect(envelopeOf(locked).errorCode).toBe("MEETING_LOCKED");
    expect(envelopeOf(locked).message).toBe("会议即将开始，不允许操作");
    const cancel = await call(app, "DELETE", `${base}/${saved.id}`, {
      token: tokens.admin,
      language: "en-US",
    });
    expect(cancel.statusCode).toBe(409);
    expect(envelopeOf(cancel).message).toBe("The meeting is about to start; no operation is allowed");
    clock = at(23, 9, 44);
    expect((await put(saved.id, tokens.user, { ...times, name: "Just in time" })).statusCode).toBe(200);
  });
});

describe("edits", () => {
  const series = (day: number, room: string) => ({
    startAt: at(day, 16),
    endAt: at(day, 17),
    roomIds: [room],
    recurrence: { kind: "DAILY", until: at(day + 3, 0) },
  });

  it("scope=all moves the open occurrences (ids kept), keeps past ones, and ignores its own bookings", async () => {
    const room = myRooms[4].id;
    const saved = await created(series(30, room));
    expect(saved.meetingIds).toHaveLength(4);
    await travel(at(31, 12));
    const moved = { ...series(30, room), startAt: at(30, 16, 30), endAt: at(30, 17, 30) };
    const past = await call(app, "PUT", `${base}/${saved.id}`, { token: tokens.user, payload: body(moved) });
    expect(past.statusCode).toBe(400);
    expect(envelopeOf<Fields>(past).data.fields).toHaveProperty("startAt");
    const shifted = { ...series(31, room), startAt: at(31, 16, 30), endAt: at(31, 17, 30), name: "Moved" };
    shifted.recurrence = { kind: "DAILY", until: at(33, 0) };
    const response = await call(app, "PUT", `${base}/${saved.id}`, {
      token: tokens.user,
      payload: body(shifted),
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = envelopeOf<SavedSchedule>(response).data;
    expect(result.meetingIds).toEqual(saved.meetingIds.slice(1));
    expect(result.meetingNumber).toBe(saved.meetingNumber);
    const rows = await meetingsOf(saved.id);
    expect(rows.map((m) => m.startAt)).toEqual([at(30, 16), at(31, 16, 30), at(32, 16, 30), at(33, 16, 30)]);
    expect((await bookingsOf(rows[3].id))[0]).toMatchObject({
      startAt: at(33, 16, 30),
      endAt: at(33, 17, 30),
    });
  });

  it("scope=all that shortens a series deletes the surplus occurrences", async () => {
    const saved = await created(series(35, myRooms[4].id));
    const shorter = { ...series(35, myRooms[4].id), recurrence: { kind: "DAILY", until: at(36, 0) } };
    const response = await call(app, "PUT", `${base}/${saved.id}`, {
      token: tokens.user,
      payload: body(shorter),
    });
    expect(envelopeOf<SavedSchedule>(response).data.meetingIds).toEqual(saved.meetingIds.slice(0, 2));
    expect(await meetingsOf(saved.id)).toHaveLength(2);
    expect(await bookingsOf(saved.meetingIds[3])).toEqual([]);
  });

  it("scope=one detaches the occurrence into a new schedule with a fresh number; the others stay", async () => {
    const room = myRooms[4].id;
    const saved = await created(series(40, room));
    const target = saved.meetingIds[1];
    const one = {
      ...series(41, room),
      startAt: at(41, 18),
      endAt: at(41, 19),
      name: "Special edition",
      meetingNumber: saved.meetingNumber,
    };
    const response = await call(app, "PUT", `${base}/${saved.id}?meetingId=${target}&scope=one`, {
      token: tokens.user,
      payload: body(one),
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = envelopeOf<SavedSchedule>(response).data;
    expect(result.id).not.toBe(saved.id);
    expect(result.meetingIds).toEqual([target]);
    expect(result.meetingNumber).not.toBe(saved.meetingNumber);
    expect(await scheduleRow(result.id)).toMatchObject({
      parentId: saved.id,
      recurrence: null,
      name: "Special edition",
    });
    const [moved] = await meetingsOf(result.id);
    expect(moved).toMatchObject({ id: target, startAt: at(41, 18), endAt: at(41, 19) });
    const rest = await meetingsOf(saved.id);
    expect(rest.map((m) => m.startAt)).toEqual([at(40, 16), at(42, 16), at(43, 16)]);
    expect((await scheduleRow(saved.id)).name).toBe("Weekly sync");
    const needsId = await call(app, "PUT", `${base}/${saved.id}?scope=one`, {
      token: tokens.user,
      payload: body(one),
    });
    expect(envelopeOf<Fields>(needsId).data.fields).toHaveProperty("meetingId");
  });
});

describe("cancel", () => {
  it("one occurrence: marked cancelled, its rooms freed, the others kept", async () => {
    const room = myRooms[1].id;
    const recurrence = { kind: "DAILY", until: at(52, 0) };
    const saved = await created({ startAt: at(50, 9), endAt: at(50, 10), roomIds: [room], recurrence });
    const response = await call(app, "DELETE", `${base}/${saved.id}?meetingId=${saved.meetingIds[1]}`, {
      token: tokens.user,
    });
    expect(envelopeOf(response).data).toEqual({ cancelled: 1 });
    const rows = await meetingsOf(saved.id);
    expect(rows.filter((m) => m.cancelledAt !== null).map((m) => m.id)).toEqual([saved.meetingIds[1]]);
    expect(await bookingsOf(saved.meetingIds[1])).toEqual([]);
    await created({ startAt: at(51, 9), endAt: at(51, 10), roomIds: [room] });
    const missing = await call(app, "DELETE", `${base}/${saved.id}`, { token: tokens.user });
    expect(envelopeOf<Fields>(missing).data.fields).toHaveProperty("meetingId");
  });

  it("the series: every open occurrence; then the schedule is cancelled and its number free", async () => {
    const room = myRooms[1].id;
    const recurrence = { kind: "DAILY", until: at(57, 0) };
    const saved = await created({
      startAt: at(55, 9),
      endAt: at(55, 10),
      roomIds: [room],
      recurrence,
      meetingNumber: "135790",
    });
    await travel(at(55, 8, 50));
    const locked = await call(app, "DELETE", `${base}/cycle/${saved.id}`, { token: tokens.user });
    expect(envelopeOf(locked).data).toEqual({ cancelled: 2 });
    expect((await scheduleRow(saved.id)).cancelledAt).toBeNull();
    await travel(at(56, 12));
    const after = await call(app, "DELETE", `${base}/cycle/${saved.id}`, { token: tokens.user });
    expect(envelopeOf(after).data).toEqual({ cancelled: 0 });
    const single = await created({
      startAt: at(58, 9),
      endAt: at(58, 10),
      roomIds: [room],
      meetingNumber: "864200",
    });
    await call(app, "DELETE", `${base}/${single.id}`, { token: tokens.user });
    expect((await scheduleRow(single.id)).cancelledAt).toBe(at(56, 12));
    expect(
      (await created({ startAt: at(59, 9), endAt: at(59, 10), meetingNumber: "864200" })).meetingNumber,
    ).toBe("864200");
  });
});

describe("instant meetings", () => {
  it("start now, last defaultDuration, are hosted by the caller and named after them", async () => {
    await travel(at(60, 9, 7));
    const response = await call(app, "POST", `${base}/instant`, {
      token: tokens.user,
      payload: { roomIds: [myRooms[0].id] },
      language: "en-US",
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = envelopeOf<{ id: string; scheduleId: string; meetingNumber: string }>(response).data;
    expect(await scheduleRow(data.scheduleId)).toMatchObject({
      instant: true,
      hostId: ids.user,
      recurrence: null,
    });
    expect((await scheduleRow(data.scheduleId)).name).toMatch(/'s instant meeting$/);
    const [meeting] = await meetingsOf(data.scheduleId);
    expect(meeting).toMatchObject({ id: data.id, startAt: at(60, 9, 7), endAt: at(60, 10, 7) });
    const busy = await call(app, "POST", `${base}/instant`, {
      token: tokens.admin,
      payload: { name: "Quick", roomIds: [myRooms[0].id], durationMinutes: 15 },
    });
    expect(envelopeOf(busy).errorCode).toBe("ROOM_BUSY");
    const named = await call(app, "POST", `${base}/instant`, { token: tokens.zhangwei, payload: {} });
    const { scheduleId } = envelopeOf<{ scheduleId: string }>(named).data;
    expect((await scheduleRow(scheduleId)).name).toMatch(/的即时会议$/);
    const tooLong = await call(app, "POST", `${base}/instant`, {
      token: tokens.user,
      payload: { durationMinutes: 1441 },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
