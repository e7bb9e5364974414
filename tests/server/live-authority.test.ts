import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { LiveBatch, StreamTicket } from "#contract/live-events";
import type { MonitorMcuPage, MonitorMeetingPage, MonitorTerminalPage } from "#contract/live-monitor";
import { departments } from "../../server/src/db/schema.ts";
import { rooms as roomTable } from "../../server/src/db/schema-devices.ts";
import { call, envelopeOf, loginAs, OPERATOR } from "./helpers.ts";
import {
  base,
  control,
  type LiveApp,
  makeLiveApp,
  rosterOf,
  scheduleMeeting,
  terminalRooms,
} from "./live-fixtures.ts";
import { clearMeetings } from "./meeting-fixtures.ts";
import { openSse } from "./sse-client.ts";

/**
 * Live meetings follow data authority like every other read: the demo operator (meetingControl and
 * meetingMonitor over 运维中心 and 市场部) neither reads nor controls a running meeting in a room of
 * 平台研发部 that it does not host: every read, control call and stream ticket answers 404, as
 * ending it does. In a meeting of a room it covers, the same calls answer 200. The monitors' lists
 * and the monitor stream show it the covered meeting and never the other.
 */
let live: LiveApp;
let operator: string;
let outside: string;
let inside: string;
let outsideGuest: string;
let insideGuest: string;
let insideOnline: string;
let freeTerminal: string;

const COVERED = ["运维中心", "市场部"];

async function coveredDeptIds(live: LiveApp): Promise<Set<string>> {
  const all = await live.app.ctx.db.select().from(departments);
  const covered = new Set(all.filter((d) => COVERED.includes(d.name)).map((d) => d.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of all) {
      if (d.parentId && covered.has(d.parentId) && !covered.has(d.id)) {
        covered.add(d.id);
        grew = true;
      }
    }
  }
  return covered;
}

async function guestOf(meetingId: string, address: string): Promise<string> {
  await control(live.app, live.admin, "POST", `/meetings/${meetingId}/invite-addresses`, {
    addresses: [{ address, protocol: "SIP", name: "Guest" }],
  });
  const guest = (await rosterOf(live.app, live.admin, meetingId)).find((p) => p.name === "Guest");
  if (!guest) throw new Error("the guest was not added");
  return guest.id;
}

beforeAll(async () => {
  live = await makeLiveApp();
  const db = live.app.ctx.db;
  await clearMeetings(db);
  operator = (await loginAs(live.app, ...OPERATOR)).token;
  const covered = await coveredDeptIds(live);
  const [platform] = await db.select().from(departments).where(eq(departments.name, "平台研发部"));
  const withDept = await Promise.all(
    (await terminalRooms(db)).map(async (room) => {
      const [row] = await db
        .select({ deptId: roomTable.deptId })
        .from(roomTable)
        .where(eq(roomTable.id, room.roomId));
      return { ...room, deptId: row?.deptId ?? null };
    }),
  );
  const platformRoom = withDept.find((room) => room.deptId === platform.id);
  const coveredRooms = withDept.filter((room) => room.deptId !== null && covered.has(room.deptId));
  const elsewhere = withDept.filter((room) => room !== platformRoom && !coveredRooms.includes(room));
  if (!platformRoom || coveredRooms.length < 2 || elsewhere.length === 0)
    throw new Error("the seed lacks rooms with terminals in 平台研发部 and the operator's branches");
  freeTerminal = elsewhere[0].terminalId;
  const startAt = live.clock.now + 60_000;
  outside = await scheduleMeeting(live.app, live.admin, {
    roomIds: [platformRoom.roomId],
    startAt,
    name: "R&D",
  });
  inside = await scheduleMeeting(live.app, live.admin, {
    roomIds: coveredRooms.slice(0, 2).map((room) => room.roomId),
    startAt,
    name: "Ops",
  });
  await live.advance(60_000);
  await live.advance(10_000);
  outsideGuest = await guestOf(outside, "sip:guest-rd@example.com");
  insideGuest = await guestOf(inside, "sip:guest-ops@example.com");
  const online = (await rosterOf(live.app, live.admin, inside)).find((p) => p.parStatus === "ONLINE");
  if (!online) throw new Error("no participant of the covered meeting is online");
  insideOnline = online.id;
}, 120_000);
afterAll(() => live?.close());

