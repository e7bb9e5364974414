import { eq, sql } from "drizzle-orm";
import type { Page } from "#contract/list";
import type { MonitorMcuPage, MonitorMeetingPage, MonitorTerminalPage } from "#contract/live-monitor";
import type { AuditEntry } from "#contract/meeting-audit";
import type { ParticipantPage } from "#contract/participants";
import type { Readiness } from "#contract/readiness";
import { mcuServers, resourcePools } from "../../server/src/db/schema-devices.ts";
import { call, coverWholeOrganisation, envelopeOf, loginAs, OPERATOR, USER } from "./helpers.ts";
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
 * The roster: invites (spec §5), each participant's calls, moves between meetings, the cascade
 * over a pool's MCUs, and what the monitors and readiness show of it.
 */
let live: LiveApp;
let operator: string;
let user: string;
let sip: Awaited<ReturnType<typeof terminalRooms>>;
let h323: Awaited<ReturnType<typeof terminalRooms>>;
let first: string;
let second: string;

beforeAll(async () => {
  live = await makeLiveApp();
  const db = live.app.ctx.db;
  await clearMeetings(db);
  await db.execute(sql`update terminals set status = 'CONNECTED' where room_id is not null`);
  // The operator controls meetings anywhere here; data authority: live-authority.test.ts.
  await coverWholeOrganisation(live.app, "operator");
  operator = (await loginAs(live.app, ...OPERATOR)).token;
  user = (await loginAs(live.app, ...USER)).token;
  sip = await terminalRooms(db);
  h323 = await terminalRooms(db, "CONNECTED", "H323");
  first = await scheduleMeeting(live.app, live.admin, {
    roomIds: [sip[0].roomId, sip[1].roomId],
    startAt: live.clock.now,
    name: "First",
  });
  second = await scheduleMeeting(live.app, live.admin, {
    roomIds: [sip[2].roomId],
    startAt: live.clock.now,
    name: "Second",
  });
  await live.advance(1_000);
  await live.advance(10_000);
}, 120_000);
afterAll(() => live?.close());

