import { describe, expect, it } from "vitest";
import { OPERATOR_PERMISSIONS, PERMISSIONS } from "#contract/permissions";
import {
  type AccessContext,
  canSeeRoute,
  firstReportPath,
  hasPermission,
  monitorTarget,
  visibleSections,
} from "../../../src/access/permissions";
import { findRoute } from "../../../src/routing/route-table";

type Row = [rule: string, required: string | string[] | undefined, held: string[], expected: boolean];

const rows: Row[] = [
  ["empty requirement: undefined is allowed", undefined, [], true],
  ["empty requirement: empty string is allowed", "", [], true],
  ["empty requirement: empty array is allowed", [], [], true],
  ["single name: held", "device", ["device"], true],
  ["single name: missing", "device", ["monitor"], false],
  ["whole names: an entry containing the name does not hold it", "meetingRoom", ["meetingRoomReport"], false],
  ["whole names: a name longer than the entry is not held", "meetingRoomReport", ["meetingRoom"], false],
  ["whole names: case-sensitive", "monitor", ["meetingMonitor"], false],
  ["alias: meetingDetails held as meetingDetail", "meetingDetails", ["meetingDetail"], true],
  ["alias: meetingDetails held as itself", "meetingDetails", ["meetingDetails"], true],
  [
    "alias: concurrentReport held as meetingConcurrentReport",
    "concurrentReport",
    ["meetingConcurrentReport"],
    true,
  ],
  ["alias: aliases are one-way", "meetingConcurrentReport", ["concurrentReport"], false],
  ["two-of-list: two of three held", "operation,location,meetingRoom", ["operation", "location"], true],
  ["two-of-list: one of three held", "operation,location,meetingRoom", ["location"], false],
  ["two-of-list: spaces around names ignored", "operation, location", ["operation", "location"], true],
  ["two-of-list: array read like the comma list", ["operation", "location"], ["location", "operation"], true],
  ["two-of-list: array with one held", ["operation", "location"], ["location"], false],
  ["two-of-list: aliases count", "meetingDetails,deptReport", ["meetingDetail", "deptReport"], true],
  [
    "three-of-list: dataReport+concurrentReport, two held",
    "dataReport,concurrentReport,deptReport",
    ["dataReport", "concurrentReport"],
    false,
  ],
  [
    "three-of-list: dataReport+concurrentReport, three held",
    "dataReport,concurrentReport,deptReport",
    ["dataReport", "concurrentReport", "deptReport"],
    true,
  ],
  [
    "three-of-list: maintenance+meetingMonitor, two held",
    "maintenance,meetingMonitor,device",
    ["maintenance", "device"],
    false,
  ],
  [
    "three-of-list: maintenance+meetingMonitor, three held",
    "maintenance,meetingMonitor,device",
    ["maintenance", "meetingMonitor", "device"],
    true,
  ],
  [
    "three-of-list: only two listed means both",
    "dataReport,concurrentReport",
    ["dataReport", "concurrentReport"],
    true,
  ],
  ["three-of-list: only two listed, one held", "dataReport,concurrentReport", ["dataReport"], false],
];

describe("hasPermission (spec §6)", () => {
  it.each(rows)("%s", (_rule, required, held, expected) => {
    expect(hasPermission(required, held)).toBe(expected);
  });

  it.each([
    ["systemType: SYSTEM user allowed", "SYSTEM", true],
    ["systemType: NORMAL user refused", "NORMAL", false],
    ["systemType: anonymous refused", null, false],
  ] as const)("%s", (_rule, userType, expected) => {
    expect(hasPermission(undefined, ["system", "user"], { userType, systemType: true })).toBe(expected);
  });
});

const ALL = [...PERMISSIONS];
const admin: AccessContext = { userType: "SYSTEM", permissions: [...PERMISSIONS] };
const operator: AccessContext = {
  userType: "NORMAL",
  permissions: [...OPERATOR_PERMISSIONS],
};
const user: AccessContext = { userType: "NORMAL", permissions: [] };

