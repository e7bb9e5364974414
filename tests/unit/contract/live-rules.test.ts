import { describe, expect, it } from "vitest";
import {
  addressKey,
  inviteProblem,
  isDialAddress,
  monitorLabel,
  moveProblem,
  paneCount,
  panePlacementProblem,
  protocolSupported,
  supportsPanePlacement,
} from "#contract/rules/meeting-control";
import {
  countTotals,
  participantBucket,
  passesStatusFilter,
  statusFilter,
} from "#contract/rules/participant-status";

const online = new Set(["p1", "p2"]);

describe("roster rules (spec §4, run by the control page and the server)", () => {
  it.each([
    ["ONLINE counts as connected", participantBucket("ONLINE"), "connected"],
    ["CONNECTING counts as connecting", participantBucket("CONNECTING"), "connecting"],
    ["OFFLINE counts as disconnected", participantBucket("OFFLINE"), "disconnected"],
    ["any other value counts as disconnected", participantBucket("RINGING"), "disconnected"],
  ])("%s", (_name, actual, expected) => expect(actual).toBe(expected));

  it("totals: connected, connecting, disconnected (unknown statuses among the disconnected)", () => {
    const totals = countTotals([
      { parStatus: "ONLINE" },
      { parStatus: "ONLINE" },
      { parStatus: "CONNECTING" },
      { parStatus: "OFFLINE" },
      { parStatus: "FAILED" },
    ]);
    expect(totals).toEqual({ total: 5, totalConnected: 2, totalConnecting: 1, totalDisconnected: 2 });
  });

  it.each([
    ["no status chosen: no filter", statusFilter([]), null],
    ["all three chosen: no filter", statusFilter(["ONLINE", "CONNECTING", "OFFLINE"]), null],
    ["all three, repeated: no filter", statusFilter(["ONLINE", "ONLINE", "CONNECTING", "OFFLINE"]), null],
    ["one chosen: that one", statusFilter(["ONLINE"]), ["ONLINE"]],
    ["two chosen: those two", statusFilter(["ONLINE", "OFFLINE"]), ["ONLINE", "OFFLINE"]],
    ["unknown values are ignored", statusFilter(["ONLINE", "RINGING"]), ["ONLINE"]],
  ])("status filter: %s", (_name, actual, expected) => expect(actual).toEqual(expected));

  it.each([
    ["OFFLINE filter keeps an unknown status", passesStatusFilter("FAILED", ["OFFLINE"]), true],
    ["ONLINE filter drops CONNECTING", passesStatusFilter("CONNECTING", ["ONLINE"]), false],
    ["no filter keeps anything", passesStatusFilter("CONNECTING", null), true],
  ])("%s", (_name, actual, expected) => expect(actual).toBe(expected));
});

describe("meeting control rules (spec §5)", () => {
  it.each([
    ["FULL has no panes", "FULL", 0],
    ["AUTO has no panes", "AUTO", 0],
    ["ONE_PLUS_N has no panes", "ONE_PLUS_N", 0],
    ["TELEPRESENCE has no panes", "TELEPRESENCE", 0],
    ["STACKED has no panes", "STACKED", 0],
    ["a 2x2 grid has 4", "TWO_BY_TWO", 4],
    ["a 1+5 grid has 6", "ONE_PLUS_FIVE", 6],
    ["a 4x4 grid has 16", "FOUR_BY_FOUR", 16],
  ])("pane placement: %s", (_name, layout, count) => {
    expect(paneCount(layout)).toBe(count);
    expect(supportsPanePlacement(layout)).toBe(count > 0);
  });

  it.each([
    ["not for full, auto, 1+N, telepresence or stacked", "AUTO", ["p1"], online, "LAYOUT_NOT_SUPPORTED"],
    [
      "impossible with no online participant",
      "TWO_BY_TWO",
      ["p1"],
      new Set<string>(),
      "NO_ONLINE_PARTICIPANT",
    ],
    ["positions must be set: none given", "TWO_BY_TWO", [], online, "POSITIONS_NOT_SET"],
    ["positions must be set: only empty panes", "TWO_BY_TWO", [null, ""], online, "POSITIONS_NOT_SET"],
    [
      "no more positions than the layout's panes",
      "TWO_BY_TWO",
      ["p1", null, null, null, "p2"],
      online,
      "TOO_MANY_PANES",
    ],
    ["only online participants", "TWO_BY_TWO", ["p3"], online, "NOT_ONLINE"],
    ["no participant twice", "TWO_BY_TWO", ["p1", "p1"], online, "DUPLICATE"],
    ["a valid placement", "ONE_PLUS_FIVE", ["p2", null, "p1"], online, null],
  ] as const)("%s", (_name, layout, panes, ids, expected) =>
    expect(panePlacementProblem(layout, [...panes], ids)).toBe(expected),
  );

  it.each([
    ["invite: a terminal must be selected or an address entered", inviteProblem([], []), "NOTHING_SELECTED"],
    ["invite: a terminal is enough", inviteProblem(["t1"], []), null],
    ["invite: an address is enough", inviteProblem([], [{ address: "a@b" }]), null],
    ["move: a meeting must be selected", moveProblem("m1", null, ["p1"]), "NO_TARGET"],
    ["move: at least one participant", moveProblem("m1", "m2", []), "NO_PARTICIPANT"],
    ["move: not into the meeting it is in", moveProblem("m1", "m1", ["p1"]), "SAME_MEETING"],
    ["move: a target and a participant", moveProblem("m1", "m2", ["p1"]), null],
  ])("%s", (_name, actual, expected) => expect(actual).toBe(expected));

  it.each([
    ["CMS dials SIP", protocolSupported("CMS", "SIP"), true],
    ["CMS does not dial H.323 (protocol type not supported)", protocolSupported("CMS", "H323"), false],
    ["RMX dials H.323", protocolSupported("RMX", "H323"), true],
    ["MCU dials H.323", protocolSupported("MCU", "H323"), true],
    ["DMA dials SIP", protocolSupported("DMA", "SIP"), true],
    ["a SIP URI is an address", isDialAddress("8001@sip.example.com"), true],
    ["an IP is an address", isDialAddress("10.1.2.3"), true],
    ["spaces are not", isDialAddress("80 01@x"), false],
    ["nothing is not", isDialAddress(""), false],
    [
      "the same address with a scheme and capitals is already in",
      addressKey("SIP:8001@Sip.Example.com") === addressKey("8001@sip.example.com"),
      true,
    ],
  ])("%s", (_name, actual, expected) => expect(actual).toBe(expected));

  it.each([
    ["ONLINE", "inProgress"],
    ["SCHEDULE", "notStarted"],
    ["ABNORMAL", "abnormal"],
    ["CONNECTING", "connecting"],
    ["OFFLINE", "ended"],
  ])("monitor label of %s (spec §4)", (status, label) => expect(monitorLabel(status)).toBe(label));
});
