import { type SQL, sql } from "drizzle-orm";
import type { ReportExportFormat } from "#contract/reports";
import type { Db } from "../db/database.ts";
import type { Lang, MessageKey } from "../i18n.ts";
import { t } from "../i18n.ts";
import { type BookingFilters, bookingExportStatement } from "./bookings.ts";
import { type ExportColumn, label, type StreamedExport, streamExport, text } from "./export.ts";
import {
  keywordCondition,
  MEETING_SORT_COLUMNS,
  meetingColumns,
  meetingJoins,
  sortOf,
} from "./meeting-list.ts";
import { allOf, type ReportScope } from "./scope.ts";
import { baseMeetings } from "./sql.ts";

/**
 * The meeting tables of the reports (the detail table, a user's meetings, the meetings of a moment)
 * and booked versus used per booking.
 */
export interface MeetingLine {
  name: string;
  number: string;
  type: string;
  start: string;
  end: string;
  minutes: number;
  organiser: { name: string };
  department: { name: string } | null;
  rooms: { name: string }[];
  participants: number;
  connectedMinutes: number;
}

const separator = (lang: Lang) => (lang === "en-US" ? ", " : "、");

export const MEETING_COLUMNS: ExportColumn<MeetingLine>[] = [
  { header: "report.column.name", width: 30, cell: (r) => text(r.name) },
  { header: "report.column.number", width: 14, cell: (r) => text(r.number) },
  { header: "report.column.type", width: 14, cell: (r, lang) => label(lang, `meetingType.${r.type}`) },
  { header: "report.column.start", width: 18, cell: (r) => r.start },
  { header: "report.column.end", width: 18, cell: (r) => r.end },
  { header: "report.column.minutes", width: 12, cell: (r) => r.minutes },
  { header: "report.column.organiser", width: 14, cell: (r) => text(r.organiser.name) },
  { header: "report.column.department", width: 18, cell: (r) => text(r.department?.name) },
  {
    header: "report.column.rooms",
    width: 30,
    cell: (r, lang) => text(r.rooms.map((room) => room.name).join(separator(lang))),
  },
  { header: "report.column.participants", width: 12, cell: (r) => r.participants },
  { header: "report.column.connectedMinutes", width: 16, cell: (r) => r.connectedMinutes },
];

/** A time written in the organisation's zone. */
export const localTime = (column: SQL, timeZone: string) =>
  sql`to_char(to_timestamp(${column} / 1000.0) at time zone ${timeZone}, 'YYYY/MM/DD HH24:MI')`;

const stamp = (rs: ReportScope) => `${rs.range.fromDay}_${rs.range.toDay}`.replaceAll("-", "");

/** How an export names its file and sheet: messages, and what follows the name (a user, a moment). */
export interface ExportNames {
  file: MessageKey;
  sheet: MessageKey;
  /** Goes between the file's name and the range: already safe for a file name. */
  subject?: string;
}

/** A name (a user's) inside a file's name, without what would cut it (a path separator). */
export const fileSubject = (name: string) => name.replace(/[/\\]/g, "_");

/** An export's file name: its name, its subject if any, then its range. */
export const fileNameOf = (lang: Lang, rs: ReportScope, names: ExportNames) =>
  [t(lang, names.file), names.subject, stamp(rs)].filter(Boolean).join("-");

const DETAIL_NAMES: ExportNames = { file: "report.fileName.meetings", sheet: "report.sheet.meetings" };
const BOOKING_NAMES: ExportNames = { file: "report.fileName.bookings", sheet: "report.sheet.bookings" };

export function exportMeetings(
  db: Db,
  rs: ReportScope,
  options: {
    format: ReportExportFormat;
    lang: Lang;
    sort?: string;
    keyword?: string;
    where?: SQL;
    names?: ExportNames;
  },
): StreamedExport {
  const where = allOf(keywordCondition(options.keyword), options.where);
  const order = sortOf(options.sort, MEETING_SORT_COLUMNS);
  const tz = rs.range.timeZone;
  const statement = sql`with base as materialized (${baseMeetings(rs, where)})
    select ${meetingColumns}, ${localTime(sql`p.start_at`, tz)} as start, ${localTime(sql`p.end_at`, tz)} as "end"
    from base p ${meetingJoins}
    order by ${order}`;
  const names = options.names ?? DETAIL_NAMES;
  return streamExport<MeetingLine>(db, statement, MEETING_COLUMNS, {
    format: options.format,
    lang: options.lang,
    fileName: fileNameOf(options.lang, rs, names),
    sheet: t(options.lang, names.sheet),
  });
}

interface BookingLine {
  meeting: { name: string };
  room: { name: string };
  organiser: { name: string };
  department: { name: string } | null;
  startAt: number;
  endAt: number;
  start: string;
  end: string;
  bookedMinutes: number;
  joinedMinutes: number;
  presentMinutes: number | null;
  usedMinutes: number;
  usage: string;
}

const BOOKING_COLUMNS: ExportColumn<BookingLine>[] = [
  { header: "report.column.room", width: 20, cell: (r) => text(r.room.name) },
  { header: "report.column.name", width: 30, cell: (r) => text(r.meeting.name) },
  { header: "report.column.organiser", width: 14, cell: (r) => text(r.organiser.name) },
  { header: "report.column.department", width: 18, cell: (r) => text(r.department?.name) },
  { header: "report.column.start", width: 18, cell: (r) => r.start },
  { header: "report.column.end", width: 18, cell: (r) => r.end },
  { header: "report.column.bookedMinutes", width: 14, cell: (r) => r.bookedMinutes },
  { header: "report.column.joinedMinutes", width: 16, cell: (r) => r.joinedMinutes },
  { header: "report.column.presentMinutes", width: 16, cell: (r) => r.presentMinutes ?? "" },
  { header: "report.column.usedMinutes", width: 14, cell: (r) => r.usedMinutes },
  { header: "report.column.usage", width: 12, cell: (r, lang) => label(lang, `report.usage.${r.usage}`) },
];

export function exportBookings(
  db: Db,
  rs: ReportScope,
  filters: BookingFilters,
  options: { format: ReportExportFormat; lang: Lang; sort?: string; keyword?: string; usage?: string },
): StreamedExport {
  return streamExport<BookingLine>(db, bookingExportStatement(rs, filters, options), BOOKING_COLUMNS, {
    format: options.format,
    lang: options.lang,
    fileName: fileNameOf(options.lang, rs, BOOKING_NAMES),
    sheet: t(options.lang, BOOKING_NAMES.sheet),
  });
}