describe("the participant list", () => {
  it("filters by status (none or all three: no filter) and by text, with the meeting's totals", async () => {
    const page = async (query: string) =>
      envelopeOf<ParticipantPage>(
        await call(live.app, "GET", `${base}/participants?meetingId=${first}${query}`, { token: live.admin }),
      ).data;
    const all = await page("");
    expect(all.total).toBe(2);
    expect(all.totals.total).toBe(2);
    expect(all.seq).toBeGreaterThan(0);
    expect((await page("&status=ONLINE,CONNECTING,OFFLINE")).total).toBe(2);
    const online = await page("&status=ONLINE");
    expect(online.records.every((p) => p.parStatus === "ONLINE")).toBe(true);
    expect(online.total).toBe(all.totals.totalConnected);
    expect(online.totals).toEqual(all.totals);
    expect(
      (await page(`&keyword=${encodeURIComponent(sip[0].roomName)}`)).records.map((p) => p.roomId),
    ).toEqual([sip[0].roomId]);
    expect(
      (
        await call(live.app, "GET", `${base}/participants?meetingId=${first}&status=BUSY`, {
          token: live.admin,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(live.app, "GET", `${base}/participants?meetingId=${first}`, { token: user })).statusCode,
    ).toBe(404);
  });
});

describe("invite (spec §5)", () => {
  it("needs a terminal or an address", async () => {
    const none = await control(
      live.app,
      live.admin,
      "POST",
      `/meetings/${first}/invite-terminals`,
      { terminalIds: [] },
      "en-US",
    );
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.envelope.data)).toContain("Select a terminal or enter an address");
    const noAddress = await control(live.app, live.admin, "POST", `/meetings/${first}/invite-addresses`, {
      addresses: [],
    });
    expect(noAddress.status).toBe(400);
  });

  it("offers the terminals to invite, marking those already in the meeting", async () => {
    const page = envelopeOf<Page<{ content: { id: string }; roomName: string | null; inMeeting: boolean }>>(
      await call(live.app, "GET", `${base}/meetings/${first}/invite-candidates?size=100`, {
        token: live.admin,
      }),
    ).data;
    expect(page.total).toBe(30);
    const mark = (terminalId: string) => page.records.find((c) => c.content.id === terminalId)?.inMeeting;
    expect(mark(sip[0].terminalId)).toBe(true);
    expect(mark(sip[3].terminalId)).toBe(false);
    const found = envelopeOf<Page<{ roomName: string | null }>>(
      await call(
        live.app,
        "GET",
        `${base}/meetings/${first}/invite-candidates?keyword=${encodeURIComponent(sip[3].roomName)}`,
        {
          token: live.admin,
        },
      ),
    ).data;
    expect(found.records.map((c) => c.roomName)).toEqual([sip[3].roomName]);
    expect(
      (await call(live.app, "GET", `${base}/meetings/${first}/invite-candidates`, { token: user }))
        .statusCode,
    ).toBe(404);
  });

  it("dials a terminal, which joins the roster CONNECTING and settles", async () => {
    const invited = await control(live.app, live.admin, "POST", `/meetings/${first}/invite-terminals`, {
      terminalIds: [sip[3].terminalId],
    });
    expect(invited.status).toBe(200);
    const added = invited.batch.deltas.find((d) => d.type === "participantAdded");
    expect(added).toMatchObject({
      participant: { terminalId: sip[3].terminalId, parStatus: "CONNECTING", callDirection: true },
    });
    expect(invited.batch.deltas.find((d) => d.type === "audit")).toMatchObject({
      entry: { action: "INVITE" },
    });
    await live.advance(10_000);
    const p = (await rosterOf(live.app, live.admin, first)).find((q) => q.terminalId === sip[3].terminalId);
    expect(p?.parStatus).not.toBe("CONNECTING");
  });

  it("refuses someone already in the meeting (409)", async () => {
    const again = await control(live.app, live.admin, "POST", `/meetings/${first}/invite-addresses`, {
      addresses: [{ address: `sip:${sip[0].address.toUpperCase()}`, protocol: "SIP" }],
    });
    expect(again.envelope).toMatchObject({ status: 409, errorCode: "ALREADY_IN_MEETING" });
    expect(again.envelope.message).toContain("已在会议中");
  });

  it("dials a free address; a bad one is a 400 beside it", async () => {
    const bad = await control(live.app, live.admin, "POST", `/meetings/${first}/invite-addresses`, {
      addresses: [{ address: "not an address", protocol: "SIP" }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.envelope.data as unknown as { fields: object }).fields)).toEqual([
      "addresses.0.address",
    ]);
    const ok = await control(live.app, live.admin, "POST", `/meetings/${first}/invite-addresses`, {
      addresses: [{ address: "7001@guest.example.com", protocol: "SIP", name: "Guest" }],
    });
    expect(ok.status).toBe(200);
    expect(
      (await rosterOf(live.app, live.admin, first)).find((p) => p.callAddress === "7001@guest.example.com"),
    ).toMatchObject({
      name: "Guest",
      terminalId: null,
    });
  });

  it("reports a protocol no MCU of the meeting's pool dials (409, 'protocol type not supported')", async () => {
    const db = live.app.ctx.db;
    const [cmsPool] = await db
      .insert(resourcePools)
      .values({ id: "pool-cms", name: "SIP only", createdAt: 0, updatedAt: 0 })
      .returning();
    await db.insert(mcuServers).values({
      id: "mcu-cms-only",
      name: "CMS-SIP",
      model: "CMS",
      address: "10.99.0.1",
      port: 443,
      username: "admin",
      password: "x",
      capacity: 50,
      poolId: cmsPool.id,
      status: "ONLINE",
      createdAt: 0,
      updatedAt: 0,
    });
    const id = await scheduleMeeting(live.app, live.admin, {
      roomIds: [sip[4].roomId],
      startAt: live.clock.now,
      poolId: cmsPool.id,
      name: "CMS only",
    });
    await live.advance(1_000);
    expect((await liveOf(live.app, live.admin, id)).server?.id).toBe("mcu-cms-only");
    const refused = await control(live.app, live.admin, "POST", `/meetings/${id}/invite-terminals`, {
      terminalIds: [h323[0].terminalId],
    });
    expect(refused.envelope).toMatchObject({ status: 409, errorCode: "PROTOCOL_NOT_SUPPORTED" });
    expect(refused.envelope.message).toContain("协议类型不支持");
    expect((await rosterOf(live.app, live.admin, id)).some((p) => p.terminalId === h323[0].terminalId)).toBe(
      false,
    );
    // No port left on the pool: the invite is refused as a whole.
    await db.update(mcuServers).set({ capacity: 1 }).where(eq(mcuServers.id, "mcu-cms-only"));
    const full = await control(live.app, live.admin, "POST", `/meetings/${id}/invite-addresses`, {
      addresses: [{ address: "7002@guest.example.com", protocol: "SIP" }],
    });
    expect(full.envelope).toMatchObject({ status: 409, errorCode: "NO_FREE_PORT" });
    expect((await call(live.app, "DELETE", `${base}/meetings/${id}`, { token: live.admin })).statusCode).toBe(
      200,
    );
  });

  it("cascades: an H.323 terminal the master (a CMS) cannot dial goes to another MCU of the pool", async () => {
    const id = await scheduleMeeting(live.app, live.admin, {
      roomIds: [sip[5].roomId, h323[1].roomId],
      startAt: live.clock.now,
      name: "Mixed",
    });
    await live.advance(1_000);
    const meeting = await liveOf(live.app, live.admin, id);
    const roster = await rosterOf(live.app, live.admin, id);
    const h = roster.find((p) => p.protocol === "H323");
    expect(h?.server?.serverModel).not.toBe("CMS");
    // The CMS has the most free ports of the pool-less MCUs, so it is the master.
    expect(meeting.server?.serverModel).toBe("CMS");
    expect(meeting.cascadeStatus).toBe("CASCADED");
    const cascade = envelopeOf<{ cascadeStatus: string; servers: { master: boolean }[] }>(
      await call(live.app, "GET", `${base}/meetings/${id}/cascade`, { token: live.admin }),
    ).data;
    expect(cascade.cascadeStatus).toBe("CASCADED");
    expect(cascade.servers.filter((s) => s.master)).toHaveLength(1);
    expect((await call(live.app, "DELETE", `${base}/meetings/${id}`, { token: live.admin })).statusCode).toBe(
      200,
    );
  });
});

