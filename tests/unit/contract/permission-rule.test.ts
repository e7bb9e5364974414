import { describe, expect, it } from "vitest";
import { type PermissionHolder, type PermissionRequirement, permits } from "#contract/rules/permission-rule";

const normal = (...authorities: string[]): PermissionHolder => ({ authorities, type: "NORMAL" });
const system: PermissionHolder = { authorities: [], type: "SYSTEM" };
const anonymous: PermissionHolder = { authorities: [], type: null };

describe("permits: the route permissions the server declares", () => {
  it.each<[string, PermissionRequirement, PermissionHolder, boolean]>([
    ["public: anyone", "public", anonymous, true],
    ["login: a signed-in user", "login", normal(), true],
    ["login: not anonymous", "login", anonymous, false],
    ["systemType: a SYSTEM user", { systemType: true }, system, true],
    [
      "systemType: not a NORMAL user holding every name",
      { systemType: true },
      normal("system", "user"),
      false,
    ],
    [
      "anyOf: one of the names suffices",
      { anyOf: ["meetingMonitor", "meetingControl"] },
      normal("meetingControl"),
      true,
    ],
    ["anyOf: none held", { anyOf: ["meetingMonitor", "meetingControl"] }, normal("monitor"), false],
    ["anyOf: aliases count", { anyOf: ["meetingDetails"] }, normal("meetingDetail"), true],
    ["one name: a longer name holding it is not it", "meetingRoom", normal("meetingRoomReport"), false],
    ["one name: SYSTEM users hold no name by their type", "device", system, false],
  ])("%s", (_rule, required, holder, expected) => {
    expect(permits(required, holder)).toBe(expected);
  });
});
