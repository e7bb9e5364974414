import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { LiveBatch, StreamTicket } from "#contract/live-events";
import { liveMeetings } from "../../server/src/db/schema-live.ts";
import { ADMIN, call, envelopeOf, loginAs, makeInstances, USER } from "./helpers.ts";
import { control, liveOf, rosterOf, scheduleMeeting, terminalRooms } from "./live-fixtures.ts";
import { clearMeetings } from "./meeting-fixtures.ts";
import { openSse, type SseClient } from "./sse-client.ts";

/**
 * Two server instances on one database behave as one: exactly one drives each running meeting and
 * the other takes it over when the first dies; a change made through one reaches a stream on the
 * other (how fast is measured by `npm run bench`, never here); a stream that drops resynchronises from its last seq.
 */
let instances: Awaited<ReturnType<typeof makeInstances>>;
let a: FastifyInstance;
let b: FastifyInstance;
let token: string;
let meetingId: string;
const urls = new Map<FastifyInstance, string>();

async function ticket(app: FastifyInstance, meetingId?: string, as = token) {
  const response = await call(app, "POST", "/api/v1/live/tickets", {
    token: as,
    payload: meetingId ? { meetingId } : {},
  });
  return { status: response.statusCode, data: envelopeOf<StreamTicket>(response).data };
}

async function stream(
  app: FastifyInstance,
  meetingId: string | undefined,
  since?: number,
): Promise<SseClient> {
  const { data } = await ticket(app, meetingId);
  const query = new URLSearchParams({
    ticket: data.ticket,
    ...(since !== undefined ? { since: String(since) } : {}),
  });
  return openSse(`${urls.get(app)}/api/v1/live/stream?${query}`);
}

const batchOf = (event: { data: unknown }) => event.data as LiveBatch;

beforeAll(async () => {
  // Polls far apart: a change must arrive by its notification.
  instances = await makeInstances(2, { live: { simulator: { seed: 99 }, hub: { pollMs: 60_000 } } });
  [a, b] = instances.apps;
  for (const app of instances.apps) {
    await app.listen({ port: 0, host: "127.0.0.1" });
    urls.set(app, `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
  await clearMeetings(a.ctx.db);
  token = (await loginAs(a, ...ADMIN)).token;
  const rooms = await terminalRooms(a.ctx.db);
  meetingId = await scheduleMeeting(a, token, {
    roomIds: rooms.slice(0, 3).map((r) => r.roomId),
    startAt: Date.now(),
    name: "Two instances",
  });
  await a.live.engine.tick();
}, 120_000);
afterAll(() => instances?.close());

describe("driving a running meeting", () => {
  it("exactly one instance drives it", async () => {
    await b.live.engine.tick();
    expect(a.live.engine.driving.has(meetingId)).toBe(true);
    expect(b.live.engine.driving.has(meetingId)).toBe(false);
    const [row] = await a.ctx.db
      .select()
      .from(liveMeetings)
      .where(sql`${liveMeetings.meetingId} = ${meetingId}`);
    expect(row.driverInstance).toBe(a.live.deps.instanceId);
    // Both looping for a while: never both.
    a.live.engine.start();
    b.live.engine.start();
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const drivers = [a, b].filter((app) => app.live.engine.driving.has(meetingId));
      expect(drivers.length).toBeLessThanOrEqual(1);
    }
  });

  it("another instance takes it over within 10 s when the driving one dies", async () => {
    a.live.engine.halt();
    const instance = a.live.deps.instanceId;
    // What the death of a process does to its connection: PostgreSQL frees its locks at once.
    await b.ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`live-driver ${instance}`.slice(0, 63)}`,
    );
    const died = performance.now();
    while (!b.live.engine.driving.has(meetingId)) {
      if (performance.now() - died > 10_000) throw new Error("not taken over within 10 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const tookMs = performance.now() - died;
    expect(tookMs).toBeLessThan(10_000);
    const [row] = await b.ctx.db
      .select()
      .from(liveMeetings)
      .where(sql`${liveMeetings.meetingId} = ${meetingId}`);
    expect(row.driverInstance).toBe(b.live.deps.instanceId);
    // B carries on: the dials settle and the meeting is ONLINE.
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    const meeting = await liveOf(b, token, meetingId);
    expect(meeting.meetingStatus).toBe("ONLINE");
    expect(meeting.totalConnecting).toBe(0);
    console.info(`takeover: ${Math.round(tookMs)} ms`);
  }, 30_000);
});

describe("pushed updates", () => {
  it("a change made through one instance reaches a stream on the other (its delay is the bench figure live_push_latency)", async () => {
    const { seq } = await liveOf(b, token, meetingId);
    const sse = await stream(b, meetingId, seq);
    try {
      expect(sse.status).toBe(200);
      await sse.next((e) => e.event === "ready");
      for (const locked of [true, false, true]) {
        const sent = performance.now();
        const done = await control(a, token, "GET", `/meetings/${meetingId}/lock/${locked}`);
        expect(done.status).toBe(200);
        const event = await sse.next((e) => e.event === "live" && batchOf(e).seq === done.batch.seq, 10_000);
        console.info(`pushed across instances in ${Math.round(event.receivedAt - sent)} ms`);
        expect(batchOf(event).deltas).toContainEqual({ type: "meeting", meetingId, changes: { locked } });
        expect(event.id).toBe(String(done.batch.seq));
      }
    } finally {
      sse.close();
    }
  });

  it("an instance whose listening connection drops listens again and hands out what it missed", async () => {
    const { seq } = await liveOf(b, token, meetingId);
    const sse = await stream(b, meetingId, seq);
    try {
      await sse.next((e) => e.event === "ready");
      await b.ctx.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN live_events'`,
      );
      for (const locked of [false, true]) {
        const done = await control(a, token, "GET", `/meetings/${meetingId}/lock/${locked}`);
        const event = await sse.next((e) => e.event === "live" && batchOf(e).seq === done.batch.seq, 10_000);
        expect(batchOf(event).deltas).toContainEqual({ type: "meeting", meetingId, changes: { locked } });
      }
    } finally {
      sse.close();
    }
  });

  it("a dropped stream resynchronises from its last seq without losing or repeating a change", async () => {
    const { seq } = await liveOf(a, token, meetingId);
    const first = await stream(a, meetingId, seq);
    const [p] = await rosterOf(a, token, meetingId);
    const seen: number[] = [];
    for (const on of [false, true]) {
      const done = await control(b, token, "GET", `/participants/${p.id}/microphone/${on}`);
      seen.push(
        batchOf(await first.next((e) => e.event === "live" && batchOf(e).seq === done.batch.seq)).seq,
      );
    }
    first.close();
    // While disconnected: two changes (and the simulator's own, on whichever instance).
    const missed: number[] = [];
    for (const layout of ["STACKED", "AUTO"]) {
      missed.push((await control(b, token, "PUT", `/meetings/${meetingId}/layout`, { layout })).batch.seq);
    }
    const again = await stream(b, meetingId, seen.at(-1));
    try {
      await again.next((e) => e.event === "ready");
      const replayed = again.events.filter((e) => e.event === "live").map((e) => batchOf(e).seq);
      for (const s of missed) expect(replayed).toContain(s);
      expect(replayed.some((s) => seen.includes(s))).toBe(false);
      expect([...replayed].sort((x, y) => x - y)).toEqual(replayed);
      expect(new Set(replayed).size).toBe(replayed.length);
      const layouts = again.events
        .filter((e) => e.event === "live")
        .flatMap((e) => batchOf(e).deltas)
        .flatMap((d) => (d.type === "meeting" && d.changes.layout ? [d.changes.layout] : []));
      expect(layouts).toEqual(["STACKED", "AUTO"]);
    } finally {
      again.close();
    }
  });

  it("a seq older than the kept batches gets `reset` with the position to read the state from", async () => {
    await a.ctx.db.execute(sql`delete from live_events where seq <= (select max(seq) - 1 from live_events)`);
    const old = await stream(a, meetingId, 1);
    try {
      const reset = await old.next((e) => e.event === "reset");
      expect((reset.data as { seq: number }).seq).toBeGreaterThan(1);
    } finally {
      old.close();
    }
  });

  it("the monitor stream carries meeting and device deltas of every meeting, not the roster's", async () => {
    const sse = await stream(b, undefined);
    try {
      await sse.next((e) => e.event === "ready");
      const [p] = await rosterOf(a, token, meetingId);
      await control(a, token, "GET", `/participants/${p.id}/microphone/false`);
      const done = await control(a, token, "GET", `/meetings/${meetingId}/lock/false`);
      const event = await sse.next((e) => e.event === "live" && batchOf(e).seq === done.batch.seq);
      expect(batchOf(event).deltas.map((d) => d.type)).toEqual(["meeting"]);
      const all = sse.events.flatMap((e) => (e.event === "live" ? batchOf(e).deltas : []));
      expect(all.some((d) => d.type === "participant" || d.type === "audit")).toBe(false);
    } finally {
      sse.close();
    }
  });
});