describe("each participant", () => {
  it("microphone, speaker, top and main venue, each audited", async () => {
    const [p] = await rosterOf(live.app, live.admin, first);
    for (const [path, field, value] of [
      ["microphone/false", "microphone", false],
      ["speaker/false", "speaker", false],
      ["top/true", "top", true],
      ["important/true", "isMainVenue", true],
    ] as const) {
      const done = await control(live.app, operator, "GET", `/participants/${p.id}/${path}`);
      expect(done.status).toBe(200);
      expect(done.batch.deltas).toContainEqual({
        type: "participant",
        meetingId: first,
        participantId: p.id,
        changes: { [field]: value },
      });
    }
    const after = (await rosterOf(live.app, live.admin, first)).find((q) => q.id === p.id);
    expect(after).toMatchObject({ microphone: false, speaker: false, top: true, isMainVenue: true });
    // The roster puts the pinned one first; /top toggles.
    expect((await rosterOf(live.app, live.admin, first))[0].id).toBe(p.id);
    expect((await control(live.app, operator, "GET", `/participants/${p.id}/top`)).status).toBe(200);
    expect((await rosterOf(live.app, live.admin, first)).find((q) => q.id === p.id)?.top).toBe(false);
    const actions = envelopeOf<Page<AuditEntry>>(
      await call(live.app, "GET", `${base}/meetings/${first}/audit?size=10`, { token: live.admin }),
    ).data.records.map((e) => e.action);
    expect(actions.slice(0, 5)).toEqual(["TOP", "MAIN_VENUE", "TOP", "SPEAKER", "MICROPHONE"]);
    expect((await control(live.app, user, "GET", `/participants/${p.id}/microphone/true`)).status).toBe(404);
    expect((await control(live.app, operator, "GET", "/participants/unknown/microphone/true")).status).toBe(
      404,
    );
  });

  it("disconnects and connects one, each call recorded", async () => {
    // One in a call: the roster's first may be one whose dial failed (BUSY), depending on id order.
    const p = (await rosterOf(live.app, live.admin, first)).find((q) => q.parStatus === "ONLINE");
    if (!p) throw new Error("no participant of the first meeting is online");
    expect((await control(live.app, operator, "GET", `/participants/${p.id}/connect/false`)).status).toBe(
      200,
    );
    expect((await rosterOf(live.app, live.admin, first)).find((q) => q.id === p.id)).toMatchObject({
      parStatus: "OFFLINE",
      disconnectReason: "HUNG_UP",
    });
    await control(live.app, operator, "GET", `/participants/${p.id}/connect/true`);
    expect((await rosterOf(live.app, live.admin, first)).find((q) => q.id === p.id)?.parStatus).toBe(
      "CONNECTING",
    );
    const calls = envelopeOf<Page<{ participantId: string; endReason: string | null }>>(
      await call(live.app, "GET", `${base}/meetings/${first}/calls?size=100`, { token: live.admin }),
    ).data.records.filter((c) => c.participantId === p.id);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.some((c) => c.endReason === "HUNG_UP")).toBe(true);
  });

  it("removes one (DELETE /participants/{id}) and several (DELETE /meetings/{id}/participants)", async () => {
    const roster = await rosterOf(live.app, live.admin, first);
    const guest = roster.find((p) => p.callAddress === "7001@guest.example.com");
    expect((await control(live.app, operator, "DELETE", `/participants/${guest?.id}`)).status).toBe(200);
    expect((await rosterOf(live.app, live.admin, first)).some((p) => p.id === guest?.id)).toBe(false);
    const unknown = await control(live.app, operator, "DELETE", `/meetings/${first}/participants`, {
      ids: ["nobody"],
    });
    expect(unknown.status).toBe(400);
  });
});

