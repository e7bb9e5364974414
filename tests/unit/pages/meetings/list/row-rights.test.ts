import type { MeetingStatus } from "#contract/meetings";
import { editTarget, rowActions } from "../../../../../src/pages/meetings/list/row-rights";

const all = { edit: true, cancel: true, end: true };
const none = { edit: false, cancel: false, end: false };

describe("row actions (spec §6: edit or cancel only within rights; about to start → no operation)", () => {
  it.each<
    [string, { rights: typeof all; locked: boolean; status: MeetingStatus }, ReturnType<typeof rowActions>]
  >([
    [
      "rights, not locked",
      { rights: all, locked: false, status: "SCHEDULE" },
      { edit: true, cancel: true, end: true, lockedNotice: false, control: false },
    ],
    [
      "no rights",
      { rights: none, locked: false, status: "SCHEDULE" },
      { edit: false, cancel: false, end: false, lockedNotice: false, control: false },
    ],
    [
      "locked wins over stale rights",
      { rights: all, locked: true, status: "SCHEDULE" },
      { edit: false, cancel: false, end: true, lockedNotice: true, control: false },
    ],
    [
      "running: its host or an operator controls it",
      { rights: all, locked: true, status: "ONLINE" },
      { edit: false, cancel: false, end: true, lockedNotice: true, control: true },
    ],
    [
      "abnormal: still under control",
      { rights: all, locked: true, status: "ABNORMAL" },
      { edit: false, cancel: false, end: true, lockedNotice: true, control: true },
    ],
    [
      "running, not the host: no control",
      { rights: none, locked: true, status: "ONLINE" },
      { edit: false, cancel: false, end: false, lockedNotice: true, control: false },
    ],
    [
      "ended",
      { rights: all, locked: false, status: "OFFLINE" },
      { edit: false, cancel: false, end: false, lockedNotice: false, control: false },
    ],
  ])("%s", (_rule, row, expected) => {
    expect(rowActions(row)).toEqual(expected);
  });

  it("edit goes to the form with the occurrence and the scope", () => {
    expect(editTarget("/home/schedule/s%201", { id: "m1" }, "one")).toBe(
      "/home/schedule/s%201?meetingId=m1&scope=one",
    );
  });
});
