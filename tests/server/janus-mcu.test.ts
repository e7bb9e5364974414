import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { JoinTicket } from "#contract/join-tickets";
import type { MonitorMcuPage } from "#contract/live-monitor";
import type { McuServer } from "#contract/mcu";
import { type RunningJanus, startJanus } from "../../scripts/janus.mjs";
import { mcuServers } from "../../server/src/db/schema-devices.ts";
import { meetings, schedules } from "../../server/src/db/schema-meetings.ts";
import { call, envelopeOf } from "./helpers.ts";
import {
  base,
  control,
  type LiveApp,
  liveOf,
  makeLiveApp,
  rosterOf,
  scheduleMeeting,
  terminalRooms,
} from "./live-fixtures.ts";
import { clearMeetings } from "./meeting-fixtures.ts";

/**
 * An MCU of model JANUS on a real Janus (Debian's janus, started here with scripts/janus.mjs): its
 * status and reason as probed, a meeting on it as a VideoRoom (checked through Janus's own API),
 * the control actions that reach the room, those an SFU cannot do refused, and the end.
 */
const HTTP_PORT = 7330;
const ADMIN_PORT = 7331;
const SECRET = "janus-test-admin-secret";
const dirs: string[] = [];
let janus: RunningJanus;
let notJanus: Server;
let live: LiveApp;
let poolId: string;
let serverId: string;

