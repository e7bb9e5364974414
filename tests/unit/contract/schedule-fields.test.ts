import { describe, expect, it } from "vitest";
import {
  hasJoinWay,
  isMeetingNumber,
  isMeetingPassword,
  mainVenueProblem,
} from "#contract/rules/schedule-fields";

describe("schedule field rules (spec §5, run by the form and the server)", () => {
  it.each([
    ["password: 6 digits", isMeetingPassword("123456"), true],
    ["password: 5 digits", isMeetingPassword("12345"), false],
    ["password: 7 digits", isMeetingPassword("1234567"), false],
    ["password: a letter", isMeetingPassword("12345a"), false],
    ["password: a trailing newline", isMeetingPassword("123456\n"), false],
    ["number: the configured digits", isMeetingNumber("12345678", 8), true],
    ["number: too few", isMeetingNumber("1234567", 8), false],
    ["number: non-digits", isMeetingNumber("1234567x", 8), false],
    ["join: app only", hasJoinWay(true, false), true],
    ["join: terminal only", hasJoinWay(false, true), true],
    ["join: neither", hasJoinWay(false, false), false],
  ])("%s", (_name, actual, expected) => expect(actual).toBe(expected));

  it.each([
    ["discussion needs none", mainVenueProblem("DISCUSSION", null, ["r1"]), null],
    ["speech without one", mainVenueProblem("SPEECH", null, ["r1"]), "missing"],
    ["speech with an empty one", mainVenueProblem("SPEECH", "", ["r1"]), "missing"],
    ["speech with a chosen room", mainVenueProblem("SPEECH", "r1", ["r1", "r2"]), null],
    ["speech with a room not chosen", mainVenueProblem("SPEECH", "r9", ["r1"]), "notInRooms"],
  ])("main venue: %s", (_name, actual, expected) => expect(actual).toBe(expected));
});
