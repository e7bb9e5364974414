import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { floorMapRooms, humanDetectors, terminals } from "../../server/src/db/schema-devices.ts";
import { meetings, roomBookings } from "../../server/src/db/schema-meetings.ts";
import { presenceReadings } from "../../server/src/db/schema-reports.ts";
import { monitorRowOf } from "../../server/src/live/monitor-rows.ts";
import { readinessOf } from "../../server/src/live/readiness.ts";
import { refreshRollups } from "../../server/src/reports/rollups.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

/**
 * The HTTP device API through the real server: keys issued, rotated and revoked from the devices'
 * rows; heartbeats making a terminal's status live and three missed ones making it offline;
 * presence readings becoming the room's occupancy; malformed, foreign and flooding messages
 * refused and counted without touching another device.
 */
let app: FastifyInstance;
let admin: string;
let clock = Date.UTC(2026, 10, 2, 9, 0, 0);
const DEVICE = "/api/v1/device/report";

beforeAll(async () => {
  app = await makeApp({ now: () => clock, deviceBackground: false });
  admin = (await loginAs(app, ...ADMIN)).token;
});
afterAll(() => app.close());

const issue = async (id: string) => {
  const response = await call(app, "POST", `/api/v1/device/key/${id}`, { token: admin });
  expect(response.statusCode).toBe(200);
  return envelopeOf<{ key: string; kind: string }>(response).data;
};
const report = (type: string, key: string | null, payload: unknown, address = "10.9.0.1") =>
  app.inject({
    method: "POST",
    url: `${DEVICE}/${type}`,
    headers: { "content-type": "application/json", ...(key ? { "device-key": key } : {}) },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    remoteAddress: address,
  });
const terminal = async (id: string) => {
  const [row] = await app.ctx.db.select().from(terminals).where(eq(terminals.id, id));
  return row;
};
const counted = (outcome: string) => app.devices.intake.count("http", outcome as "applied");

async function twoTerminals() {
  const rows = await app.ctx.db
    .select({ id: terminals.id, status: terminals.status, ip: terminals.ip })
    .from(terminals)
    .where(isNotNull(terminals.roomId))
    .limit(2);
  return rows;
}

describe("device keys", () => {
  it("are issued once per device, never stored in clear, refused once rotated or revoked", async () => {
    const [first] = await twoTerminals();
    const issued = await issue(first.id);
    expect(issued.kind).toBe("TERMINAL");
    expect(issued.key).toMatch(/^mcdk_/);
    const stored = await app.ctx.db.query.deviceKeys.findFirst({
      where: (k, { eq }) => eq(k.deviceId, first.id),
    });
    expect(stored?.keyHash).not.toContain(issued.key);
    expect(JSON.stringify(stored)).not.toContain(issued.key);

    expect((await report("heartbeat", issued.key, { v: 1, registered: true })).statusCode).toBe(200);
    const rotated = await issue(first.id);
    const old = await report("heartbeat", issued.key, { v: 1 });
    expect(old.statusCode).toBe(401);
    expect(envelopeOf(old).errorCode).toBe("DEVICE_KEY_REFUSED");
    expect((await report("heartbeat", rotated.key, { v: 1 })).statusCode).toBe(200);

    const unknownBefore = counted("keyUnknown");
    const revokedBefore = counted("keyRevoked");
    expect((await call(app, "DELETE", `/api/v1/device/key/${first.id}`, { token: admin })).statusCode).toBe(
      200,
    );
    expect((await report("heartbeat", rotated.key, { v: 1 })).statusCode).toBe(401);
    expect((await report("heartbeat", "mcdk_guess", { v: 1 })).statusCode).toBe(401);
    expect((await report("heartbeat", null, { v: 1 })).statusCode).toBe(401);
    expect(counted("keyRevoked")).toBe(revokedBefore + 1);
    expect(counted("keyUnknown")).toBe(unknownBefore + 1);
  });

  it("stop working when their device is deleted", async () => {
    const [, , third] = await app.ctx.db
      .select({ id: terminals.id })
      .from(terminals)
      .where(isNotNull(terminals.roomId))
      .limit(3);
    const { key } = await issue(third.id);
    await app.ctx.db.delete(terminals).where(eq(terminals.id, third.id));
    const before = counted("unknownDevice");
    expect((await report("heartbeat", key, { v: 1 })).statusCode).toBe(401);
    expect(counted("unknownDevice")).toBe(before + 1);
  });

  it("are the device administrators' to issue, for devices they cover", async () => {
    const [first] = await twoTerminals();
    const user = (await loginAs(app, ...USER)).token;
    expect((await call(app, "POST", `/api/v1/device/key/${first.id}`, { token: user })).statusCode).toBe(403);
    expect((await call(app, "POST", "/api/v1/device/key/no-such-device", { token: admin })).statusCode).toBe(
      404,
    );
  });
});