type Call = [
  method: string,
  path: (meeting: string, participant: string) => string,
  body?: (meeting: string, participant: string) => unknown,
];

/** Every read and control call on one meeting, or on one of its participants. */
const CALLS: Call[] = [
  ["GET", (m) => `/meetings/${m}/live`],
  ["GET", (m) => `/meetings/${m}/cascade`],
  ["GET", (m) => `/meetings/${m}/white-list`],
  ["GET", (m) => `/meetings/${m}/invite-candidates`],
  ["GET", (m) => `/meetings/${m}/audit`],
  ["GET", (m) => `/meetings/${m}/calls`],
  ["GET", (m) => `/participants?meetingId=${m}`],
  ["PUT", (m) => `/meetings/${m}/layout`, () => ({ layout: "TWO_BY_TWO" })],
  ["PUT", (m) => `/meetings/${m}/pane-placement`, () => ({ panes: [insideOnline] })],
  ["GET", (m) => `/meetings/${m}/mode/DISCUSSION`],
  ["GET", (m) => `/meetings/${m}/microphone/false`],
  ["PUT", (m) => `/meetings/${m}/message`, () => ({ content: "Hi", position: "TOP", durationSeconds: 30 })],
  ["DELETE", (m) => `/meetings/${m}/message`],
  ["GET", (m) => `/meetings/${m}/password?password=123456`],
  ["GET", (m) => `/meetings/${m}/connect/true`],
  ["GET", (m) => `/meetings/${m}/lock/true`],
  ["GET", (m) => `/meetings/${m}/lock/false`],
  ["PUT", (m) => `/meetings/${m}/extend`, () => ({ minutes: 30 })],
  ["PUT", (m) => `/meetings/${m}/white-list`, () => ({ entries: [] })],
  ["POST", (m) => `/meetings/${m}/invite-terminals`, () => ({ terminalIds: [freeTerminal] })],
  [
    "POST",
    (m) => `/meetings/${m}/invite-addresses`,
    (m) => ({
      addresses: [{ address: `sip:more-${m === inside ? "ops" : "rd"}@example.com`, protocol: "SIP" }],
    }),
  ],
  ["GET", (m) => `/participants/call/${m}`],
  ["GET", (_m, p) => `/participants/${p}/important/true`],
  ["GET", (_m, p) => `/participants/${p}/microphone/false`],
  ["GET", (_m, p) => `/participants/${p}/speaker/false`],
  ["GET", (_m, p) => `/participants/${p}/connect/false`],
  ["GET", (_m, p) => `/participants/${p}/top`],
  ["GET", (_m, p) => `/participants/${p}/top/false`],
  ["DELETE", (m) => `/meetings/${m}/participants`, (_m, p) => ({ ids: [p] })],
];

describe("a running meeting outside the operator's data authority", () => {
  it.each(CALLS.map((c) => [`${c[0]} ${c[1](":id", ":participant")}`, c] as const))(
    "%s answers 404",
    async (_name, [method, path, body]) => {
      const response = await control(
        live.app,
        operator,
        method,
        path(outside, outsideGuest),
        body?.(outside, outsideGuest),
      );
      expect(response.status).toBe(404);
    },
  );

  it("answers 404 to moving its participants, to a stream ticket and to removing one", async () => {
    const move = await control(live.app, operator, "GET", `/participants/${outsideGuest}/move/${inside}`);
    expect(move.status).toBe(404);
    const moveIn = await control(live.app, operator, "POST", `/participants/move/${outside}`, {
      ids: [insideGuest],
    });
    expect(moveIn.status).toBe(404);
    const ticket = await call(live.app, "POST", "/api/v1/live/tickets", {
      token: operator,
      payload: { meetingId: outside },
    });
    expect(ticket.statusCode).toBe(404);
    expect((await control(live.app, operator, "DELETE", `/participants/${outsideGuest}`)).status).toBe(404);
    expect(
      (await call(live.app, "DELETE", `${base}/meetings/${outside}`, { token: operator })).statusCode,
    ).toBe(404);
  });

  it("is left as it was: no change recorded in its audit trail by the operator", async () => {
    const audit = await call(live.app, "GET", `${base}/meetings/${outside}/audit?size=100`, {
      token: live.admin,
    });
    const actors = (audit.json() as { data: { records: { actor: { name: string } | null }[] } }).data.records;
    expect(actors.filter((entry) => entry.actor?.name === "运维值班员")).toEqual([]);
  });
});

