import {
  addressProblems,
  inviteCheck,
  messageCheck,
  moveCheck,
  paneCheck,
  passwordCheck,
} from "../../../../src/pages/meeting-control/dialogs/dialog-rules";
import { whiteListProblems } from "../../../../src/pages/meeting-control/dialogs/WhiteListDialog";

const R = "meeting-control.rules";
const sip = (address: string) => ({ address, protocol: "SIP" as const });

describe("invite dialog (spec §5 Invite)", () => {
  it.each([
    ["a terminal must be selected or an address entered", [], [sip(" ")], `${R}.NOTHING_SELECTED`],
    ["a selected terminal is enough", ["t1"], [sip("")], null],
    ["an entered address is enough", [], [sip("9001@sip.example.com")], null],
  ] as const)("%s", (_rule, terminals, rows, expected) => {
    expect(inviteCheck(terminals, rows, []).form).toBe(expected);
  });

  it.each([
    [
      "a participant already in the meeting is refused",
      "sip:8001@SIP.example.com",
      `${R}.ALREADY_IN_MEETING`,
    ],
    ["an address with spaces cannot be dialled", "8001 @sip", `${R}.addressInvalid`],
    ["a new address passes", "8009@sip.example.com", null],
  ])("%s", (_rule, address, expected) => {
    expect(addressProblems([sip(address)], ["8001@sip.example.com"])).toEqual([expected]);
  });

  it("an address listed twice is flagged on its second row; empty rows are left alone", () => {
    expect(inviteCheck([], [sip("a@x"), sip(""), sip("A@x"), sip("b@x")], []).rows).toEqual([
      null,
      null,
      `${R}.addressTwice`,
      null,
    ]);
  });
});

describe("move dialog (spec §5 Move)", () => {
  it.each([
    ["a meeting must be selected", undefined, ["p1"], `${R}.NO_TARGET`],
    ["at least one participant must be chosen", "m2", [], `${R}.NO_PARTICIPANT`],
    ["not the meeting they are in", "m1", ["p1"], `${R}.SAME_MEETING`],
    ["a target and participants: fine", "m2", ["p1", "p2"], null],
  ] as const)("%s", (_rule, target, ids, expected) => {
    expect(moveCheck("m1", target, ids)).toBe(expected);
  });
});

describe("layout pane placement (spec §5)", () => {
  const online = new Set(["p1", "p2"]);
  it.each([
    ["not supported for full", "FULL", ["p1"], online, `${R}.LAYOUT_NOT_SUPPORTED`],
    ["not supported for auto", "AUTO", ["p1"], online, `${R}.LAYOUT_NOT_SUPPORTED`],
    ["not supported for 1+N", "ONE_PLUS_N", ["p1"], online, `${R}.LAYOUT_NOT_SUPPORTED`],
    ["not supported for telepresence", "TELEPRESENCE", ["p1"], online, `${R}.LAYOUT_NOT_SUPPORTED`],
    ["not supported for stacked", "STACKED", ["p1"], online, `${R}.LAYOUT_NOT_SUPPORTED`],
    [
      "impossible with no online participant",
      "TWO_BY_TWO",
      ["p1"],
      new Set<string>(),
      `${R}.NO_ONLINE_PARTICIPANT`,
    ],
    ["positions must be set", "TWO_BY_TWO", [null, null, null, null], online, `${R}.POSITIONS_NOT_SET`],
    ["only online participants", "TWO_BY_TWO", ["p3", null], online, `${R}.NOT_ONLINE`],
    ["nobody twice", "TWO_BY_TWO", ["p1", "p1"], online, `${R}.DUPLICATE`],
    [
      "no more panes than the layout has",
      "TWO_BY_TWO",
      ["p1", null, null, null, "p2"],
      online,
      `${R}.TOO_MANY_PANES`,
    ],
    ["a fixed grid with positions set", "THREE_BY_THREE", ["p2", null, "p1"], online, null],
  ] as const)("%s", (_rule, layout, panes, onlineIds, expected) => {
    expect(paneCheck(layout, panes, onlineIds)).toBe(expected);
  });
});

describe("password and message", () => {
  it.each([
    ["six digits", "123456", null],
    ["empty removes the password", "", null],
    ["five digits", "12345", `${R}.passwordDigits`],
    ["letters", "12345a", `${R}.passwordDigits`],
  ])("password: %s", (_rule, value, expected) => {
    expect(passwordCheck(value)).toBe(expected);
  });

  it.each([
    ["some text", "Break in 5 minutes", null],
    ["blank", "   ", `${R}.messageRequired`],
    ["over 200 characters", "x".repeat(201), `${R}.messageTooLong`],
  ])("message: %s", (_rule, value, expected) => {
    expect(messageCheck(value)).toBe(expected);
  });
});

describe("white list", () => {
  it("each address is required, dialable and listed once", () => {
    expect(
      whiteListProblems([
        { address: "a@x", protocol: "SIP", name: null },
        { address: "", protocol: "SIP", name: null },
        { address: "h323:A@x", protocol: "H323", name: null },
        { address: "bad address", protocol: "SIP", name: null },
      ]),
    ).toEqual([null, `${R}.addressRequired`, `${R}.addressTwice`, `${R}.addressInvalid`]);
  });
});
