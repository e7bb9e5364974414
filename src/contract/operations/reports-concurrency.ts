import { op, operations } from "#contract/operation";
import type {
  ConcurrencyExportQuery,
  ConcurrencyStatistic,
  ConcurrentMeetingsExportQuery,
  ConcurrentMeetingsQuery,
  ParticipantConcurrency,
  ParticipantConcurrentMeetings,
} from "#contract/report-concurrency";
import type { ConcurrencyQuery, ReportMeetingPage } from "#contract/reports";

export const reportsConcurrencyOps = operations("reportsConcurrency", {
  statistic: op<ConcurrencyStatistic, undefined, ConcurrencyQuery>(
    "GET /report/statistic/{x}/by-concurrent",
    "concurrentReport",
  ),
  meetings: op<ReportMeetingPage, undefined, ConcurrentMeetingsQuery>(
    "GET /report/meeting/{x}/by-concurrent",
    "concurrentReport",
  ),
  participantStatistic: op<ParticipantConcurrency, undefined, ConcurrencyQuery>(
    "GET /report/statistic/network/participant/by-concurrent",
    "concurrentReport",
  ),
  participantMeetings: op<ParticipantConcurrentMeetings, undefined, ConcurrentMeetingsQuery>(
    "GET /report/meeting/network/participant/by-concurrent",
    "concurrentReport",
  ),
  exportStatistic: op<unknown, undefined, ConcurrencyExportQuery>(
    "GET /report/statistic/{x}/by-concurrent/export",
    "concurrentReport",
    { audit: "export" },
  ),
  exportMeetings: op<unknown, undefined, ConcurrentMeetingsExportQuery>(
    "GET /report/meeting/{x}/by-concurrent/export",
    "concurrentReport",
    { audit: "export" },
  ),
  exportParticipantStatistic: op<unknown, undefined, ConcurrencyExportQuery>(
    "GET /report/statistic/network/participant/by-concurrent/export",
    "concurrentReport",
    { audit: "export" },
  ),
  exportParticipantMeetings: op<unknown, undefined, ConcurrentMeetingsExportQuery>(
    "GET /report/meeting/network/participant/by-concurrent/export",
    "concurrentReport",
    { audit: "export" },
  ),
});