describe("move (spec §5)", () => {
  it("needs a target and a participant, and not the same meeting", async () => {
    const [p] = await rosterOf(live.app, live.admin, first);
    expect(
      (await control(live.app, operator, "POST", `/participants/move/${second}`, { ids: [] })).status,
    ).toBe(400);
    expect((await control(live.app, operator, "GET", `/participants/${p.id}/move/${first}`)).status).toBe(
      400,
    );
  });

  it("moves a participant to another running meeting: removed here, added there, the call moved", async () => {
    const roster = await rosterOf(live.app, live.admin, first);
    const p = roster.find((q) => q.terminalId === sip[1].terminalId);
    if (!p) throw new Error("no participant");
    const moved = await control(live.app, operator, "GET", `/participants/${p.id}/move/${second}`);
    expect(moved.status).toBe(200);
    expect(moved.batch.meetingId).toBe(first);
    expect(moved.batch.deltas).toContainEqual({
      type: "participantRemoved",
      meetingId: first,
      participantId: p.id,
    });
    expect((await rosterOf(live.app, live.admin, first)).some((q) => q.id === p.id)).toBe(false);
    const there = (await rosterOf(live.app, live.admin, second)).find(
      (q) => q.terminalId === sip[1].terminalId,
    );
    expect(there?.parStatus).toBe(p.parStatus);
    const sourceAudit = envelopeOf<Page<AuditEntry>>(
      await call(live.app, "GET", `${base}/meetings/${first}/audit?size=1`, { token: live.admin }),
    ).data.records[0];
    expect(sourceAudit).toMatchObject({ action: "MOVE_OUT", after: { meeting: "Second" } });
    // Back in bulk; and a participant whose address is already in the target is refused.
    expect(
      (await control(live.app, operator, "POST", `/participants/move/${first}`, { ids: [there?.id] })).status,
    ).toBe(200);
    const back = (await rosterOf(live.app, live.admin, first)).find(
      (q) => q.terminalId === sip[1].terminalId,
    );
    expect(back).toBeDefined();
    await control(live.app, operator, "POST", `/meetings/${second}/invite-addresses`, {
      addresses: [{ address: sip[1].address, protocol: "SIP" }],
    });
    const clash = await control(live.app, operator, "POST", `/participants/move/${second}`, {
      ids: [back?.id],
    });
    expect(clash.envelope).toMatchObject({ status: 409, errorCode: "ALREADY_IN_MEETING" });
    expect((await rosterOf(live.app, live.admin, first)).some((q) => q.id === back?.id)).toBe(true);
  });
});

describe("the monitors", () => {
  it("meetings running with their totals and MCU; meetingMonitor or meetingControl only", async () => {
    const page = envelopeOf<MonitorMeetingPage>(
      await call(live.app, "GET", `${base}/monitor/meeting`, { token: operator }),
    ).data;
    const row = page.records.find((r) => r.id === first);
    expect(row).toMatchObject({
      name: "First",
      meetingStatus: "ONLINE",
      cascadeStatus: "NONE",
      control: true,
    });
    expect(row?.server).not.toBeNull();
    expect(row?.total).toBe((await rosterOf(live.app, live.admin, first)).length);
    expect(page.seq).toBeGreaterThan(0);
    const online = envelopeOf<MonitorMeetingPage>(
      await call(live.app, "GET", `${base}/monitor/meeting?status=SCHEDULE`, { token: operator }),
    ).data;
    expect(online.records.every((r) => r.meetingStatus === "SCHEDULE")).toBe(true);
    expect((await call(live.app, "GET", `${base}/monitor/meeting`, { token: user })).statusCode).toBe(403);
  });

  it("terminals show the meeting they are in; MCUs their ports in use against capacity", async () => {
    const terminals = envelopeOf<MonitorTerminalPage>(
      await call(live.app, "GET", `${base}/monitor/terminal?inMeeting=true&size=100`, { token: operator }),
    ).data;
    const inFirst = terminals.records.filter((t) => t.call?.meeting.id === first);
    expect(inFirst.length).toBeGreaterThan(0);
    const mcus = envelopeOf<MonitorMcuPage>(
      await call(live.app, "GET", `${base}/monitor/mcu`, { token: operator }),
    ).data;
    const master = (await liveOf(live.app, live.admin, first)).server?.id;
    const mcu = mcus.records.find((m) => m.id === master);
    const held = (await rosterOf(live.app, live.admin, first)).filter(
      (p) => p.parStatus !== "OFFLINE" && p.server?.id === master,
    ).length;
    expect(mcu?.meetings.find((m) => m.id === first)?.ports ?? 0).toBe(held);
    expect(mcu?.portsInUse).toBeLessThanOrEqual(mcu?.capacity ?? 0);
    expect((await call(live.app, "GET", `${base}/monitor/mcu`, { token: user })).statusCode).toBe(403);
  });
});

