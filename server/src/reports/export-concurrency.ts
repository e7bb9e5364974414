import { sql } from "drizzle-orm";
import type { ConcurrencyGranularity, ReportExportFormat } from "#contract/reports";
import type { Db } from "../db/database.ts";
import { type Lang, t } from "../i18n.ts";
import { bucketPeaks, capacityJson, connectedAt, levelsOf, peakRows } from "./concurrency.ts";
import { type ExportColumn, type StreamedExport, streamExport } from "./export.ts";
import {
  type ExportNames,
  exportMeetings,
  fileNameOf,
  localTime,
  MEETING_COLUMNS,
  type MeetingLine,
} from "./export-tables.ts";
import { meetingColumns, meetingJoins } from "./meeting-list.ts";
import type { ReportScope } from "./scope.ts";

/**
 * The exports of the concurrency and participants reports: the peak of each bucket (the peaks
 * chart's table), and the meetings of one moment (the detail table under the charts).
 */
type Kind = "meetings" | "participants";

interface PeakLine {
  period: string;
  peak: number;
  at: string | null;
  ports: number;
}

const usage = (line: PeakLine) => (line.ports > 0 ? Math.round((line.peak / line.ports) * 1000) / 10 : "");

const PEAK_COLUMNS: Record<Kind, ExportColumn<PeakLine>[]> = {
  meetings: [
    { header: "report.column.period", width: 18, cell: (r) => r.period },
    { header: "report.column.peakMeetings", width: 18, cell: (r) => r.peak },
    { header: "report.column.peakAt", width: 18, cell: (r) => r.at ?? "" },
    { header: "report.column.ports", width: 12, cell: (r) => r.ports },
  ],
  participants: [
    { header: "report.column.period", width: 18, cell: (r) => r.period },
    { header: "report.column.peakParticipants", width: 18, cell: (r) => r.peak },
    { header: "report.column.peakAt", width: 18, cell: (r) => r.at ?? "" },
    { header: "report.column.ports", width: 12, cell: (r) => r.ports },
    { header: "report.column.portUsage", width: 16, cell: usage },
  ],
};

const PEAK_NAMES: Record<Kind, ExportNames> = {
  meetings: { file: "report.fileName.concurrency", sheet: "report.sheet.peaks" },
  participants: { file: "report.fileName.participantConcurrency", sheet: "report.sheet.peaks" },
};

/** The peak of each bucket of the range at `granularity`, with the moment it was first reached. */
export function exportPeaks(
  db: Db,
  rs: ReportScope,
  kind: Kind,
  options: { format: ReportExportFormat; lang: Lang; granularity: ConcurrencyGranularity },
): StreamedExport {
  const statement = sql`with ${levelsOf(rs, kind)}, ${bucketPeaks(rs, options.granularity)},
      capacity as (select (${capacityJson} ->> 'ports')::int as ports)
    select r.period, r.peak,
      case when r.at is null then null else ${localTime(sql`r.at`, rs.range.timeZone)} end as at,
      capacity.ports
    from (${peakRows(rs, options.granularity)}) r, capacity
    order by r.start`;
  const names = PEAK_NAMES[kind];
  return streamExport<PeakLine>(db, statement, PEAK_COLUMNS[kind], {
    format: options.format,
    lang: options.lang,
    fileName: fileNameOf(options.lang, rs, names),
    sheet: t(options.lang, names.sheet),
  });
}

/** A moment in a file's name: its local minute, e.g. 20310610-0930. */
const momentStamp = (at: number, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}`;
};

/** The meetings running at `at`, in the detail table's order (the earliest start first). */
export function exportMeetingsRunningAt(
  db: Db,
  rs: ReportScope,
  at: number,
  options: { format: ReportExportFormat; lang: Lang },
): StreamedExport {
  return exportMeetings(db, rs, {
    ...options,
    sort: "startAt,asc",
    where: sql`f.start_at <= ${at}::bigint and f.end_at > ${at}::bigint`,
    names: {
      file: "report.fileName.meetingsAt",
      sheet: "report.sheet.meetings",
      subject: momentStamp(at, rs.range.timeZone),
    },
  });
}

type ConnectedLine = MeetingLine & { participantsAt: number };

const CONNECTED_COLUMNS: ExportColumn<ConnectedLine>[] = [
  ...MEETING_COLUMNS,
  { header: "report.column.participantsAt", width: 16, cell: (r) => r.participantsAt },
];

/** The meetings with participants connected at `at`, the most first (as the detail table). */
export function exportMeetingsConnectedAt(
  db: Db,
  rs: ReportScope,
  at: number,
  options: { format: ReportExportFormat; lang: Lang },
): StreamedExport {
  const tz = rs.range.timeZone;
  const names: ExportNames = {
    file: "report.fileName.participantsAt",
    sheet: "report.sheet.meetings",
    subject: momentStamp(at, tz),
  };
  const statement = sql`with ${connectedAt(rs, at)}
    select ${meetingColumns}, ${localTime(sql`p.start_at`, tz)} as start, ${localTime(sql`p.end_at`, tz)} as "end",
      x.n as "participantsAt"
    from connected x join base p on p.id = x.meeting_id ${meetingJoins}
    order by x.n desc, p.id`;
  return streamExport<ConnectedLine>(db, statement, CONNECTED_COLUMNS, {
    format: options.format,
    lang: options.lang,
    fileName: fileNameOf(options.lang, rs, names),
    sheet: t(options.lang, names.sheet),
  });
}
