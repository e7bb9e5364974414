import { sql } from "drizzle-orm";
import type { Page } from "#contract/list";
import type { AuditEntry } from "#contract/meeting-audit";
import { ADMIN, call, coverWholeOrganisation, envelopeOf, loginAs, OPERATOR, USER } from "./helpers.ts";
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
import { clearMeetings, userIds } from "./meeting-fixtures.ts";

/**
 * The meeting-wide control calls of spec §7 "Meetings" on a meeting the simulator runs: each with
 * its rights (meetingControl for any meeting, the host for their own), its spec §5 rule, its
 * audit entry, and a bridge that refuses.
 */
let live: LiveApp;
let operator: string;
let user: string;
let userId: string;
let meetingId: string;
let rooms: Awaited<ReturnType<typeof terminalRooms>>;

const audit = async (id = meetingId) =>
  envelopeOf<Page<AuditEntry>>(
    await call(live.app, "GET", `${base}/meetings/${id}/audit?size=100`, { token: live.admin }),
  ).data.records;

beforeAll(async () => {
  live = await makeLiveApp();
  await clearMeetings(live.app.ctx.db);
  // The operator controls meetings anywhere here; data authority: live-authority.test.ts.
  await coverWholeOrganisation(live.app, "operator");
  operator = (await loginAs(live.app, ...OPERATOR)).token;
  user = (await loginAs(live.app, ...USER)).token;
  userId = (await userIds(live.app.ctx.db, ["user"])).get("user") as string;
  rooms = await terminalRooms(live.app.ctx.db);
  meetingId = await scheduleMeeting(live.app, live.admin, {
    roomIds: rooms.slice(0, 3).map((r) => r.roomId),
    startAt: live.clock.now + 60_000,
    hostId: userId,
    name: "Weekly ops",
  });
  await live.advance(60_000);
  await live.advance(10_000);
}, 120_000);
afterAll(() => live?.close());

describe("a booked meeting on the simulator", () => {
  it("started at its time on an MCU, its rooms' terminals dialled and settled", async () => {
    const meeting = await liveOf(live.app, live.admin, meetingId);
    expect(meeting).toMatchObject({ meetingStatus: "ONLINE", total: 3, locked: false, layout: "AUTO" });
    expect(meeting.server?.serverModel).toBeDefined();
    expect(meeting.totalConnected + meeting.totalDisconnected).toBe(3);
    expect(meeting.totalConnected).toBeGreaterThan(0);
    const entries = await audit();
    expect(entries.at(-1)).toMatchObject({ action: "START", actor: null });
  });

  it("records every connect with its time (call detail records)", async () => {
    const calls = envelopeOf<
      Page<{ connectedAt: number | null; dialledAt: number; endReason: string | null }>
    >(await call(live.app, "GET", `${base}/meetings/${meetingId}/calls`, { token: live.admin })).data;
    expect(calls.total).toBe(3);
    for (const record of calls.records) {
      if (record.connectedAt !== null) expect(record.connectedAt).toBeGreaterThan(record.dialledAt);
      else expect(record.endReason).not.toBeNull();
    }
  });
});

describe("rights", () => {
  it("the host controls their own meeting; meetingControl those of its data authority; others 404, anonymous 401", async () => {
    expect((await control(live.app, user, "GET", `/meetings/${meetingId}/lock/true`)).status).toBe(200);
    expect((await control(live.app, operator, "GET", `/meetings/${meetingId}/lock/false`)).status).toBe(200);
    const other = await scheduleMeeting(live.app, live.admin, {
      roomIds: [rooms[3].roomId],
      startAt: live.clock.now,
      name: "Not the user's",
    });
    await live.tick();
    // A meeting the user does not see is unknown to them, as for ending it.
    expect((await control(live.app, user, "GET", `/meetings/${other}/lock/true`)).status).toBe(404);
    expect((await call(live.app, "GET", `${base}/meetings/${other}/live`, { token: user })).statusCode).toBe(
      404,
    );
    expect((await call(live.app, "GET", `${base}/meetings/${other}/lock/true`)).statusCode).toBe(401);
    expect((await control(live.app, operator, "GET", `/meetings/${other}/lock/true`)).status).toBe(200);
    expect(
      (await call(live.app, "DELETE", `${base}/meetings/${other}`, { token: live.admin })).statusCode,
    ).toBe(200);
  });
});