describe("stream tickets", () => {
  it("are single-use, short-lived, and given only to those who may watch", async () => {
    const { data } = await ticket(a, meetingId);
    expect(data).toMatchObject({ scope: "MEETING", meetingId });
    const url = `${urls.get(a)}/api/v1/live/stream?ticket=${data.ticket}`;
    const once = await openSse(url);
    expect(once.status).toBe(200);
    once.close();
    const twice = await openSse(url);
    expect(twice.status).toBe(401);
    expect((await openSse(`${urls.get(b)}/api/v1/live/stream?ticket=${"x".repeat(43)}`)).status).toBe(401);
    const user = (await loginAs(a, ...USER)).token;
    // A meeting the user does not see is unknown to them (live/rights.ts); the monitors need a permission.
    expect((await ticket(a, meetingId, user)).status).toBe(404);
    expect((await ticket(a, undefined, user)).status).toBe(403);
    expect((await call(a, "POST", "/api/v1/live/tickets", { payload: {} })).statusCode).toBe(401);
    // A ticket of a session that has since ended opens nothing.
    const { token: other } = await loginAs(a, ...ADMIN);
    const pending = (await ticket(a, meetingId, other)).data;
    await call(a, "POST", "/api/v1/logout", { token: other });
    expect((await openSse(`${urls.get(a)}/api/v1/live/stream?ticket=${pending.ticket}`)).status).toBe(401);
  });

  it("never appear with the session token in the stream URL, and are masked in the logs", async () => {
    const { data } = await ticket(a, meetingId);
    expect(data.ticket).not.toBe(token);
    const { maskUrl } = await import("../../server/src/logger.ts");
    expect(maskUrl(`/api/v1/live/stream?ticket=${data.ticket}&since=3`)).toBe(
      "/api/v1/live/stream?ticket=***&since=3",
    );
  });
});
