import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../server/src/db/schema.ts";
import { roomBoards } from "../../server/src/db/schema-devices.ts";
import { meetings, roomBookings, schedules } from "../../server/src/db/schema-meetings.ts";
import { setSystemConfig } from "../../server/src/settings/system-config.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp } from "./helpers.ts";

/**
 * Door screens through the real server: a kiosk's pairing code, entered on a board's row, gives
 * the kiosk the board's device key once; the key reads the room's day (a private meeting's topic
 * hidden, the day cut in the organisation's zone); a revoked key is refused with 401.
 */
let app: FastifyInstance;
let admin: string;
// 23:30 UTC on 2 Nov: already 3 Nov in Shanghai.
const clock = Date.UTC(2026, 10, 2, 23, 30, 0);
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await makeApp({ now: () => clock, deviceBackground: false });
  admin = (await loginAs(app, ...ADMIN)).token;
});
afterAll(() => app.close());

const start = async () => {
  const response = await call(app, "POST", "/api/v1/device/board/pairing", { payload: {} });
  expect(response.statusCode).toBe(200);
  return envelopeOf<{ code: string; secret: string }>(response).data;
};
const state = (secret: string) =>
  call(app, "GET", "/api/v1/device/board/pairing", { headers: { "pairing-secret": secret } });
const pair = (boardId: string, code: string, language?: "en-US") =>
  call(app, "POST", `/api/v1/device/room-board/pair/${boardId}`, {
    token: admin,
    payload: { code },
    language,
  });
const view = (key: string) =>
  call(app, "GET", "/api/v1/device/board/view", { headers: { "device-key": key } });

/** A room of its own with a board, so that nothing else is booked in it. */
async function freshBoard(name: string) {
  const room = await call(app, "POST", "/api/v1/device/room", {
    token: admin,
    payload: { name, capacity: 4 },
  });
  expect(room.statusCode, room.body).toBe(200);
  const roomId = envelopeOf<{ id: string }>(room).data.id;
  const code = await call(app, "POST", `/api/v1/device/room-board/code/${roomId}`, { token: admin });
  return { id: envelopeOf<{ id: string }>(code).data.id, roomId };
}

async function aBoard() {
  const [board] = await app.ctx.db.select().from(roomBoards).limit(1);
  return board;
}

async function book(roomId: string, name: string, isPublic: boolean, from: number, to: number) {
  const [creator] = await app.ctx.db.select({ id: users.id, name: users.name }).from(users).limit(1);
  const id = `door-${name}`;
  const base = { createdAt: clock, updatedAt: clock };
  await app.ctx.db.insert(schedules).values({
    id,
    name,
    type: "GENERAL",
    startAt: from,
    endAt: to,
    meetingNumber: `9${Math.floor(Math.random() * 1e8)}`,
    hostToken: id,
    creatorId: creator.id,
    isPublic,
    ...base,
  });
  await app.ctx.db.insert(meetings).values({ id, scheduleId: id, startAt: from, endAt: to, ...base });
  await app.ctx.db.insert(roomBookings).values({ meetingId: id, roomId, startAt: from, endAt: to });
  return creator.name;
}

