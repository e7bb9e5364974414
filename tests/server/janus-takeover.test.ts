import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { JoinTicket } from "#contract/join-tickets";
import type { McuServer } from "#contract/mcu";
import type { Participant } from "#contract/participants";
import { type RunningJanus, startJanus } from "../../scripts/janus.mjs";
import { JANUS_EVENTS_PATH } from "../../server/src/live/janus-event-routes.ts";
import { eventSecret } from "../../server/src/mcu/janus/janus-http.ts";
import { ADMIN, call, envelopeOf, loginAs, makeInstances } from "./helpers.ts";
import { Browser, janusServerBody, listedIn, roomOfMeeting, webRtcRoster } from "./janus-fixtures.ts";
import { base, scheduleMeeting, terminalRooms } from "./live-fixtures.ts";
import { clearMeetings } from "./meeting-fixtures.ts";

/**
 * The instance Janus posts its events to dies during a meeting: what happens in the room meanwhile
 * (a join, a leave) reaches no one. The instance that takes the meeting over reconciles the roster
 * with the room's `listparticipants` at its first observation.
 */
const HTTP_PORT = 7413;
const ADMIN_PORT = 7414;
const SERVER_PORT = 7415;
const SECRET = "janus-takeover-admin-secret";
let instances: Awaited<ReturnType<typeof makeInstances>>;
let a: FastifyInstance;
let b: FastifyInstance;
let token: string;
let dir: string;
let janus: RunningJanus;
let meetingId: string;
let room: number;

async function browser(app: FastifyInstance, display: string): Promise<Browser> {
  const opened = await Browser.open(janus.url);
  const issued = envelopeOf<JoinTicket>(
    await call(app, "POST", `${base}/meetings/join-ticket/${room}`, { token, payload: { display } }),
  ).data;
  await opened.join(room, display, issued);
  return opened;
}

const rosterUntil = (app: FastifyInstance, done?: (byName: Map<string, Participant>) => boolean) =>
  webRtcRoster(app, token, meetingId, done);

beforeAll(async () => {
  instances = await makeInstances(2, { live: { simulator: { seed: 7 } } });
  [a, b] = instances.apps;
  await a.listen({ port: SERVER_PORT, host: "127.0.0.1" });
  dir = mkdtempSync(path.join(tmpdir(), "janus-takeover-"));
  janus = await startJanus({
    dir,
    httpPort: HTTP_PORT,
    adminPort: ADMIN_PORT,
    adminSecret: SECRET,
    events: { backend: `http://127.0.0.1:${SERVER_PORT}${JANUS_EVENTS_PATH}`, password: eventSecret(SECRET) },
  });
  await clearMeetings(a.ctx.db);
  token = (await loginAs(a, ...ADMIN)).token;
  const poolId = envelopeOf<{ id: string }>(
    await call(a, "POST", `${base}/resource-pool`, { token, payload: { name: "Takeover" } }),
  ).data.id;
  const server = envelopeOf<McuServer>(
    await call(a, "POST", `${base}/servers`, {
      token,
      payload: janusServerBody({ httpPort: HTTP_PORT, adminPort: ADMIN_PORT }, SECRET, { poolId }),
    }),
  ).data;
  expect(server.status).toBe("ONLINE");
  const rooms = await terminalRooms(a.ctx.db);
  meetingId = await scheduleMeeting(a, token, {
    roomIds: [rooms[0].roomId],
    startAt: Date.now(),
    poolId,
    name: "Taken over",
  });
  room = await roomOfMeeting(a.ctx.db, meetingId);
  await a.live.engine.tick();
  expect(a.live.engine.driving.has(meetingId)).toBe(true);
}, 60_000);

afterAll(async () => {
  await janus?.stop();
  await instances?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it("the instance that takes the meeting over finds who joined and who left while no one listened", async () => {
  const alice = await browser(a, "Alice");
  await browser(a, "Bob");
  await rosterUntil(a, (byName) => byName.has("Alice") && byName.has("Bob"));
  await a.live.engine.tick();
  const before = await rosterUntil(a, (byName) => byName.get("Bob")?.parStatus === "ONLINE");
  expect([before.get("Alice")?.parStatus, before.get("Bob")?.parStatus]).toEqual(["ONLINE", "ONLINE"]);

  a.server.closeAllConnections();
  await a.close();
  await alice.leave();
  const carol = await browser(b, "Carol");
  expect(await listedIn(janus.url, room)).toContain(carol.feed);
  expect((await rosterUntil(b)).has("Carol")).toBe(false);

  await b.live.engine.tick();
  expect(b.live.engine.driving.has(meetingId)).toBe(true);
  await b.live.engine.tick();
  const after = await rosterUntil(b);
  expect(after.get("Alice")).toMatchObject({ parStatus: "OFFLINE", disconnectReason: "DROPPED" });
  expect(after.get("Bob")?.parStatus).toBe("ONLINE");
  expect(after.get("Carol")).toMatchObject({ parStatus: "ONLINE", protocol: "WEBRTC" });
}, 30_000);