const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "janus-mcu-"));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  janus = await startJanus({
    dir: folder(),
    httpPort: HTTP_PORT,
    adminPort: ADMIN_PORT,
    adminSecret: SECRET,
  });
  notJanus = createServer((_request, response) =>
    response.writeHead(404, { "content-type": "text/html" }).end("<p>no"),
  );
  await new Promise<void>((resolve) => notJanus.listen(7334, "127.0.0.1", resolve));
  live = await makeLiveApp();
  await clearMeetings(live.app.ctx.db);
  poolId = envelopeOf<{ id: string }>(
    await call(live.app, "POST", `${base}/resource-pool`, {
      token: live.admin,
      payload: { name: "Janus pool" },
    }),
  ).data.id;
}, 60_000);
afterAll(async () => {
  await live?.close();
  await janus?.stop();
  await new Promise((resolve) => notJanus?.close(resolve));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const janusServer = (extra: Record<string, unknown> = {}) => ({
  name: `Janus ${Math.random().toString(36).slice(2, 8)}`,
  model: "JANUS",
  address: "127.0.0.1",
  port: HTTP_PORT,
  adminPort: ADMIN_PORT,
  protocol: "HTTP",
  username: "janus",
  password: SECRET,
  capacity: 20,
  ...extra,
});

async function addServer(payload: Record<string, unknown>) {
  const response = await call(live.app, "POST", `${base}/servers`, { token: live.admin, payload });
  expect(response.statusCode).toBe(200);
  return envelopeOf<McuServer>(response).data;
}

const post = async (url: string, body: Record<string, unknown>) =>
  (await (
    await fetch(url, { method: "POST", body: JSON.stringify({ transaction: "t", ...body }) })
  ).json()) as {
    data?: { id: number };
    plugindata?: { data: Record<string, unknown> };
  };

/** A VideoRoom request on a session of the test's own (what a participant or another tool would send). */
async function videoRoom(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const session = await post(janus.url, { janus: "create" });
  const handle = await post(`${janus.url}/${session.data?.id}`, {
    janus: "attach",
    plugin: "janus.plugin.videoroom",
  });
  const answer = await post(`${janus.url}/${session.data?.id}/${handle.data?.id}`, {
    janus: "message",
    body,
  });
  await post(`${janus.url}/${session.data?.id}`, { janus: "destroy" });
  return answer.plugindata?.data ?? {};
}

/** A participant's join (no media): "joined", or the VideoRoom's error code. */
async function join(room: number, extra: Record<string, unknown>): Promise<string | number> {
  const session = await post(janus.url, { janus: "create" });
  const at = `${janus.url}/${session.data?.id}`;
  const handle = await post(at, { janus: "attach", plugin: "janus.plugin.videoroom" });
  await post(`${at}/${handle.data?.id}`, {
    janus: "message",
    body: { request: "join", ptype: "publisher", room, display: "Guest", ...extra },
  });
  for (let i = 0; i < 10; i++) {
    const event = (await (await fetch(`${at}?maxev=1`)).json()) as {
      plugindata?: { data: Record<string, unknown> };
    };
    const data = event.plugindata?.data;
    if (data?.videoroom === "joined") return "joined";
    if (typeof data?.error_code === "number") return data.error_code;
  }
  return "nothing";
}

const roomOf = async (room: number) =>
  (
    (await videoRoom({ request: "list" })).list as {
      room: number;
      pin_required: boolean;
      max_publishers: number;
    }[]
  ).find((r) => r.room === room);

describe("an MCU of model JANUS: its status as probed", () => {
  it("a Janus server with the VideoRoom and the right secret is ONLINE, the secret never answered", async () => {
    const server = await addServer(janusServer({ poolId, capacity: 200 }));
    serverId = server.id;
    expect(server).toMatchObject({
      model: "JANUS",
      status: "ONLINE",
      statusReason: null,
      adminPort: ADMIN_PORT,
    });
    expect(JSON.stringify(server)).not.toContain(SECRET);
  });

  it("OFFLINE with its reason: a wrong secret, an address that is not Janus, nothing listening", async () => {
    expect(await addServer(janusServer({ password: "wrong", address: "localhost" }))).toMatchObject({
      status: "OFFLINE",
      statusReason: "WRONG_SECRET",
    });
    expect(await addServer(janusServer({ port: 7334, adminPort: 7334 }))).toMatchObject({
      status: "OFFLINE",
      statusReason: "NOT_JANUS",
    });
    expect(await addServer(janusServer({ port: 7335, adminPort: 7336 }))).toMatchObject({
      status: "OFFLINE",
      statusReason: "UNREACHABLE",
    });
  });

  it("OFFLINE, PLUGIN_MISSING: a Janus without the VideoRoom plugin", async () => {
    const bare = await startJanus({
      dir: folder(),
      httpPort: 7337,
      adminPort: 7338,
      adminSecret: SECRET,
      videoroom: false,
    });
    try {
      expect(await addServer(janusServer({ port: 7337, adminPort: 7338 }))).toMatchObject({
        status: "OFFLINE",
        statusReason: "PLUGIN_MISSING",
      });
    } finally {
      await bare.stop();
    }
  }, 30_000);

  it("the MCU monitor shows each with its reason", async () => {
    const page = envelopeOf<MonitorMcuPage>(
      await call(live.app, "GET", `${base}/monitor/mcu?size=100&keyword=Janus`, { token: live.admin }),
    ).data;
    const reasons = page.records.filter((r) => r.model === "JANUS").map((r) => r.statusReason);
    expect(reasons.sort()).toEqual(
      [null, "NOT_JANUS", "PLUGIN_MISSING", "UNREACHABLE", "WRONG_SECRET"].sort(),
    );
  });
});

describe("a meeting whose pool holds the Janus server", () => {
  let meetingId: string;
  let room: number;

  beforeAll(async () => {
    meetingId = await bookOnJanus(0, "On Janus");
    await call(live.app, "GET", `${base}/meetings/${meetingId}/password?password=246810`, {
      token: live.admin,
    });
    room = await roomNumber(meetingId);
    await live.advance(60_000);
  }, 60_000);

  it("starts on it: a VideoRoom with the meeting's number, its capacity as publishers", async () => {
    const meeting = await liveOf(live.app, live.admin, meetingId);
    expect(meeting.server).toMatchObject({ id: serverId, serverModel: "JANUS" });
    expect(await roomOf(room)).toBeUndefined(); // private: not listed without the admin key
    expect((await videoRoom({ request: "exists", room })).exists).toBe(true);
  });

  it("only a join ticket's token joins: one skipping our server is refused", async () => {
    expect(await join(room, { token: "guessed" })).toBe(433);
    expect(await join(room, {})).toBe(433);
    const issued = await ticket(String(room));
    expect(issued.status).toBe(200);
    expect(issued.data).toMatchObject({ janusUrl: janus.url, room, pin: null });
    expect(await join(room, { token: issued.data.token })).toBe("joined");
    expect((await ticket("99999999")).status).toBe(404);
  });

  it("the password changed from the console: the ticket needs it, the room's PIN holds for later joins", async () => {
    expect(
      (await control(live.app, live.admin, "GET", `/meetings/${meetingId}/password?password=135790`)).status,
    ).toBe(200);
    const without = await ticket(String(room), {}, "en-US");
    expect([without.status, without.errorCode, without.message]).toEqual([
      403,
      "WRONG_PASSWORD",
      "The meeting password is wrong",
    ]);
    const issued = await ticket(String(room), { password: "135790" });
    expect(issued.data.pin).toBe("135790");
    expect(await join(room, { token: issued.data.token, pin: "000000" })).toBe(433);
    expect(await join(room, { token: issued.data.token, pin: "135790" })).toBe("joined");
  });

  it("lock: a ticket issued before it no longer joins, and no ticket is issued while locked", async () => {
    const before = await ticket(String(room), { password: "135790" });
    expect((await control(live.app, live.admin, "GET", `/meetings/${meetingId}/lock/true`)).status).toBe(200);
    expect(await join(room, { token: before.data.token, pin: "135790" })).toBe(433);
    const locked = await ticket(String(room), { password: "135790" });
    expect([locked.status, locked.errorCode, locked.message]).toEqual([
      409,
      "MEETING_LOCKED",
      "会议已锁定，无法加入",
    ]);
  });

  it("what an SFU cannot do: a clear 409 in the caller's language, nothing changed", async () => {
    const layout = await control(
      live.app,
      live.admin,
      "PUT",
      `/meetings/${meetingId}/layout`,
      { layout: "TWO_BY_TWO" },
      "en-US",
    );
    expect(layout.status).toBe(409);
    expect(layout.envelope.message).toMatch(/SFU.*no layout/);
    const zh = await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/layout`, {
      layout: "TWO_BY_TWO",
    });
    expect(zh.envelope.message).toContain("无法设置布局");
    expect((await liveOf(live.app, live.admin, meetingId)).layout).not.toBe("TWO_BY_TWO");
    const invite = await control(
      live.app,
      live.admin,
      "POST",
      `/meetings/${meetingId}/invite-addresses`,
      {
        addresses: [{ name: "Room", address: "sip:room@example.org", protocol: "SIP" }],
      },
      "en-US",
    );
    expect(invite.status).toBe(409);
    expect(invite.envelope.message).toMatch(/dials no SIP/);
    const [someone] = await rosterOf(live.app, live.admin, meetingId);
    const speaker = await control(
      live.app,
      live.admin,
      "GET",
      `/participants/${someone.id}/speaker/false`,
      undefined,
      "en-US",
    );
    expect([speaker.status, speaker.envelope.message]).toEqual([
      409,
      expect.stringMatching(/cannot mute what one participant hears/),
    ]);
  });

  it("ended from the console: the room is destroyed", async () => {
    expect(
      (await call(live.app, "DELETE", `${base}/meetings/${meetingId}`, { token: live.admin })).statusCode,
    ).toBe(200);
    expect((await videoRoom({ request: "exists", room })).exists).toBe(false);
  });

  it("a room number already on the bridge: the meeting does not start there, the room is left alone", async () => {
    const other = await bookOnJanus(1);
    const taken = await roomNumber(other);
    expect(
      (await videoRoom({ request: "create", room: taken, secret: "theirs", publishers: 3 })).videoroom,
    ).toBe("created");
    await live.advance(60_000);
    const meeting = await liveOf(live.app, live.admin, other);
    expect(meeting).toMatchObject({ meetingStatus: "ABNORMAL", abnormalReason: "MCU_REFUSED" });
    expect((await videoRoom({ request: "exists", room: taken })).exists).toBe(true);
    expect((await videoRoom({ request: "destroy", room: taken, secret: "theirs" })).videoroom).toBe(
      "destroyed",
    );
  });
});

describe("Janus killed during a meeting, then restarted", () => {
  let meetingId: string;
  let room: number;

  beforeAll(async () => {
    meetingId = await bookOnJanus(2, "Survives a restart");
    room = await roomNumber(meetingId);
    await live.advance(60_000);
    expect((await liveOf(live.app, live.admin, meetingId)).meetingStatus).toBe("ONLINE");
  }, 60_000);

  it("the health loop marks it OFFLINE, UNREACHABLE, within 10 s; the meeting shows as abnormal", async () => {
    live.app.live.health.start();
    await janus.kill();
    expect(await statusWithin(10_000, "OFFLINE")).toEqual({ status: "OFFLINE", reason: "UNREACHABLE" });
    await live.advance(1_000);
    expect(await liveOf(live.app, live.admin, meetingId)).toMatchObject({
      meetingStatus: "ABNORMAL",
      abnormalReason: "MCU_UNREACHABLE",
    });
  }, 20_000);

  it("back: ONLINE again, the room made again, the meeting running", async () => {
    janus = await startJanus({
      dir: folder(),
      httpPort: HTTP_PORT,
      adminPort: ADMIN_PORT,
      adminSecret: SECRET,
    });
    expect(await statusWithin(10_000, "ONLINE")).toEqual({ status: "ONLINE", reason: null });
    await live.advance(1_000);
    expect((await videoRoom({ request: "exists", room })).exists).toBe(true);
    expect((await liveOf(live.app, live.admin, meetingId)).meetingStatus).toBe("ONLINE");
    await live.app.live.health.stop();
  }, 40_000);
});

/** POST join-ticket/{number} as the admin. */
async function ticket(number: string, body: Record<string, unknown> = {}, language?: "en-US") {
  const response = await call(live.app, "POST", `${base}/meetings/join-ticket/${number}`, {
    token: live.admin,
    payload: body,
    language,
  });
  const envelope = envelopeOf<JoinTicket>(response);
  return {
    status: response.statusCode,
    data: envelope.data,
    errorCode: envelope.errorCode,
    message: envelope.message,
  };
}

/** A meeting in a minute in the Janus server's pool, with the `index`th terminal room. */
async function bookOnJanus(index: number, name?: string): Promise<string> {
  const rooms = await terminalRooms(live.app.ctx.db);
  return scheduleMeeting(live.app, live.admin, {
    roomIds: [rooms[index].roomId],
    startAt: live.clock.now + 60_000,
    poolId,
    capacity: 100,
    name,
  });
}

async function roomNumber(meetingId: string): Promise<number> {
  const [row] = await live.app.ctx.db
    .select({ number: schedules.meetingNumber })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(eq(meetings.id, meetingId));
  return Number(row.number);
}

/** The Janus server's status and reason once it is `wanted` (or the deadline passes). */
async function statusWithin(ms: number, wanted: "ONLINE" | "OFFLINE") {
  const deadline = Date.now() + ms;
  for (;;) {
    const [row] = await live.app.ctx.db.select().from(mcuServers).where(eq(mcuServers.id, serverId));
    if (row.status === wanted || Date.now() > deadline)
      return { status: row.status, reason: row.statusReason };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
