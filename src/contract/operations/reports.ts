import { op, operations } from "#contract/operation";
import type { ReportSettings } from "#contract/reports";

export const reportsOps = operations("reports", {
  settings: op<ReportSettings>("GET /report/settings", {
    anyOf: [
      "dataReport",
      "personalReport",
      "deptReport",
      "meetingDetails",
      "meetingRoomReport",
      "concurrentReport",
      "system",
    ],
  }),
  setSettings: op<ReportSettings, ReportSettings>("PUT /report/settings", "system"),
});
