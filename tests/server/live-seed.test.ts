import { inject } from "vitest";
import type { MonitorMeetingPage } from "#contract/live-monitor";
import { call, envelopeOf } from "./helpers.ts";
import { base, type LiveApp, makeLiveApp, rosterOf, SEED } from "./live-fixtures.ts";

/**
 * Demo mode: the seeded meetings come alive on the simulator as soon as the driver runs. The clock
 * starts where the template database was seeded, however long the run took to get here. The seeded
 * ids differ from run to run, and the simulator's draws with them: with no busy, unanswered or
 * dropped calls the registered rooms connect in every run (one of the H.323 room's dials in twelve
 * had failed, and with it the cascade).
 */
let live: LiveApp;
beforeAll(async () => {
  const simulator = { seed: SEED, dialFailureRate: 0, addressFailureRate: 0, dropRate: 0 };
  live = await makeLiveApp({ live: { simulator } }, inject("testPostgres").seededAt);
}, 60_000);
afterAll(() => live?.close());

describe("the demo's live meetings", () => {
  it("run on the simulator at once: calls connect, an unregistered room fails, an H.323 room cascades", async () => {
    await live.tick();
    await live.advance(10_000);
    const monitor = envelopeOf<MonitorMeetingPage>(
      await call(live.app, "GET", `${base}/monitor/meeting`, { token: live.admin }),
    ).data;
    const byName = new Map(monitor.records.map((row) => [row.name, row]));
    const sales = byName.get("全国销售视频例会");
    expect(sales).toMatchObject({
      meetingStatus: "ONLINE",
      mode: "SPEECH",
      cascadeStatus: "CASCADED",
      total: 4,
    });
    expect(byName.get("研发中心技术评审")?.meetingStatus).toBe("ONLINE");
    const upcoming = byName.get("客户远程演示");
    expect(upcoming).toMatchObject({ meetingStatus: "SCHEDULE", readiness: { level: "AT_RISK" } });
    const roster = await rosterOf(live.app, live.admin, sales?.id as string);
    expect(roster.find((p) => p.roomName === "晨曦厅")).toMatchObject({
      parStatus: "OFFLINE",
      disconnectReason: "UNREACHABLE",
    });
    expect(roster.find((p) => p.roomName === "星辰厅")?.server?.serverModel).not.toBe("CMS");
    expect(roster.filter((p) => p.parStatus === "ONLINE").length).toBeGreaterThanOrEqual(2);
  });
});
