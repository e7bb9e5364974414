import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import type { JoinTicket } from "#contract/join-tickets";
import type { LiveBatch, StreamTicket } from "#contract/live-events";
import type { McuServer } from "#contract/mcu";
import type { Participant } from "#contract/participants";
import { type RunningJanus, startJanus } from "../../scripts/janus.mjs";
import { callRecords, participants } from "../../server/src/db/schema-live.ts";
import { JANUS_EVENTS_PATH } from "../../server/src/live/janus-event-routes.ts";
import { eventSecret } from "../../server/src/mcu/janus/janus-http.ts";
import { call, envelopeOf } from "./helpers.ts";
import {
  Browser,
  basicAuth,
  janusServerBody,
  listedIn,
  roomOfMeeting,
  webRtcRoster,
} from "./janus-fixtures.ts";
import { base, control, type LiveApp, makeLiveApp, scheduleMeeting, terminalRooms } from "./live-fixtures.ts";
import { clearMeetings } from "./meeting-fixtures.ts";
import { openSse, type SseClient } from "./sse-client.ts";

/**
 * Janus's own events drive the roster: a real Janus (scripts/janus.mjs) whose HTTP event handler
 * posts to this test's server. The test plays the browsers by talking to Janus's HTTP API (a
 * session, a VideoRoom handle, a `join` with the ticket's token and PIN): no media is needed for
 * joins and leaves. Checked through our API, the live stream and the call records.
 */
const HTTP_PORT = 7410;
const ADMIN_PORT = 7411;
const SERVER_PORT = 7412;
const SECRET = "janus-events-admin-secret";
const BACKEND = `http://127.0.0.1:${SERVER_PORT}${JANUS_EVENTS_PATH}`;
let dir: string;
let janus: RunningJanus;
let live: LiveApp;
let meetingId: string;
let room: number;
let sse: SseClient;
const logLines: string[] = [];

/** A browser of the test: joins the meeting's room with a fresh ticket. */
async function browser(display: string): Promise<Browser> {
  const opened = await Browser.open(janus.url);
  const issued = envelopeOf<JoinTicket>(
    await call(live.app, "POST", `${base}/meetings/join-ticket/${room}`, {
      token: live.admin,
      payload: { display, password: "246810" },
    }),
  ).data;
  await opened.join(room, display, issued);
  return opened;
}

const listed = () => listedIn(janus.url, room);

const rosterUntil = (done?: (byName: Map<string, Participant>) => boolean, ms?: number) =>
  webRtcRoster(live.app, live.admin, meetingId, done, ms);

async function postEvents(body: unknown, password?: string) {
  const response = await fetch(BACKEND, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(password === undefined ? {} : { authorization: basicAuth(password) }),
    },
    body: JSON.stringify(body),
  });
  return response.status;
}

const lastSeq = async () =>
  Number(
    (
      (await live.app.ctx.db.execute(sql`select seq from live_sequence where id = 1`)) as unknown as {
        rows: { seq: number }[];
      }
    ).rows[0].seq,
  );

beforeAll(async () => {
  live = await makeLiveApp({
    logger: { level: "info", stream: { write: (line: string) => void logLines.push(line) } },
  });
  await clearMeetings(live.app.ctx.db);
  await live.app.listen({ port: SERVER_PORT, host: "127.0.0.1" });
  dir = mkdtempSync(path.join(tmpdir(), "janus-events-"));
  janus = await startJanus({
    dir,
    httpPort: HTTP_PORT,
    adminPort: ADMIN_PORT,
    adminSecret: SECRET,
    events: { backend: BACKEND, password: eventSecret(SECRET) },
  });
  const poolId = envelopeOf<{ id: string }>(
    await call(live.app, "POST", `${base}/resource-pool`, { token: live.admin, payload: { name: "Events" } }),
  ).data.id;
  const server = envelopeOf<McuServer>(
    await call(live.app, "POST", `${base}/servers`, {
      token: live.admin,
      payload: janusServerBody({ httpPort: HTTP_PORT, adminPort: ADMIN_PORT }, SECRET, { poolId }),
    }),
  ).data;
  expect(server.status).toBe("ONLINE");
  const rooms = await terminalRooms(live.app.ctx.db);
  meetingId = await scheduleMeeting(live.app, live.admin, {
    roomIds: [rooms[0].roomId],
    startAt: live.clock.now + 60_000,
    poolId,
    capacity: 100,
    name: "Browsers",
  });
  await call(live.app, "GET", `${base}/meetings/${meetingId}/password?password=246810`, {
    token: live.admin,
  });
  room = await roomOfMeeting(live.app.ctx.db, meetingId);
  await live.advance(60_000);
  const ticket = envelopeOf<StreamTicket>(
    await call(live.app, "POST", "/api/v1/live/tickets", { token: live.admin, payload: { meetingId } }),
  ).data.ticket;
  sse = await openSse(`http://127.0.0.1:${SERVER_PORT}/api/v1/live/stream?ticket=${ticket}`);
  await sse.next((e) => e.event === "ready");
}, 60_000);