describe("door screens", () => {
  it("pair a kiosk from a board's row; the key is answered once and reads the room's day; revoked, 401", async () => {
    const board = await aBoard();
    const { code, secret } = await start();
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(envelopeOf<{ paired: boolean }>(await state(secret)).data).toEqual({ paired: false, key: null });

    const wrong = await pair(board.id, code === "000000" ? "000001" : "000000", "en-US");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("pairing code is wrong");

    const paired = await pair(board.id, code);
    expect(paired.statusCode).toBe(200);
    expect(envelopeOf<{ roomId: string }>(paired).data.roomId).toBe(board.roomId);
    const [after] = await app.ctx.db.select().from(roomBoards).where(eq(roomBoards.id, board.id));
    expect(after.status).toBe("CONNECTED");

    const collected = envelopeOf<{ paired: boolean; key: string }>(await state(secret)).data;
    expect(collected.paired).toBe(true);
    expect(collected.key).toMatch(/^mcdk_/);
    expect((await state(secret)).statusCode).toBe(404);
    // The code is spent.
    expect((await pair(board.id, code)).statusCode).toBe(400);

    await setSystemConfig(app.ctx.db, "REPORT_TIME_ZONE", "Asia/Shanghai", clock);
    const organiser = await book(board.roomId, "Open review", true, clock + HOUR, clock + 2 * HOUR);
    await book(board.roomId, "Secret merger", false, clock - HOUR / 2, clock + HOUR / 2);
    // 3 Nov 23:00 in Shanghai is 15:00 UTC: tomorrow's meeting in the organisation's zone.
    await book(board.roomId, "Tomorrow", true, Date.UTC(2026, 10, 3, 16), Date.UTC(2026, 10, 3, 17));

    const read = await view(collected.key);
    expect(read.statusCode).toBe(200);
    const day = envelopeOf<{
      roomName: string;
      timeZone: string;
      meetings: { topic: string | null; organiser: string; startAt: number }[];
    }>(read).data;
    expect(day.timeZone).toBe("Asia/Shanghai");
    expect(day.roomName.length).toBeGreaterThan(0);
    const ours = day.meetings.filter((m) => m.organiser === organiser && m.startAt >= clock - HOUR);
    expect(ours.map((m) => m.topic)).toEqual([null, "Open review"]);
    expect(day.meetings.map((m) => m.topic)).not.toContain("Tomorrow");
    expect(day.meetings.map((m) => m.topic)).not.toContain("Secret merger");

    expect((await call(app, "DELETE", `/api/v1/device/key/${board.id}`, { token: admin })).statusCode).toBe(
      200,
    );
    const refused = await view(collected.key);
    expect(refused.statusCode).toBe(401);
    expect((await view("mcdk_nonsense")).statusCode).toBe(401);
  });

  it("check-in: one tap from ten minutes before the start to the end, the first tap kept, shown on the day", async () => {
    const [, board] = await app.ctx.db.select().from(roomBoards).limit(2);
    const { code, secret } = await start();
    expect((await pair(board.id, code)).statusCode).toBe(200);
    const key = envelopeOf<{ key: string }>(await state(secret)).data.key;
    await book(board.roomId, "Soon", true, clock + 5 * 60_000, clock + HOUR);
    await book(board.roomId, "Later", true, clock + 20 * 60_000 + HOUR, clock + 2 * HOUR);
    const tap = (id: string, language?: "en-US") =>
      call(app, "POST", `/api/v1/device/board/check-in/${id}`, { headers: { "device-key": key }, language });

    const closed = await tap("door-Later", "en-US");
    expect(closed.statusCode).toBe(409);
    expect(closed.body).toContain("Check-in opens 10 minutes before");
    const first = await tap("door-Soon");
    expect(first.statusCode).toBe(200);
    expect(envelopeOf<{ checkedInAt: number }>(first).data.checkedInAt).toBe(clock);
    expect((await tap("door-Soon")).statusCode).toBe(200);
    // A meeting of another room is not this board's to check in.
    expect((await tap("door-Open review")).statusCode).toBe(404);
    expect(
      (
        await call(app, "POST", "/api/v1/device/board/check-in/door-Soon", {
          headers: { "device-key": "mcdk_x" },
        })
      ).statusCode,
    ).toBe(401);

    const day = envelopeOf<{ meetings: { id: string; checkedInAt: number | null }[] }>(await view(key)).data;
    expect(day.meetings.find((m) => m.id === "door-Soon")?.checkedInAt).toBe(clock);
    expect(day.meetings.find((m) => m.id === "door-Later")?.checkedInAt).toBeNull();

    // The console shows it with the meeting's details.
    const shown = await call(app, "GET", "/api/v1/meeting/meetings/door-Soon/check-ins", { token: admin });
    expect(shown.statusCode).toBe(200);
    expect(envelopeOf<{ roomId: string; checkedInAt: number }[]>(shown).data).toEqual([
      expect.objectContaining({ roomId: board.roomId, checkedInAt: clock }),
    ]);
  });

  it("book now: 15, 30 or 60 minutes cut at the next booking, by the pairing administrator; busy, 409 in the board's language", async () => {
    const board = await freshBoard("Door book now");
    const { code, secret } = await start();
    expect((await pair(board.id, code)).statusCode).toBe(200);
    const key = envelopeOf<{ key: string }>(await state(secret)).data.key;
    const bookNow = (minutes: number, language?: "en-US") =>
      call(app, "POST", "/api/v1/device/board/book-now", {
        headers: { "device-key": key },
        payload: { minutes },
        language,
      });
    expect((await bookNow(45)).statusCode).toBe(400);
    // A meeting 20 minutes from now: 60 minutes asked for become 20.
    await book(board.roomId, "Next", true, clock + 20 * 60_000, clock + HOUR);
    const first = await bookNow(60);
    expect(first.statusCode, first.body).toBe(200);
    const booked = envelopeOf<{ meetingId: string; startAt: number; endAt: number }>(first).data;
    expect(booked).toMatchObject({ startAt: clock, endAt: clock + 20 * 60_000 });
    const day = envelopeOf<{ meetings: { id: string; organiser: string | null }[] }>(await view(key)).data;
    expect(day.meetings[0].id).toBe(booked.meetingId);

    const busy = await bookNow(15, "en-US");
    expect(busy.statusCode).toBe(409);
    expect(envelopeOf(busy).errorCode).toBe("ROOM_BUSY");
    expect(busy.body).toContain("The room is busy");
  });

  it("book now races a console booking of the same slot: exactly one wins", async () => {
    const board = await freshBoard("Door race");
    const { code, secret } = await start();
    expect((await pair(board.id, code)).statusCode).toBe(200);
    const key = envelopeOf<{ key: string }>(await state(secret)).data.key;
    const [fromBoard, fromConsole] = await Promise.all([
      call(app, "POST", "/api/v1/device/board/book-now", {
        headers: { "device-key": key },
        payload: { minutes: 30 },
      }).then((r) => r.statusCode),
      call(app, "POST", "/api/v1/meeting/schedules/instant", {
        token: admin,
        payload: { durationMinutes: 30, roomIds: [board.roomId] },
      }).then((r) => r.statusCode),
    ]);
    expect([fromBoard, fromConsole].sort()).toEqual([200, 409]);
  });
});