const menu = (ctx: AccessContext) =>
  Object.fromEntries(visibleSections(ctx).map((s) => [s.key, s.routes.map((r) => r.path)]));

describe("visibleSections: the demo accounts' menus", () => {
  it("admin sees every section and every menu page", () => {
    const sections = menu(admin);
    expect(Object.keys(sections)).toEqual([
      "meeting",
      "history",
      "operation",
      "device",
      "monitor",
      "report",
      "system",
    ]);
    expect(sections.meeting).toEqual(["/home"]);
    expect(sections.report).toHaveLength(6);
    // The eight settings tabs are one entry (spec §2 menu: "setting"); the audit log is the eighth.
    expect(sections.system).toHaveLength(8);
    expect(sections.monitor).toEqual(["/monitor/meeting", "/monitor/terminal", "/monitor/mcu"]);
  });

  it("operator sees meeting, history, operation, device and meeting monitor only", () => {
    expect(menu(operator)).toEqual({
      meeting: ["/home"],
      history: ["/history"],
      operation: ["/operation/location-management", "/operation/meeting-room-management"],
      device: [
        "/device/mcu-management",
        "/device/terminal-management",
        "/device/detector-management",
        "/device/roomBoard-management",
        "/device/grail-management",
        "/device/meeting-monitor",
        "/device/meeting-control",
      ],
      monitor: ["/monitor/meeting"],
    });
  });

  it("user without permissions sees meeting and history", () => {
    expect(menu(user)).toEqual({ meeting: ["/home"], history: ["/history"] });
  });

  it("section permission: pages without their section's permission stay out of the menu", () => {
    expect(menu({ userType: "NORMAL", permissions: ["personalReport"] })).toEqual({
      meeting: ["/home"],
      history: ["/history"],
    });
  });

  it("systemType: a NORMAL user with system+user sees only user management and the audit log in system", () => {
    expect(menu({ userType: "NORMAL", permissions: ["system", "user"] }).system).toEqual([
      "/system/user-management",
      "/system/audit-log",
    ]);
  });
});

describe("canSeeRoute", () => {
  it.each([
    ["hidden profile page is still reachable", "/personal/UserInfo", user, true],
    ["systemType page refused to NORMAL", "/system/open-api", operator, false],
    ["systemType page allowed to SYSTEM", "/system/open-api", admin, true],
    ["named permission missing", "/monitor/mcu", operator, false],
  ] as const)("%s", (_rule, path, ctx, expected) => {
    expect(canSeeRoute(findRoute(path)!, ctx)).toBe(expected);
  });
});

describe("firstReportPath (guard step 5)", () => {
  it.each([
    ["meeting detail first", ALL, "/report/meeting-detail-report"],
    ["meeting detail via alias", ["meetingDetail", "deptReport"], "/report/meeting-detail-report"],
    ["room before department", ["deptReport", "meetingRoomReport"], "/report/meeting-room-analysis"],
    ["department before personal", ["personalReport", "deptReport"], "/report/department-analysis"],
    ["personal before concurrent", ["concurrentReport", "personalReport"], "/report/personal-analysis"],
    ["concurrent via alias", ["meetingConcurrentReport"], "/report/concurrent-analysis"],
    ["none held", ["dataReport"], null],
  ] as const)("%s", (_rule, permissions, expected) => {
    expect(firstReportPath({ userType: "NORMAL", permissions })).toBe(expected);
  });
});

describe("monitorTarget (guard step 6)", () => {
  it.each([
    ["meetingControl wins", ["mcuMonitor", "meetingControl"], "/monitor/meeting"],
    ["then mcuMonitor", ["mcuMonitor", "serverMonitor"], "/monitor/mcu"],
    ["else terminal", [], "/monitor/terminal"],
  ] as const)("%s", (_rule, permissions, expected) => {
    expect(monitorTarget({ userType: "NORMAL", permissions })).toBe(expected);
  });
});