afterAll(async () => {
  sse?.close();
  await janus?.stop();
  // The stream and the keep-alive connections of the posts would hold the close.
  live?.app.server.closeAllConnections();
  await live?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The participant deltas of the stream so far, for the participant `id`. */
const streamed = (id: string) =>
  sse.events
    .filter((e) => e.event === "live")
    .flatMap((e) => (e.data as LiveBatch).deltas)
    .flatMap((d) => {
      if (d.type === "participantAdded" && d.participant.id === id) return [d.participant];
      if (d.type === "participant" && d.participantId === id) return [d.changes];
      return [];
    });

describe("browsers in a meeting's VideoRoom, as Janus reports them", () => {
  const browsers: Record<string, Browser> = {};

  it("two join: each on the roster at once, CONNECTING, WEBRTC, its display name; ONLINE once the room lists it", async () => {
    browsers.alice = await browser("Alice");
    browsers.bob = await browser("Bob");
    const joined = await rosterUntil((byName) => byName.has("Alice") && byName.has("Bob"));
    for (const name of ["Alice", "Bob"]) {
      expect(joined.get(name)).toMatchObject({
        protocol: "WEBRTC",
        callDirection: false,
        server: { serverModel: "JANUS" },
      });
    }
    await live.advance(1_000);
    const online = await rosterUntil((byName) =>
      ["Alice", "Bob"].every((n) => byName.get(n)?.parStatus === "ONLINE"),
    );
    expect([online.get("Alice")?.parStatus, online.get("Bob")?.parStatus]).toEqual(["ONLINE", "ONLINE"]);
    const alice = online.get("Alice") as Participant;
    await sse.next((e) =>
      (e.data as LiveBatch).deltas?.some((d) => d.type === "participant" && d.participantId === alice.id),
    );
    expect(streamed(alice.id).map((d) => d.parStatus)).toEqual(["CONNECTING", "ONLINE"]);
    expect(streamed(alice.id)[0]).toMatchObject({ name: "Alice", protocol: "WEBRTC" });
  });

  it("one leaves: OFFLINE, hung up, on the roster and the stream", async () => {
    await browsers.alice.leave();
    const after = await rosterUntil((byName) => byName.get("Alice")?.parStatus === "OFFLINE");
    expect(after.get("Alice")).toMatchObject({ parStatus: "OFFLINE", disconnectReason: "HUNG_UP" });
    expect(after.get("Bob")?.parStatus).toBe("ONLINE");
    const id = (after.get("Alice") as Participant).id;
    await sse.next((e) =>
      (e.data as LiveBatch).deltas?.some(
        (d) => d.type === "participant" && d.participantId === id && d.changes.parStatus === "OFFLINE",
      ),
    );
  });

  it("a session destroyed (a closed tab): OFFLINE with its reason", async () => {
    browsers.carol = await browser("Carol");
    await rosterUntil((byName) => byName.has("Carol"));
    await browsers.carol.destroy();
    const after = await rosterUntil((byName) => byName.get("Carol")?.parStatus === "OFFLINE");
    expect(after.get("Carol")).toMatchObject({ parStatus: "OFFLINE", disconnectReason: "HUNG_UP" });
  });

  it("disconnected from the console: kicked on Janus (gone from listparticipants), OFFLINE on the roster", async () => {
    const bob = (await rosterUntil(() => true)).get("Bob") as Participant;
    expect(await listed()).toContain(browsers.bob.feed);
    const response = await control(live.app, live.admin, "GET", `/participants/${bob.id}/connect/false`);
    expect(response.status).toBe(200);
    expect(await listed()).not.toContain(browsers.bob.feed);
    const after = await rosterUntil(() => true);
    expect(after.get("Bob")).toMatchObject({ parStatus: "OFFLINE", disconnectReason: "HUNG_UP" });
    await live.advance(1_000);
    expect((await rosterUntil(() => true)).get("Bob")?.parStatus).toBe("OFFLINE");
  });

  it("the call records hold each join and leave", async () => {
    const records = await live.app.ctx.db
      .select()
      .from(callRecords)
      .where(eq(callRecords.meetingId, meetingId))
      .orderBy(asc(callRecords.dialledAt));
    const webrtc = records.filter((r) => r.protocol === "WEBRTC");
    expect(webrtc.map((r) => r.name).sort()).toEqual(["Alice", "Bob", "Carol"]);
    for (const record of webrtc) {
      expect(record.callDirection).toBe(false);
      expect(record.dialledAt).toBeGreaterThan(0);
      expect(record.disconnectedAt).not.toBeNull();
      expect(record.endReason).toBe("HUNG_UP");
    }
    expect(webrtc.find((r) => r.name === "Alice")?.connectedAt).not.toBeNull();
  });
});

describe("the event endpoint", () => {
  it("refuses a post without the secret or with a wrong one (401), logged without it, and nothing changes", async () => {
    const before = await lastSeq();
    const wrong = "not-the-event-secret-1234";
    expect(await postEvents(joinedEvent(room, 4242, "Mallory"))).toBe(401);
    expect(await postEvents(joinedEvent(room, 4242, "Mallory"), wrong)).toBe(401);
    expect(await postEvents(joinedEvent(room, 4242, "Mallory"), SECRET)).toBe(401);
    expect(await lastSeq()).toBe(before);
    expect((await rosterUntil(() => true, 0)).has("Mallory")).toBe(false);
    const refused = logLines.filter((line) => line.includes("janus event post refused"));
    expect(refused.length).toBe(3);
    for (const line of logLines) {
      for (const secret of [
        wrong,
        SECRET,
        eventSecret(SECRET),
        Buffer.from(`janus:${wrong}`).toString("base64"),
      ])
        expect(line).not.toContain(secret);
    }
  });

  it("a forged event for a room that is no meeting on that Janus changes nothing", async () => {
    const before = await lastSeq();
    expect(await postEvents(joinedEvent(room + 1, 4243, "Eve"), eventSecret(SECRET))).toBe(204);
    expect(await postEvents({ type: 64, event: "nonsense" }, eventSecret(SECRET))).toBe(204);
    expect(await lastSeq()).toBe(before);
    const names = (await live.app.ctx.db.select({ name: participants.name }).from(participants)).map(
      (p) => p.name,
    );
    expect(names).not.toContain("Eve");
  });
});

describe("reconciliation with listparticipants at each observation", () => {
  it("a participant whose event was missed is added, a ghost the room does not list is dropped", async () => {
    const dave = await browser("Dave");
    await rosterUntil((byName) => byName.has("Dave"));
    // As if the join had never been reported: the row is gone.
    await live.app.ctx.db.delete(participants).where(eq(participants.name, "Dave"));
    expect(await postEvents(joinedEvent(room, 987_654, "Ghost"), eventSecret(SECRET))).toBe(204);
    expect((await rosterUntil((byName) => byName.has("Ghost"))).get("Ghost")?.parStatus).toBe("CONNECTING");
    await live.advance(1_000);
    await live.advance(1_000);
    const after = await rosterUntil(() => true, 0);
    expect(after.get("Dave")).toMatchObject({ parStatus: "ONLINE", protocol: "WEBRTC" });
    expect(after.get("Ghost")).toMatchObject({ parStatus: "OFFLINE", disconnectReason: "DROPPED" });
    await dave.destroy();
  });
});

/** A VideoRoom `joined` as Janus's event handler posts it (grouped: an array). */
function joinedEvent(targetRoom: number, id: number, display: string) {
  return [
    {
      type: 64,
      timestamp: Date.now() * 1000,
      session_id: 21,
      handle_id: 22,
      event: { plugin: "janus.plugin.videoroom", data: { event: "joined", room: targetRoom, id, display } },
    },
  ];
}
