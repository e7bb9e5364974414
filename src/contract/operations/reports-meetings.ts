import { op, operations } from "#contract/operation";
import type {
  DeptMeetingsQuery,
  DeptStatistic,
  DeptTrend,
  DetailExportQuery,
  DetailMeetingsQuery,
  DetailStatistic,
  ParticipantsQuery,
  ReportMeetingPage,
  ReportParticipantPage,
  ReportQuery,
  ReportUserPage,
  ReportUsersQuery,
  UserMeetingsExportQuery,
  UserMeetingsQuery,
  UserReportQuery,
  UserStatistic,
} from "#contract/reports";

export const reportsMeetingsOps = operations("reportsMeetings", {
  deptStatistic: op<DeptStatistic, undefined, ReportQuery>(
    "GET /report/statistic/network/by-dept",
    "deptReport",
  ),
  deptTrend: op<DeptTrend, undefined, ReportQuery>(
    "GET /report/statistic/network/trend/by-dept",
    "deptReport",
  ),
  deptMeetings: op<ReportMeetingPage, undefined, DeptMeetingsQuery>(
    "GET /report/meeting/network/by-dept",
    "deptReport",
  ),
  userStatistic: op<UserStatistic, undefined, UserReportQuery>(
    "GET /report/statistic/by-user",
    "personalReport",
  ),
  userMeetings: op<ReportMeetingPage, undefined, UserMeetingsQuery>(
    "GET /report/meeting/by-user",
    "personalReport",
  ),
  exportUserMeetings: op<unknown, undefined, UserMeetingsExportQuery>(
    "GET /report/meeting/by-user/export",
    "personalReport",
    { audit: "export" },
  ),
  users: op<ReportUserPage, undefined, ReportUsersQuery>("GET /report/users", "personalReport"),
  detailStatistic: op<DetailStatistic, undefined, ReportQuery>(
    "GET /report/statistic/meeting/network",
    "meetingDetails",
  ),
  details: op<ReportMeetingPage, undefined, DetailMeetingsQuery>(
    "GET /report/meeting/network",
    "meetingDetails",
  ),
  exportDetails: op<unknown, undefined, DetailExportQuery>(
    "GET /report/meeting/network/export",
    "meetingDetails",
    { audit: "export" },
  ),
  participants: op<ReportParticipantPage, undefined, ParticipantsQuery>(
    "GET /report/meeting/participants",
    "meetingDetails",
  ),
});
