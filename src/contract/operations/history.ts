import type { Page } from "#contract/list";
import type { HistoryExportQuery, HistoryQuery, MeetingRow } from "#contract/meetings";
import { op, operations } from "#contract/operation";

export const historyOps = operations("history", {
  list: op<Page<MeetingRow>, undefined, HistoryQuery>("GET /report/me/schedules", "login"),
  export: op<Blob, undefined, HistoryExportQuery>("GET /report/me/schedules/export", "login", {
    audit: "export",
  }),
});