describe("a terminal's heartbeat", () => {
  it("makes its status live, and three missed heartbeats make it offline", async () => {
    const [, second] = await twoTerminals();
    const { key } = await issue(second.id);
    const beat = { v: 1, registered: true, inCall: true, address: "10.20.30.40" };
    expect((await report("heartbeat", key, beat)).statusCode).toBe(200);
    let row = await terminal(second.id);
    expect(row.status).toBe("CONNECTED");
    expect(row.inCall).toBe(true);
    expect(row.ip).toBe("10.20.30.40");

    // The terminal monitor reads the same status.
    const monitor = await call(
      app,
      "GET",
      `/api/v1/meeting/monitor/terminal?size=50&keyword=${encodeURIComponent(row.name)}`,
      { token: admin },
    );
    expect(monitor.statusCode).toBe(200);
    const listed = envelopeOf<{ records: { id: string; status: string }[] }>(monitor).data.records;
    expect(listed.find((t) => t.id === second.id)?.status).toBe("CONNECTED");

    clock += 2 * 30_000 + 29_000;
    await app.devices.sweep();
    expect((await terminal(second.id)).status).toBe("CONNECTED");
    clock += 1_000;
    const gone = await app.devices.sweep();
    expect(gone.map((effect) => effect.deviceId)).toContain(second.id);
    row = await terminal(second.id);
    expect(row.status).toBe("DISCONNECT");
    expect(row.inCall).toBe(false);

    expect((await report("heartbeat", key, { v: 1, registered: false })).statusCode).toBe(200);
    expect((await terminal(second.id)).status).toBe("DISCONNECT");
    expect((await report("heartbeat", key, { v: 1, registered: true })).statusCode).toBe(200);
    expect((await terminal(second.id)).status).toBe("CONNECTED");
  });

  it("is what meeting readiness reads: unregistered until it reports, again once it goes silent", async () => {
    const [booked] = await app.ctx.db
      .select({
        id: meetings.id,
        startAt: meetings.startAt,
        endAt: meetings.endAt,
        terminalId: terminals.id,
      })
      .from(roomBookings)
      .innerJoin(meetings, eq(meetings.id, roomBookings.meetingId))
      .innerJoin(terminals, eq(terminals.roomId, roomBookings.roomId))
      .limit(1);
    await app.ctx.db
      .update(terminals)
      .set({ status: "DISCONNECT" })
      .where(eq(terminals.id, booked.terminalId));
    const unregistered = async () => {
      const soon = [{ id: booked.id, startAt: booked.startAt, endAt: booked.endAt, poolId: null }];
      const readiness = await readinessOf(app.ctx.db, soon, booked.startAt - 5 * 60_000, true);
      return (readiness.get(booked.id)?.reasons ?? []).some(
        (r) => r.code === "TERMINAL_UNREGISTERED" && r.terminalId === booked.terminalId,
      );
    };
    expect(await unregistered()).toBe(true);
    const { key } = await issue(booked.terminalId);
    expect((await report("heartbeat", key, { v: 1, registered: true })).statusCode).toBe(200);
    expect(await unregistered()).toBe(false);
    clock += 3 * 30_000;
    await app.devices.sweep();
    expect(await unregistered()).toBe(true);
  });

  it("follows the configured interval", async () => {
    const [, second] = await twoTerminals();
    const { key } = await issue(second.id);
    const saved = await call(app, "PUT", "/api/v1/system/device/settings", {
      token: admin,
      payload: {
        mqttEnabled: false,
        brokerUrl: null,
        username: null,
        topicPrefix: "meeting",
        heartbeatSeconds: 10,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await report("heartbeat", key, { v: 1, registered: true })).statusCode).toBe(200);
    clock += 30_000;
    await app.devices.sweep();
    expect((await terminal(second.id)).status).toBe("DISCONNECT");
    await call(app, "PUT", "/api/v1/system/device/settings", {
      token: admin,
      payload: {
        mqttEnabled: false,
        brokerUrl: null,
        username: null,
        topicPrefix: "meeting",
        heartbeatSeconds: 30,
      },
    });
  });
});

describe("a presence sensor's readings", () => {
  it("become the room's occupancy on the room list and the floor map, and its presence spans", async () => {
    const [placed] = await app.ctx.db.select({ roomId: floorMapRooms.roomId }).from(floorMapRooms).limit(1);
    const [detector] = await app.ctx.db.select({ id: humanDetectors.id }).from(humanDetectors).limit(1);
    await app.ctx.db
      .update(humanDetectors)
      .set({ roomId: placed.roomId })
      .where(eq(humanDetectors.id, detector.id));
    const { key, kind } = await issue(detector.id);
    expect(kind).toBe("HUMAN_DETECTOR");

    expect((await report("presence", key, { v: 1, present: true, people: 4 })).statusCode).toBe(200);
    const room = envelopeOf<{ present: boolean; peopleCount: number }>(
      await call(app, "GET", `/api/v1/device/room/${placed.roomId}`, { token: admin }),
    ).data;
    expect(room.present).toBe(true);
    expect(room.peopleCount).toBe(4);
    const maps = envelopeOf<{
      records: { rooms: { roomId: string; present: boolean | null; peopleCount: number | null }[] }[];
    }>(
      await call(app, "GET", "/api/v1/device/meeting-floor/query?size=100", { token: admin }),
    ).data.records.flatMap((map) => map.rooms);
    expect(maps.find((r) => r.roomId === placed.roomId)).toMatchObject({ present: true, peopleCount: 4 });

    const start = clock;
    clock += 60_000;
    expect((await report("presence", key, { v: 1, present: true, people: 2 })).statusCode).toBe(200);
    clock += 60_000;
    expect((await report("presence", key, { v: 1, present: false, people: 0 })).statusCode).toBe(200);
    const after = envelopeOf<{ present: boolean; peopleCount: number }>(
      await call(app, "GET", `/api/v1/device/room/${placed.roomId}`, { token: admin }),
    ).data;
    expect(after).toMatchObject({ present: false, peopleCount: 0 });
    const spans = await app.ctx.db
      .select()
      .from(presenceReadings)
      .where(and(eq(presenceReadings.roomId, placed.roomId), eq(presenceReadings.startAt, start)));
    expect(spans).toHaveLength(1);
    expect(spans[0].endAt).toBe(start + 120_000);
  });

  it("shows on the meeting monitor as the occupancy of the meeting's rooms", async () => {
    // The monitor's rows (the list and the pushed row alike) are built by monitorRowOf's query.
    const [booking] = await app.ctx.db
      .select({ meetingId: roomBookings.meetingId, roomId: roomBookings.roomId })
      .from(roomBookings)
      .limit(1);
    expect((await monitorRowOf(app.ctx.db, booking.meetingId, clock))?.occupancy).toBeNull();
    const [, detector] = await app.ctx.db.select({ id: humanDetectors.id }).from(humanDetectors).limit(2);
    await app.ctx.db
      .update(humanDetectors)
      .set({ roomId: booking.roomId })
      .where(eq(humanDetectors.id, detector.id));
    const { key } = await issue(detector.id);
    expect((await report("presence", key, { v: 1, present: true, people: 7 })).statusCode).toBe(200);
    const row = await monitorRowOf(app.ctx.db, booking.meetingId, clock);
    expect(row?.occupancy).toMatchObject({ roomsOccupied: 1, roomsReporting: 1, people: 7 });
  });

  it("is booked versus used's third source: its present time counts for the booking", async () => {
    // A booking of its own room, whose only presence sensor is a detector with no sensor rows: it
    // counts as the room's sensor once it reports in.
    const [booking] = await app.ctx.db
      .select({ id: roomBookings.id, roomId: roomBookings.roomId, startAt: roomBookings.startAt })
      .from(roomBookings)
      .innerJoin(meetings, eq(meetings.id, roomBookings.meetingId))
      .where(
        and(isNull(meetings.cancelledAt), gt(roomBookings.endAt, sql`${roomBookings.startAt} + 3600000`)),
      )
      .limit(1);
    await app.ctx.db.delete(presenceReadings).where(eq(presenceReadings.roomId, booking.roomId));
    await app.ctx.db
      .update(humanDetectors)
      .set({ roomId: null })
      .where(eq(humanDetectors.roomId, booking.roomId));
    const [detector] = await app.ctx.db
      .insert(humanDetectors)
      .values({
        id: `e2e-${booking.id}`,
        name: "Ceiling sensor",
        serialNumber: `SN-${booking.id}`,
        roomId: booking.roomId,
        createdAt: clock,
        updatedAt: clock,
      })
      .returning({ id: humanDetectors.id });
    const { key } = await issue(detector.id);
    clock = booking.startAt + 10 * 60_000;
    for (let i = 0; i <= 5; i++) {
      expect((await report("presence", key, { v: 1, present: true, people: 3 })).statusCode).toBe(200);
      clock += 4 * 60_000;
    }
    clock -= 4 * 60_000;
    expect((await report("presence", key, { v: 1, present: false })).statusCode).toBe(200);
    await refreshRollups(app.ctx.db, clock);
    const { rows } = (await app.ctx.db.execute(
      sql`select present_ms from report_bookings where booking_id = ${booking.id}`,
    )) as unknown as { rows: { present_ms: string | null }[] };
    expect(Number(rows[0]?.present_ms)).toBe(20 * 60_000);
  });

  it("comes only from presence sensors", async () => {
    const [first] = await twoTerminals();
    const { key } = await issue(first.id);
    const response = await report("presence", key, { v: 1, present: true });
    expect(response.statusCode).toBe(403);
  });
});

describe("malformed messages", () => {
  it("are refused and counted, and never touch another device", async () => {
    const [first, second] = await twoTerminals();
    const { key } = await issue(first.id);
    await report("heartbeat", key, { v: 1, registered: true, address: "10.1.1.1" });
    const other = await terminal(second.id);
    const cases: [unknown, string][] = [
      ["{not json", "notJson"],
      [{ v: 2 }, "invalid"],
      [{ v: 1, registered: "yes" }, "invalid"],
      [{ v: 1, address: "not-an-ip" }, "invalid"],
      [{ v: 1, filler: "x".repeat(10_000) }, "tooLarge"],
    ];
    for (const [payload, outcome] of cases) {
      const before = counted(outcome);
      const response = await report("heartbeat", key, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(counted(outcome)).toBe(before + 1);
    }
    expect(await terminal(second.id)).toEqual(other);
    expect((await terminal(first.id)).ip).toBe("10.1.1.1");
  });

  it("a flood from one device is refused past its burst", async () => {
    const [first] = await twoTerminals();
    const { key } = await issue(first.id);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await report("heartbeat", key, { v: 1 })).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(counted("flood")).toBeGreaterThan(0);
    clock += 60_000;
    expect((await report("heartbeat", key, { v: 1 })).statusCode).toBe(200);
  });
});
