import type { MonitorMcu, MonitorMeeting, MonitorTerminal } from "#contract/live-monitor";
import {
  mcuRowRules,
  meetingRowRules,
  monitorChanges,
  terminalRowRules,
} from "../../../src/live/monitor-rules";
import { RowsStore } from "../../../src/live/rows-store";
import { manualFrames } from "./fixtures";

vi.mock("../../../src/auth/session", () => ({
  session: { user: () => ({ id: "host-1", type: "NORMAL" }), permissions: () => [] },
}));

function monitorRow(id: string, patch: Partial<MonitorMeeting> = {}): MonitorMeeting {
  return {
    id,
    videoId: id,
    scheduleId: `s-${id}`,
    name: `Meeting ${id}`,
    host: { id: "host-1", name: "Host" },
    type: "VIDEO_MEETING",
    cascadeStatus: "NONE",
    mode: "DISCUSSION",
    networkNumber: "800001",
    meetingStatus: "ONLINE",
    startAt: Number(id.replace(/\D/g, "")) * 1000,
    endAt: 9_999_999,
    server: null,
    total: 2,
    totalConnected: 1,
    totalConnecting: 1,
    totalDisconnected: 0,
    abnormalReason: null,
    readiness: null,
    control: true,
    ...patch,
  };
}

const seqBatch = (seq: number, deltas: never[] | object[]) =>
  ({ seq, at: 0, meetingId: null, deltas }) as unknown as Parameters<RowsStore<MonitorMeeting>["receive"]>[0];

function store<Row extends { id: string }>(
  rules: ConstructorParameters<typeof RowsStore<Row>>[0],
  rows: Row[],
) {
  const frames = manualFrames();
  const s = new RowsStore<Row>(rules, frames.schedule);
  s.load(rows, rows.length, 100);
  return { s, frames };
}

describe("meeting monitor rows (spec §4 labels, pushed deltas)", () => {
  const filter = { statuses: ["ONLINE", "CONNECTING", "ABNORMAL", "SCHEDULE"], keyword: "" };

  it("renames a live meeting's fields to a monitor row's", () => {
    expect(monitorChanges({ meetingNumber: "42", startTimestamp: 1, endTimestamp: 2, locked: true })).toEqual(
      {
        networkNumber: "42",
        startAt: 1,
        endAt: 2,
        locked: true,
      },
    );
  });

  it("updates the row a meeting delta names and keeps the others' identity", () => {
    const { s, frames } = store(meetingRowRules(filter), [monitorRow("m1"), monitorRow("m2")]);
    const [first, second] = s.getSnapshot().rows;
    s.receive(
      seqBatch(101, [
        { type: "meeting", meetingId: "m2", changes: { totalConnected: 2, totalConnecting: 0 } },
      ]),
    );
    frames.run();
    const rows = s.getSnapshot().rows;
    expect(rows[0]).toBe(first);
    expect(rows[1]).not.toBe(second);
    expect(rows[1]).toMatchObject({ totalConnected: 2, totalConnecting: 0 });
  });

  it("drops a meeting that ends, and its readiness once a booked one starts", () => {
    const booked = monitorRow("m2", {
      meetingStatus: "SCHEDULE",
      readiness: { meetingId: "m2", level: "READY", checkedAt: 0, reasons: [] },
    });
    const { s, frames } = store(meetingRowRules(filter), [monitorRow("m1"), booked]);
    s.receive(
      seqBatch(101, [
        { type: "meeting", meetingId: "m1", changes: { meetingStatus: "OFFLINE" } },
        { type: "meeting", meetingId: "m2", changes: { meetingStatus: "CONNECTING" } },
      ]),
    );
    frames.run();
    expect(s.getSnapshot().rows.map((r) => [r.id, r.meetingStatus, r.readiness])).toEqual([
      ["m2", "CONNECTING", null],
    ]);
    expect(s.getSnapshot().total).toBe(1);
  });

  it("adds a meeting that starts when it passes the list's filter, with the caller's right to control it", () => {
    const { s, frames } = store(meetingRowRules({ statuses: ["ONLINE"], keyword: "sync" }), [
      monitorRow("m5"),
    ]);
    s.receive(
      seqBatch(101, [
        {
          type: "monitorRow",
          meetingId: "m1",
          row: monitorRow("m1", { name: "Daily sync", control: false }),
        },
        {
          type: "monitorRow",
          meetingId: "m2",
          row: monitorRow("m2", { name: "Board review", control: false }),
        },
        {
          type: "monitorRow",
          meetingId: "m3",
          row: monitorRow("m3", { name: "Sync 2", meetingStatus: "ABNORMAL" }),
        },
      ]),
    );
    frames.run();
    const rows = s.getSnapshot().rows;
    expect(rows.map((r) => r.id)).toEqual(["m1", "m5"]);
    // The pushed row says control: false; the host (this user) may control it.
    expect(rows[0]!.control).toBe(true);
  });
});

describe("terminal and MCU monitor rows", () => {
  const terminal = (id: string): MonitorTerminal => ({
    id,
    name: id,
    dialAddress: `${id}@sip`,
    protocol: "SIP",
    productDevice: "Room Kit",
    status: "CONNECTED",
    roomId: null,
    roomName: null,
    call: null,
  });

  it("a terminal delta sets the meeting it is in (null: none)", () => {
    const { s, frames } = store(terminalRowRules, [terminal("t1"), terminal("t2")]);
    const call = {
      meeting: { id: "m1", name: "Sync" },
      participantId: "p1",
      parStatus: "ONLINE" as const,
      quality: null,
    };
    s.receive(seqBatch(101, [{ type: "terminal", terminalId: "t2", call }]));
    frames.run();
    expect(s.getSnapshot().rows[1]!.call).toEqual(call);
    s.receive(seqBatch(102, [{ type: "terminal", terminalId: "t2", call: null }]));
    frames.run();
    expect(s.getSnapshot().rows[1]!.call).toBeNull();
  });

  it("an MCU delta sets its ports in use", () => {
    const mcu: MonitorMcu = {
      id: "mcu1",
      name: "CMS-01",
      model: "CMS",
      statusReason: null,
      address: "10.0.0.1",
      status: "ONLINE",
      poolId: null,
      poolName: null,
      capacity: 100,
      portsInUse: 3,
      meetings: [],
    };
    const { s, frames } = store(mcuRowRules, [mcu]);
    s.receive(seqBatch(101, [{ type: "mcu", mcuId: "mcu1", portsInUse: 7 }]));
    frames.run();
    expect(s.getSnapshot().rows[0]!.portsInUse).toBe(7);
  });
});
