import {
  isMeetingStatus,
  statusColor,
  statusLabelKey,
} from "../../../../../src/pages/meetings/shared/status";

describe("meeting status tag (spec §4 'Meeting status')", () => {
  it.each([
    ["SCHEDULE", "blue", "meeting-list.status.SCHEDULE"],
    ["ONLINE", "green", "meeting-list.status.ONLINE"],
    ["ABNORMAL", "red", "meeting-list.status.ABNORMAL"],
    ["CONNECTING", "orange", "meeting-list.status.CONNECTING"],
    ["OFFLINE", "default", "meeting-list.status.OFFLINE"],
    ["SOMETHING_NEW", "default", "meeting-list.status.OFFLINE"],
  ])("%s → %s, %s", (status, color, key) => {
    expect(statusColor(status)).toBe(color);
    expect(statusLabelKey(status)).toBe(key);
  });

  it("knows exactly the five statuses", () => {
    expect(["SCHEDULE", "ONLINE", "ABNORMAL", "CONNECTING", "OFFLINE"].every(isMeetingStatus)).toBe(true);
    expect(isMeetingStatus("schedule")).toBe(false);
    expect(isMeetingStatus(undefined)).toBe(false);
  });
});
