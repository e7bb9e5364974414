import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { rooms } from "../../server/src/db/schema-devices.ts";
import { roomBookings } from "../../server/src/db/schema-meetings.ts";
import { constraintOf, isExclusionViolation } from "../../server/src/lib/db-errors.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, makeInstances } from "./helpers.ts";

/**
 * No double booking: the exclusion constraint room_bookings_no_overlap decides between concurrent
 * saves of one room and slot, on one server (a pool, where the conflict query of every request can
 * pass before any of them commits) and across two server instances on one database.
 */
const CONCURRENT = 50;
const HOUR = 3_600_000;

interface Engine {
  app: FastifyInstance;
  token: string;
  roomIds: string[];
}

async function prepare(app: FastifyInstance): Promise<Engine> {
  const { token } = await loginAs(app, ...ADMIN);
  const enabled = await app.ctx.db
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.enabled, true))
    .limit(3);
  return { app, token, roomIds: enabled.map((room) => room.id) };
}

const payload = (roomId: string, startAt: number, name: string) => ({
  name,
  type: "VIDEO_MEETING",
  startAt,
  endAt: startAt + HOUR,
  roomIds: [roomId],
});
const slot = (days: number) => (Math.floor(Date.now() / HOUR) + 24 * days) * HOUR;

/** The bookings go round-robin to `apps` (server instances on one database). */
async function raceOneSlot(engine: Engine, apps: FastifyInstance[] = [engine.app], days = 2) {
  const { app, token, roomIds } = engine;
  const startAt = slot(days);
  const responses = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) =>
      call(apps[i % apps.length], "POST", "/api/v1/meeting/schedules", {
        token,
        payload: payload(roomIds[0], startAt, `Race ${i}`),
      }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  // Failed twice on a loaded machine with no 409 at all, never reproduced: say what came instead.
  const other = responses.find((response) => response.statusCode !== 200 && response.statusCode !== 409);
  const why = `statuses ${JSON.stringify(statuses)}; another answer: ${other?.body.slice(0, 300)}`;
  expect(
    statuses.filter((status) => status === 200),
    why,
  ).toHaveLength(1);
  expect(
    statuses.filter((status) => status === 409),
    why,
  ).toHaveLength(CONCURRENT - 1);
  for (const response of responses.filter((each) => each.statusCode === 409)) {
    const envelope = envelopeOf<{ conflicts: { roomId: string; startAt: number }[] }>(response);
    expect(envelope.errorCode).toBe("ROOM_BUSY");
    expect(envelope.data.conflicts).toEqual([expect.objectContaining({ roomId: roomIds[0], startAt })]);
  }
  const booked = await app.ctx.db
    .select()
    .from(roomBookings)
    .where(and(eq(roomBookings.roomId, roomIds[0]), eq(roomBookings.startAt, startAt)));
  expect(booked).toHaveLength(1);
}

/** Two overlapping rows for one room, written straight to the table, are refused by the constraint. */
async function constraintAtSqlLevel(engine: Engine) {
  const { app, token, roomIds } = engine;
  const startAt = slot(3);
  const first = await call(app, "POST", "/api/v1/meeting/schedules", {
    token,
    payload: payload(roomIds[1], startAt, "SQL level A"),
  });
  const second = await call(app, "POST", "/api/v1/meeting/schedules", {
    token,
    payload: payload(roomIds[2], startAt, "SQL level B"),
  });
  const meetingB = envelopeOf<{ meetingIds: string[] }>(second).data.meetingIds[0];
  expect(first.statusCode).toBe(200);
  const overlapping = {
    meetingId: meetingB,
    roomId: roomIds[1],
    startAt: startAt + HOUR / 2,
    endAt: startAt + 2 * HOUR,
  };
  const error = await app.ctx.db
    .insert(roomBookings)
    .values(overlapping)
    .then(() => null)
    .catch((caught: unknown) => caught);
  expect(isExclusionViolation(error)).toBe(true);
  expect(constraintOf(error)).toBe("room_bookings_no_overlap");
  // Touching ends ([start, end) ranges) do not overlap.
  await app.ctx.db.insert(roomBookings).values({ ...overlapping, startAt: startAt + HOUR });
  const rows = await app.ctx.db.select().from(roomBookings).where(eq(roomBookings.roomId, roomIds[1]));
  expect(rows).toHaveLength(2);
}

describe("one server", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await prepare(await makeApp());
  }, 120_000);
  afterAll(() => engine?.app.close());

  it(
    `${CONCURRENT} concurrent bookings of one room and slot: exactly one succeeds`,
    () => raceOneSlot(engine),
    60_000,
  );
  it("overlapping rows for one room violate room_bookings_no_overlap", () => constraintAtSqlLevel(engine));
});

describe("two server instances on one database", () => {
  let instances: Awaited<ReturnType<typeof makeInstances>>;
  let engine: Engine;
  beforeAll(async () => {
    instances = await makeInstances(2);
    engine = await prepare(instances.apps[0]);
  }, 120_000);
  afterAll(() => instances?.close());

  it(
    `${CONCURRENT} concurrent bookings spread over both: exactly one succeeds`,
    () => raceOneSlot(engine, instances.apps, 4),
    60_000,
  );
});
