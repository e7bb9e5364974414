import type { ComponentType } from "react";
import { ConcurrentAnalysisReport } from "./ConcurrentAnalysisReport";
import { DepartmentAnalysisReport } from "./DepartmentAnalysisReport";
import { MeetingDetailReport } from "./MeetingDetailReport";
import { ParticipantsAnalysisReport } from "./ParticipantsAnalysisReport";
import { PersonalAnalysisReport } from "./PersonalAnalysisReport";
import { RoomAnalysisReport } from "./RoomAnalysisReport";

/** The six analyses of spec §2, one chunk (their charts are in another, loaded beside it). */
const REPORTS: Record<string, ComponentType> = {
  "/report/personal-analysis": PersonalAnalysisReport,
  "/report/department-analysis": DepartmentAnalysisReport,
  "/report/meeting-detail-report": MeetingDetailReport,
  "/report/meeting-room-analysis": RoomAnalysisReport,
  "/report/concurrent-analysis": ConcurrentAnalysisReport,
  "/report/participants-analysis": ParticipantsAnalysisReport,
};

export function ReportsPage({ path }: { path: string }) {
  const Report = REPORTS[path];
  // The key starts each report afresh (its queries, its drawers) when the menu moves between them.
  return Report ? <Report key={path} /> : null;
}