describe("readiness (from 15 minutes before start)", () => {
  it("ready, at risk or not ready, with the reasons", async () => {
    const db = live.app.ctx.db;
    const soon = live.clock.now + 10 * 60_000;
    await db.execute(sql`update terminals set status = 'DISCONNECT' where id = ${sip[7].terminalId}`);
    await db.execute(sql`update terminals set status = 'CONNECTING' where id = ${sip[8].terminalId}`);
    const unregistered = [sip[7]];
    const registering = [sip[8]];
    const ready = await scheduleMeeting(live.app, live.admin, {
      roomIds: [sip[6].roomId],
      startAt: soon,
      name: "Ready",
    });
    const atRisk = await scheduleMeeting(live.app, live.admin, {
      roomIds: [registering[0].roomId],
      startAt: soon,
      name: "At risk",
    });
    const notReady = await scheduleMeeting(live.app, live.admin, {
      roomIds: [unregistered[0].roomId],
      startAt: soon,
      name: "Not ready",
    });
    const later = await scheduleMeeting(live.app, live.admin, {
      roomIds: [sip[6].roomId],
      startAt: soon + 60 * 60_000,
      name: "Later",
    });
    const ids = [ready, atRisk, notReady, later].join(",");
    const levels = envelopeOf<Readiness[]>(
      await call(live.app, "GET", `${base}/meetings/readiness?ids=${ids}`, { token: live.admin }),
    ).data;
    expect(levels.map((r) => [r.meetingId, r.level])).toEqual([
      [ready, "READY"],
      [atRisk, "AT_RISK"],
      [notReady, "NOT_READY"],
    ]);
    expect(levels[1].reasons[0]).toMatchObject({
      code: "TERMINAL_REGISTERING",
      roomName: registering[0].roomName,
    });
    expect(levels[2].reasons[0]).toMatchObject({
      code: "TERMINAL_UNREGISTERED",
      roomName: unregistered[0].roomName,
    });
    // The monitor shows it beside the not-started meetings.
    const page = envelopeOf<MonitorMeetingPage>(
      await call(live.app, "GET", `${base}/monitor/meeting?status=SCHEDULE`, { token: operator }),
    ).data;
    expect(page.records.find((r) => r.id === notReady)?.readiness?.level).toBe("NOT_READY");
    // Every MCU offline: nothing is ready.
    await db.execute(sql`update mcu_servers set status = 'OFFLINE'`);
    const offline = envelopeOf<Readiness[]>(
      await call(live.app, "GET", `${base}/meetings/readiness?ids=${ready}`, { token: live.admin }),
    ).data;
    expect(offline[0]).toMatchObject({
      level: "NOT_READY",
      reasons: [expect.objectContaining({ code: "NO_MCU_ONLINE" })],
    });
    await db.execute(sql`update mcu_servers set status = 'ONLINE' where name <> 'DMA-04'`);
    const scheduled = envelopeOf<MonitorMeetingPage>(
      await call(live.app, "POST", `${base}/monitor/schedule`, {
        token: operator,
        payload: { start: live.clock.now, end: live.clock.now + 3 * 3_600_000 },
      }),
    ).data;
    // By start: the three at the same start (in id order), then the later one, whose readiness is not due yet.
    expect(
      scheduled.records
        .slice(0, 3)
        .map((r) => r.name)
        .sort(),
    ).toEqual(["At risk", "Not ready", "Ready"]);
    expect(scheduled.records[3]).toMatchObject({ name: "Later", readiness: null });
  });
});
