import type { LicenceStatus } from "#contract/licence";
import type { Readiness } from "#contract/readiness";
import { signLicence } from "../../server/src/settings/licences/licence-file.ts";
import {
  TEST_LICENCE_SIGNING_KEY as SIGNING_KEY,
  TEST_LICENCE_PUBLIC_KEY,
} from "../fixtures/licence/test-key.ts";
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
import { multipartBody } from "./multipart-body.ts";

/**
 * The licence's concurrent MCU ports, counted over every MCU where calls are placed: a call past
 * the limit is not dialled (LICENCE_PORTS), a meeting that finds none left starts ABNORMAL, a strict
 * invite is a 409 in the caller's language, and a moved call takes no new port.
 */
const PORTS = 2;

let live: LiveApp;
let rooms: Awaited<ReturnType<typeof terminalRooms>>;
let first: string;

const licenceStatus = async () =>
  envelopeOf<LicenceStatus>(await call(live.app, "GET", "/api/v1/system/license", { token: live.admin }))
    .data;

async function uploadLicence(ports: number) {
  const serial = (await licenceStatus()).serial;
  const content = signLicence(
    {
      id: `LIC-PORTS-${ports}`,
      serial,
      licensee: "Ports Corp",
      rooms: 10_000,
      ports,
      issued: "2026-01-01",
      expires: "2099-01-01",
    },
    SIGNING_KEY,
  );
  const { payload, headers } = multipartBody([{ field: "file", name: "ports.lic", data: content }]);
  const response = await live.app.inject({
    method: "POST",
    url: "/api/v1/system/license",
    payload,
    headers: { ...headers, token: live.admin },
  });
  if (response.statusCode !== 200) throw new Error(`licence upload: ${response.body}`);
}

beforeAll(async () => {
  live = await makeLiveApp({
    config: { licencePublicKey: TEST_LICENCE_PUBLIC_KEY },
    live: { simulator: { seed: 7, dialFailureRate: 0, addressFailureRate: 0 } },
  });
  await clearMeetings(live.app.ctx.db);
  rooms = await terminalRooms(live.app.ctx.db);
  await uploadLicence(PORTS);
  first = await scheduleMeeting(live.app, live.admin, {
    roomIds: rooms.slice(0, 3).map((r) => r.roomId),
    startAt: live.clock.now + 60_000,
    name: "Three rooms, two ports",
  });
  await live.advance(60_000);
  await live.advance(10_000);
}, 120_000);
afterAll(() => live?.close());

describe("licensed concurrent ports", () => {
  it("dials only as many calls as the licence allows; the rest end with LICENCE_PORTS", async () => {
    const roster = await rosterOf(live.app, live.admin, first);
    expect(roster).toHaveLength(3);
    const refused = roster.filter((p) => p.disconnectReason === "LICENCE_PORTS");
    expect(refused).toHaveLength(1);
    expect(refused[0].parStatus).toBe("OFFLINE");
    expect(roster.filter((p) => p.parStatus !== "OFFLINE")).toHaveLength(PORTS);
  });

  it("shows the ports in use against the limit, and that the limit is reached", async () => {
    expect(await licenceStatus()).toMatchObject({
      source: "LICENCE",
      ports: { limit: PORTS, used: PORTS },
      portsReached: true,
    });
  });

  it("refuses an invite past the limit with a 409 in the caller's language", async () => {
    const payload = { addresses: [{ name: "Guest", address: "guest@example.com", protocol: "SIP" }] };
    const english = await control(
      live.app,
      live.admin,
      "POST",
      `/meetings/${first}/invite-addresses`,
      payload,
      "en-US",
    );
    expect(english.status).toBe(409);
    expect(english.envelope).toMatchObject({
      errorCode: "LICENCE_PORTS",
      message: "All 2 concurrent ports the licence allows are in use; upload a licence with more ports",
    });
    const chinese = await control(
      live.app,
      live.admin,
      "POST",
      `/meetings/${first}/invite-addresses`,
      payload,
      "zh-CN",
    );
    expect(chinese.envelope.message).toBe("许可证允许的 2 个并发端口已全部占用；请上传端口更多的许可证");
    expect(await rosterOf(live.app, live.admin, first)).toHaveLength(3);
  });

  it("shows a meeting about to start as not ready when the licence leaves it too few ports", async () => {
    const soon = await scheduleMeeting(live.app, live.admin, {
      roomIds: [rooms[4].roomId],
      startAt: live.clock.now + 10 * 60_000,
      name: "Starting soon",
    });
    const [readiness] = envelopeOf<Readiness[]>(
      await call(live.app, "GET", `${base}/meetings/readiness?ids=${soon}`, { token: live.admin }),
    ).data;
    expect(readiness.level).toBe("NOT_READY");
    expect(readiness.reasons).toEqual([
      expect.objectContaining({ code: "LICENCE_PORTS_SHORT", needed: 1, free: 0 }),
    ]);
  });

  it("starts a meeting ABNORMAL (LICENCE_PORTS) when no licensed port is left", async () => {
    const second = await scheduleMeeting(live.app, live.admin, {
      roomIds: [rooms[3].roomId],
      startAt: live.clock.now + 60_000,
      name: "No port left",
    });
    await live.advance(60_000);
    expect(await liveOf(live.app, live.admin, second)).toMatchObject({
      meetingStatus: "ABNORMAL",
      abnormalReason: "LICENCE_PORTS",
    });
  });

  it("dials again once a call ends and frees a licensed port", async () => {
    const online = (await rosterOf(live.app, live.admin, first)).find((p) => p.parStatus !== "OFFLINE");
    const hangUp = await control(live.app, live.admin, "GET", `/participants/${online?.id}/connect/false`);
    expect(hangUp.status).toBe(200);
    expect((await licenceStatus()).ports.used).toBe(PORTS - 1);
    const guest = await control(live.app, live.admin, "POST", `/meetings/${first}/invite-addresses`, {
      addresses: [{ name: "Guest", address: "guest@example.com", protocol: "SIP" }],
    });
    expect(guest.status).toBe(200);
    expect(await licenceStatus()).toMatchObject({ ports: { used: PORTS }, portsReached: true });
  });
});