async function read<T>(path: string): Promise<T> {
  return envelopeOf<T>(await call(live.app, "GET", `${base}${path}`, { token: operator })).data;
}

/** Every meeting id a batch names: its own, its deltas' and their terminals' calls'. */
const namedBy = (batch: LiveBatch): string[] => [
  ...(batch.meetingId ? [batch.meetingId] : []),
  ...batch.deltas.flatMap((d) =>
    d.type === "terminal" ? (d.call ? [d.call.meeting.id] : []) : "meetingId" in d ? [d.meetingId] : [],
  ),
];

describe("the monitors of an operator", () => {
  it("list the running meeting it covers and not the other", async () => {
    const ids = (await read<MonitorMeetingPage>("/monitor/meeting?size=100")).records.map((r) => r.id);
    expect(ids).toContain(inside);
    expect(ids).not.toContain(outside);
    const page = await read<MonitorMeetingPage>("/monitor/meeting?size=100");
    expect(page.total).toBe(page.records.length);
  });

  it("show no terminal's call and no MCU's share in the meeting it does not cover", async () => {
    const terminals = await read<MonitorTerminalPage>("/monitor/terminal?inMeeting=true&size=100");
    const calls = terminals.records.flatMap((t) => (t.call ? [t.call.meeting.id] : []));
    expect(calls).toContain(inside);
    expect(calls).not.toContain(outside);
    const mcus = await read<MonitorMcuPage>("/monitor/mcu?size=100");
    const held = mcus.records.flatMap((m) => m.meetings.map((meeting) => meeting.id));
    expect(held).toContain(inside);
    expect(held).not.toContain(outside);
  });

  it("stream the covered meeting's changes and nothing of the other, live and replayed", async () => {
    await live.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(live.app.server.address() as AddressInfo).port}/api/v1/live/stream`;
    const open = async (since?: number) => {
      const response = await call(live.app, "POST", "/api/v1/live/tickets", { token: operator, payload: {} });
      const { ticket } = envelopeOf<StreamTicket>(response).data;
      return openSse(`${url}?ticket=${ticket}${since === undefined ? "" : `&since=${since}`}`);
    };
    const sse = await open();
    let first = 0;
    try {
      first = ((await sse.next((e) => e.event === "ready")).data as { seq: number }).seq;
      await control(live.app, live.admin, "GET", `/meetings/${outside}/lock/true`);
      const done = await control(live.app, live.admin, "GET", `/meetings/${inside}/lock/true`);
      await sse.next((e) => e.event === "live" && (e.data as LiveBatch).seq === done.batch.seq);
      const named = sse.events.flatMap((e) => (e.event === "live" ? namedBy(e.data as LiveBatch) : []));
      expect(named).toContain(inside);
      expect(named).not.toContain(outside);
    } finally {
      sse.close();
    }
    const replay = await open(first);
    try {
      await replay.next((e) => e.event === "ready");
      const named = replay.events.flatMap((e) => (e.event === "live" ? namedBy(e.data as LiveBatch) : []));
      expect(named).toContain(inside);
      expect(named).not.toContain(outside);
    } finally {
      replay.close();
    }
  });
});

describe("a running meeting within the operator's data authority", () => {
  it.each(CALLS.map((c) => [`${c[0]} ${c[1](":id", ":participant")}`, c] as const))(
    "%s answers 200",
    async (_name, [method, path, body]) => {
      const response = await control(
        live.app,
        operator,
        method,
        path(inside, insideGuest),
        body?.(inside, insideGuest),
      );
      expect(response.envelope).toMatchObject({ status: 200 });
    },
  );

  it("gives a stream ticket and ends it", async () => {
    const ticket = await call(live.app, "POST", "/api/v1/live/tickets", {
      token: operator,
      payload: { meetingId: inside },
    });
    expect(ticket.statusCode).toBe(200);
    expect(
      (await call(live.app, "DELETE", `${base}/meetings/${inside}`, { token: operator })).statusCode,
    ).toBe(200);
  });
});