describe("meeting-wide calls", () => {
  it("locks and unlocks, each change audited with before and after", async () => {
    const locked = await control(live.app, live.admin, "GET", `/meetings/${meetingId}/lock/true`);
    expect(locked.batch.deltas).toContainEqual({ type: "meeting", meetingId, changes: { locked: true } });
    expect((await liveOf(live.app, live.admin, meetingId)).locked).toBe(true);
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "LOCK", before: { locked: false }, after: { locked: true } });
    expect(entry.actor?.name).toBe("系统管理员");
    // Locking a locked meeting changes nothing and records nothing.
    const again = await control(live.app, live.admin, "GET", `/meetings/${meetingId}/lock/true`);
    expect(again.batch.deltas).toEqual([]);
    expect((await audit())[0].id).toBe(entry.id);
    await control(live.app, live.admin, "GET", `/meetings/${meetingId}/lock/false`);
  });

  it("speech mode needs a main venue (409), then switches; discussion back", async () => {
    const refused = await control(
      live.app,
      live.admin,
      "GET",
      `/meetings/${meetingId}/mode/SPEECH`,
      undefined,
      "en-US",
    );
    expect(refused.status).toBe(409);
    expect(refused.envelope).toMatchObject({ errorCode: "MAIN_VENUE_REQUIRED" });
    const [first] = await rosterOf(live.app, live.admin, meetingId);
    expect(
      (await control(live.app, live.admin, "GET", `/participants/${first.id}/important/true`)).status,
    ).toBe(200);
    expect((await control(live.app, live.admin, "GET", `/meetings/${meetingId}/mode/SPEECH`)).status).toBe(
      200,
    );
    const meeting = await liveOf(live.app, live.admin, meetingId);
    expect(meeting).toMatchObject({ mode: "SPEECH", mainVenue: first.id, mainVenueName: first.name });
    // The main venue cannot be taken away in speech mode.
    const away = await control(live.app, live.admin, "GET", `/participants/${first.id}/important/false`);
    expect(away.envelope).toMatchObject({ status: 409, errorCode: "MAIN_VENUE_REQUIRED" });
    expect(
      (await control(live.app, live.admin, "GET", `/meetings/${meetingId}/mode/DISCUSSION`)).status,
    ).toBe(200);
    expect((await control(live.app, live.admin, "GET", `/meetings/${meetingId}/mode/OTHER`)).status).toBe(
      400,
    );
  });

  it("sets and removes the password: six digits, recorded as set, never its digits", async () => {
    expect(
      (await control(live.app, live.admin, "GET", `/meetings/${meetingId}/password?password=12ab56`)).status,
    ).toBe(400);
    expect(
      (await control(live.app, live.admin, "GET", `/meetings/${meetingId}/password?password=135790`)).status,
    ).toBe(200);
    expect((await liveOf(live.app, live.admin, meetingId)).password).toBe("135790");
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: "PASSWORD",
      before: { hasPassword: false },
      after: { hasPassword: true },
    });
    expect(JSON.stringify(entry)).not.toContain("135790");
    expect(
      (await control(live.app, live.admin, "GET", `/meetings/${meetingId}/password?password=`)).status,
    ).toBe(200);
    expect((await liveOf(live.app, live.admin, meetingId)).password).toBeNull();
  });

  it("changes the layout and places panes only where the layout has them (spec §5)", async () => {
    const auto = await control(
      live.app,
      live.admin,
      "PUT",
      `/meetings/${meetingId}/pane-placement`,
      { panes: [null] },
      "en-US",
    );
    expect(auto.status).toBe(400);
    expect(auto.envelope.message).toBeTruthy();
    expect(JSON.stringify(auto.envelope.data)).toContain("no panes to place");
    expect(
      (await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/layout`, { layout: "TWO_BY_TWO" }))
        .status,
    ).toBe(200);
    const notSet = await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/pane-placement`, {
      panes: [null, null],
    });
    expect(notSet.status).toBe(400);
    const roster = await rosterOf(live.app, live.admin, meetingId);
    const online = roster.find((p) => p.parStatus === "ONLINE");
    const offline = roster.find((p) => p.parStatus !== "ONLINE");
    if (offline) {
      const bad = await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/pane-placement`, {
        panes: [offline.id],
      });
      expect(bad.status).toBe(400);
    }
    const tooMany = await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/pane-placement`, {
      panes: [online?.id, null, null, null, null],
    });
    expect(tooMany.status).toBe(400);
    const placed = await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/pane-placement`, {
      panes: [null, online?.id],
    });
    expect(placed.status).toBe(200);
    expect((await liveOf(live.app, live.admin, meetingId)).panes).toEqual([null, online?.id]);
    expect(
      (await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/layout`, { layout: "FULL" }))
        .status,
    ).toBe(200);
    expect((await liveOf(live.app, live.admin, meetingId)).panes).toEqual([]);
  });

  it("refuses pane placement with no online participant (409, spec §8)", async () => {
    await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/layout`, { layout: "TWO_BY_TWO" });
    await control(live.app, live.admin, "GET", `/meetings/${meetingId}/connect/false`);
    const refused = await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/pane-placement`, {
      panes: ["x"],
    });
    expect(refused.envelope).toMatchObject({
      status: 409,
      errorCode: "NO_ONLINE_PARTICIPANT",
      message: "没有在线的与会者",
    });
  });

  it("disconnects and connects everyone; reconnect redials only failed calls", async () => {
    const all = await rosterOf(live.app, live.admin, meetingId);
    expect(
      all.every(
        (p) => p.parStatus === "OFFLINE" && (p.disconnectReason === "HUNG_UP" || p.disconnectReason !== null),
      ),
    ).toBe(true);
    const hungUp = all.filter((p) => p.disconnectReason === "HUNG_UP");
    // Nobody failed: those hung up on purpose are not redialled.
    const again = await control(live.app, live.admin, "GET", `/participants/call/${meetingId}`);
    expect(again.status).toBe(200);
    const afterReconnect = await rosterOf(live.app, live.admin, meetingId);
    for (const p of hungUp) expect(afterReconnect.find((q) => q.id === p.id)?.parStatus).toBe("OFFLINE");
    const connect = await control(live.app, live.admin, "GET", `/meetings/${meetingId}/connect/true`);
    expect(connect.status).toBe(200);
    expect((await rosterOf(live.app, live.admin, meetingId)).every((p) => p.parStatus === "CONNECTING")).toBe(
      true,
    );
    await live.advance(10_000);
    expect((await liveOf(live.app, live.admin, meetingId)).totalConnecting).toBe(0);
  });

  it("mutes and unmutes everyone", async () => {
    expect(
      (await control(live.app, live.admin, "GET", `/meetings/${meetingId}/microphone/false`)).status,
    ).toBe(200);
    expect((await rosterOf(live.app, live.admin, meetingId)).every((p) => !p.microphone)).toBe(true);
    expect(
      (await control(live.app, live.admin, "GET", `/meetings/${meetingId}/microphone/true`)).status,
    ).toBe(200);
    expect((await rosterOf(live.app, live.admin, meetingId)).every((p) => p.microphone)).toBe(true);
  });

  it("shows an on-screen message for its duration, then clears it", async () => {
    const shown = await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/message`, {
      content: "Break in 5 minutes",
      position: "SCROLL",
      durationSeconds: 30,
      count: 2,
    });
    expect(shown.status).toBe(200);
    expect((await liveOf(live.app, live.admin, meetingId)).message).toMatchObject({
      content: "Break in 5 minutes",
      position: "SCROLL",
      until: live.clock.now + 60_000,
    });
    expect(
      (
        await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/message`, {
          content: "",
          position: "TOP",
          durationSeconds: 30,
        })
      ).status,
    ).toBe(400);
    await live.advance(61_000);
    expect((await liveOf(live.app, live.admin, meetingId)).message).toBeNull();
    await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/message`, {
      content: "Hi",
      position: "TOP",
      durationSeconds: 600,
    });
    expect((await control(live.app, live.admin, "DELETE", `/meetings/${meetingId}/message`)).status).toBe(
      200,
    );
    expect((await liveOf(live.app, live.admin, meetingId)).message).toBeNull();
  });

  it("keeps a white list of addresses, rejecting a bad one", async () => {
    const bad = await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/white-list`, {
      entries: [{ address: "has space", protocol: "SIP" }],
    });
    expect(bad.status).toBe(400);
    const entries = [
      { address: "9001@sip.example.com", protocol: "SIP", name: "Guest" },
      { address: "SIP:9001@sip.example.com", protocol: "SIP", name: "Twice" },
    ];
    expect(
      (await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/white-list`, { entries })).status,
    ).toBe(200);
    const list = envelopeOf<{ entries: { address: string }[] }>(
      await call(live.app, "GET", `${base}/meetings/${meetingId}/white-list`, { token: live.admin }),
    ).data;
    expect(list.entries.map((e) => e.address)).toEqual(["9001@sip.example.com"]);
  });

  it("extends the meeting and its room bookings; a booking in the way is 409 ROOM_BUSY", async () => {
    const before = await liveOf(live.app, live.admin, meetingId);
    expect(
      (await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/extend`, { minutes: 1 })).status,
    ).toBe(400);
    expect(
      (await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/extend`, { minutes: 30 })).status,
    ).toBe(200);
    const after = await liveOf(live.app, live.admin, meetingId);
    expect(after.endTimestamp).toBe(before.endTimestamp + 30 * 60_000);
    expect(after.extendedMinutes).toBe(30);
    await scheduleMeeting(live.app, live.admin, {
      roomIds: [rooms[0].roomId],
      startAt: after.endTimestamp + 5 * 60_000,
      name: "Right after",
    });
    const busy = await control(live.app, live.admin, "PUT", `/meetings/${meetingId}/extend`, { minutes: 15 });
    expect(busy.envelope).toMatchObject({ status: 409, errorCode: "ROOM_BUSY" });
    expect((await liveOf(live.app, live.admin, meetingId)).endTimestamp).toBe(after.endTimestamp);
  });
});

describe("a bridge that refuses", () => {
  it("answers a clear 409 in the caller's language, and nothing changes", async () => {
    const simulator = live.app.live.simulator;
    if (!simulator) throw new Error("no simulator");
    const entries = (await audit()).length;
    const layout = (await liveOf(live.app, live.admin, meetingId)).layout;
    simulator.refuse("setLayout", "conference is being recorded");
    const refused = await control(
      live.app,
      live.admin,
      "PUT",
      `/meetings/${meetingId}/layout`,
      { layout: "STACKED" },
      "en-US",
    );
    expect(refused.envelope).toMatchObject({ status: 409, errorCode: "BRIDGE_REFUSED" });
    expect(refused.envelope.message).toContain(
      "refused the command (conference is being recorded); nothing was changed",
    );
    expect((await liveOf(live.app, live.admin, meetingId)).layout).toBe(layout);
    expect(await audit()).toHaveLength(entries);
  });

  it("an MCU taken offline does not answer: 409 and the meeting shows ABNORMAL until it is back", async () => {
    const { server } = await liveOf(live.app, live.admin, meetingId);
    const db = live.app.ctx.db;
    await db.execute(sql`update mcu_servers set status = 'OFFLINE' where id = ${server?.id}`);
    const refused = await control(live.app, live.admin, "GET", `/meetings/${meetingId}/lock/true`);
    expect(refused.envelope).toMatchObject({ status: 409, errorCode: "BRIDGE_REFUSED" });
    expect(refused.envelope.message).toContain("无响应");
    await live.advance(1_000);
    expect(await liveOf(live.app, live.admin, meetingId)).toMatchObject({
      meetingStatus: "ABNORMAL",
      abnormalReason: "MCU_UNREACHABLE",
      locked: false,
    });
    await db.execute(sql`update mcu_servers set status = 'ONLINE' where id = ${server?.id}`);
    await live.advance(1_000);
    expect(await liveOf(live.app, live.admin, meetingId)).toMatchObject({
      meetingStatus: "ONLINE",
      abnormalReason: null,
    });
  });
});

describe("the audit trail", () => {
  it("is readable per meeting, newest first or oldest first, by those who may watch", async () => {
    const newest = await audit();
    const oldest = envelopeOf<Page<AuditEntry>>(
      await call(live.app, "GET", `${base}/meetings/${meetingId}/audit?size=100&sort=at,asc`, {
        token: operator,
      }),
    ).data.records;
    expect(oldest.map((e) => e.id)).toEqual([...newest].reverse().map((e) => e.id));
    expect(
      (await call(live.app, "GET", `${base}/meetings/${meetingId}/audit`, { token: user })).statusCode,
    ).toBe(200);
    const [admin] = [...ADMIN];
    expect(admin).toBe("admin");
  });

  it("cannot be edited: no call writes it, and the database refuses UPDATE and DELETE", async () => {
    const writes = live.app.registeredRoutes.filter(
      (r) => /\/meetings\/.*\/audit/.test(r.url) && r.method !== "GET" && r.method !== "HEAD",
    );
    expect(writes).toEqual([]);
    const db = live.app.ctx.db;
    await expect(db.execute(sql`update meeting_audit set actor_name = 'someone else'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from meeting_audit`)).rejects.toThrow();
    expect((await audit()).some((e) => e.actor?.name === "someone else")).toBe(false);
  });
});

describe("ending", () => {
  it("DELETE /meetings/{id} ends it on the bridge: every call hung up, then any control call is 409 'current meeting has ended'", async () => {
    expect(
      (await call(live.app, "DELETE", `${base}/meetings/${meetingId}`, { token: user })).statusCode,
    ).toBe(200);
    const ended = await liveOf(live.app, live.admin, meetingId);
    expect(ended).toMatchObject({ meetingStatus: "OFFLINE", totalConnected: 0, totalConnecting: 0 });
    const roster = await rosterOf(live.app, live.admin, meetingId);
    expect(roster.every((p) => p.parStatus === "OFFLINE")).toBe(true);
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "END", after: { meetingStatus: "OFFLINE" } });
    const late = await control(live.app, live.admin, "GET", `/meetings/${meetingId}/lock/true`);
    expect(late.envelope).toMatchObject({
      status: 409,
      errorCode: "MEETING_ENDED",
      message: "当前会议已结束",
    });
  });

  it("the driver ends a meeting at its end time unless extended", async () => {
    const id = await scheduleMeeting(live.app, live.admin, {
      roomIds: [rooms[1].roomId],
      startAt: live.clock.now,
      minutes: 15,
      name: "Short",
    });
    await live.advance(1_000);
    expect((await liveOf(live.app, live.admin, id)).meetingStatus).not.toBe("SCHEDULE");
    await live.advance(15 * 60_000);
    expect((await liveOf(live.app, live.admin, id)).meetingStatus).toBe("OFFLINE");
    expect((await audit(id))[0]).toMatchObject({ action: "AUTO_END", actor: null });
    const calls = envelopeOf<Page<{ disconnectedAt: number | null }>>(
      await call(live.app, "GET", `${base}/meetings/${id}/calls`, { token: live.admin }),
    ).data.records;
    expect(calls.every((c) => c.disconnectedAt !== null)).toBe(true);
  });
});
