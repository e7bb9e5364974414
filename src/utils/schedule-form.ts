/**
 * Pure rules of the schedule form (spec §3 "Schedule form", §5 "Schedule form"): the values the form
 * holds, the body it sends (contract ScheduleBody), its validators and the conflict texts.
 * Validators answer an i18n key under "meetings.schedule.rules" (or null when the value is fine).
 */
import dayjs from "dayjs";
import type { Occupancy, ScheduleDetail } from "#contract/meetings";
import {
  hasJoinWay,
  isMeetingNumber,
  isMeetingPassword,
  mainVenueProblem,
} from "#contract/rules/schedule-fields";
import type { TimeRange } from "#contract/rules/time-range";
import { scheduleDefaults } from "#contract/schedule-defaults";
import type { Conflict, EditScope, MeetingMode, RecurrenceKind, ScheduleBody } from "#contract/schedules";
import { DATE_FORMAT, MEETING_NAME_MAX } from "../config/constants";

export type RecurrenceChoice = "NONE" | RecurrenceKind;

/** The wire fields the form holds as "" instead of null (text inputs). */
type TextFields = "password" | "agenda" | "contact" | "contactPhone" | "contactEmail" | "meetingNumber";

/**
 * What the antd form holds: the wire body, with the time as one range, the recurrence as its parts
 * and the text fields as strings; times are epoch ms (the pickers convert).
 */
export interface ScheduleFormValues
  extends Omit<ScheduleBody, "startAt" | "endAt" | "recurrence" | TextFields>,
    Record<TextFields, string> {
  range: TimeRange;
  recurrenceKind: RecurrenceChoice;
  weekdays: number[];
  until: number | null;
  customNumber: boolean;
}

export type RuleKey =
  | "passwordDigits"
  | "meetingNumberRequired"
  | "meetingNumberDigits"
  | "mainVenueRequired"
  | "joinWayRequired"
  | "emailFormat";

/** "a1b-2 3" → "123" (spec §5: a numeric-only input strips non-digits). */
export function digitsOnly(value: unknown): string {
  return typeof value === "string"
    ? value.replace(/\D+/g, "")
    : typeof value === "number"
      ? String(value)
      : "";
}

/** Optional: empty is fine; else exactly 6 digits. */
export function passwordRule(password: string | null | undefined): RuleKey | null {
  if (!password) return null;
  return isMeetingPassword(password) ? null : "passwordDigits";
}

/** A custom meeting number cannot be empty and has exactly `digits` digits; without the switch anything goes. */
export function meetingNumberRule(
  custom: boolean,
  value: string | null | undefined,
  digits: number,
): RuleKey | null {
  if (!custom) return null;
  if (!value) return "meetingNumberRequired";
  return isMeetingNumber(value, digits) ? null : "meetingNumberDigits";
}

/** Speech mode needs a main venue, and it must be one of the chosen rooms. */
export function mainVenueRule(
  mode: MeetingMode,
  mainVenueRoomId: string | null | undefined,
  roomIds: readonly string[],
): RuleKey | null {
  return mainVenueProblem(mode, mainVenueRoomId, roomIds) ? "mainVenueRequired" : null;
}

export function joinWayRule(joinByApp: boolean, joinByTerminal: boolean): RuleKey | null {
  return hasJoinWay(joinByApp, joinByTerminal) ? null : "joinWayRequired";
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Optional: empty is fine; else local@domain.tld. */
export function emailRule(email: string | null | undefined): RuleKey | null {
  const value = email?.trim();
  if (!value) return null;
  return EMAIL.test(value) ? null : "emailFormat";
}

function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

function recurrenceOf(values: ScheduleFormValues): ScheduleBody["recurrence"] {
  if (values.recurrenceKind === "NONE" || values.until === null) return null;
  if (values.recurrenceKind === "WEEKLY") {
    const weekdays = [...new Set(values.weekdays)].sort((a, b) => a - b);
    return { kind: "WEEKLY", weekdays, until: values.until };
  }
  return { kind: values.recurrenceKind, until: values.until };
}

/** The wire body: texts trimmed (empty → null), digits kept, the main venue only when it is a chosen room. */
export function buildScheduleBody(values: ScheduleFormValues): ScheduleBody {
  const roomIds = [...new Set(values.roomIds)];
  const phone = digitsOnly(values.contactPhone);
  const number = digitsOnly(values.meetingNumber);
  const password = digitsOnly(values.password);
  return {
    name: values.name.trim().slice(0, MEETING_NAME_MAX),
    type: values.type,
    startAt: values.range.start,
    endAt: values.range.end,
    roomIds,
    recurrence: recurrenceOf(values),
    video: values.video,
    password: password === "" ? null : password,
    fileIds: [...values.fileIds],
    agenda: textOrNull(values.agenda),
    contact: textOrNull(values.contact),
    contactPhone: phone === "" ? null : phone,
    contactEmail: textOrNull(values.contactEmail),
    hostId: values.hostId || null,
    attendeeIds: [...new Set(values.attendeeIds)],
    isPublic: values.isPublic,
    capacity: values.capacity,
    live: values.live,
    waitingRoom: values.waitingRoom,
    joinByApp: values.joinByApp,
    joinByTerminal: values.joinByTerminal,
    mode: values.mode,
    mainVenueRoomId:
      values.mainVenueRoomId && roomIds.includes(values.mainVenueRoomId) ? values.mainVenueRoomId : null,
    meetingNumber: values.customNumber && number !== "" ? number : null,
    layout: values.layout,
    bandwidth: values.bandwidth,
    joinMute: values.joinMute,
    autoCall: values.autoCall,
    poolId: values.poolId || null,
  };
}

/**
 * The body of the background conflict check: only time, rooms and recurrence matter, so every other
 * field takes a value the server accepts (an unfinished name or password must not hide the conflicts).
 */
export function probeBody(values: ScheduleFormValues, placeholderName: string): ScheduleBody {
  const body = buildScheduleBody(values);
  return {
    ...body,
    name: body.name || placeholderName,
    password: null,
    fileIds: [],
    agenda: null,
    contact: null,
    contactPhone: null,
    contactEmail: null,
    hostId: null,
    attendeeIds: [],
    joinByApp: true,
    mode: "DISCUSSION",
    mainVenueRoomId: null,
    meetingNumber: null,
  };
}

/** The text fields the form holds as "" where the wire has null; the rest of the defaults are the wire's. */
const {
  recurrence: _recurrence,
  password: _password,
  agenda: _agenda,
  contact: _contact,
  contactPhone: _contactPhone,
  contactEmail: _contactEmail,
  hostId: _hostId,
  meetingNumber: _meetingNumber,
  ...SHARED_DEFAULTS
} = scheduleDefaults();

export const DEFAULT_FORM_VALUES: Omit<ScheduleFormValues, "range" | "hostId"> = {
  ...SHARED_DEFAULTS,
  name: "",
  roomIds: [],
  recurrenceKind: "NONE",
  weekdays: [],
  until: null,
  password: "",
  agenda: "",
  contact: "",
  contactPhone: "",
  contactEmail: "",
  customNumber: false,
  meetingNumber: "",
};

/** A create form preset from the calendar's query (roomId, start, end in ms); bad values are ignored. */
export function presetFromQuery(
  search: URLSearchParams,
  durationMinutes: number,
): {
  roomIds: string[];
  range: TimeRange | null;
} {
  const roomId = search.get("roomId")?.trim();
  const start = Number(search.get("start"));
  const end = Number(search.get("end"));
  const validStart = search.has("start") && Number.isSafeInteger(start) && start > 0;
  const validEnd = search.has("end") && Number.isSafeInteger(end) && end > start;
  return {
    roomIds: roomId ? [roomId] : [],
    range: validStart ? { start, end: validEnd ? end : start + durationMinutes * 60_000 } : null,
  };
}

/** The edit form's values: the chosen occurrence's time when it is one of the schedule's meetings. */
export function valuesFromDetail(detail: ScheduleDetail, meetingId: string | null): ScheduleFormValues {
  const occurrence = meetingId ? detail.meetings.find((m) => m.id === meetingId) : undefined;
  const range = occurrence
    ? { start: occurrence.startAt, end: occurrence.endAt }
    : { start: detail.startAt, end: detail.endAt };
  return {
    ...DEFAULT_FORM_VALUES,
    name: detail.name,
    type: detail.type,
    range,
    roomIds: detail.roomIds ?? detail.rooms.map((r) => r.id),
    recurrenceKind: detail.recurrence?.kind ?? "NONE",
    weekdays: detail.recurrence?.weekdays ?? [],
    until: detail.recurrence?.until ?? null,
    video: detail.video,
    password: detail.password ?? "",
    fileIds: detail.fileIds ?? detail.files.map((f) => f.id),
    agenda: detail.agenda ?? "",
    contact: detail.contact ?? "",
    contactPhone: detail.contactPhone ?? "",
    contactEmail: detail.contactEmail ?? "",
    hostId: detail.hostId ?? detail.host?.id ?? null,
    attendeeIds: detail.attendeeIds ?? detail.attendees.map((a) => a.id),
    isPublic: detail.isPublic,
    capacity: detail.capacity,
    live: detail.live,
    waitingRoom: detail.waitingRoom,
    joinByApp: detail.joinByApp,
    joinByTerminal: detail.joinByTerminal,
    mode: detail.mode,
    mainVenueRoomId: detail.mainVenueRoomId,
    // The number attendees already have is kept unless the user changes it.
    customNumber: !!detail.meetingNumber,
    meetingNumber: detail.meetingNumber ?? "",
    layout: detail.layout,
    bandwidth: detail.bandwidth,
    joinMute: detail.joinMute,
    autoCall: detail.autoCall,
    poolId: detail.poolId,
  };
}

/** "2030/06/15 10:00–11:00", or with the end's date when it ends on another day. */
export function formatSpan(startAt: number, endAt: number): string {
  const start = dayjs(startAt);
  const end = dayjs(endAt);
  const endText = start.isSame(end, "day") ? end.format("HH:mm") : end.format(DATE_FORMAT);
  return `${start.format(DATE_FORMAT)}–${endText}`;
}

export interface ConflictLine {
  key: string;
  time: string;
  room: string;
  /** null when the colliding meeting is not visible to the caller. */
  meeting: string | null;
}

/** Conflicts by time then room, each once, with their texts. */
export function conflictLines(conflicts: readonly Conflict[]): ConflictLine[] {
  const seen = new Set<string>();
  return [...conflicts]
    .sort((a, b) => a.startAt - b.startAt || a.roomName.localeCompare(b.roomName))
    .filter((c) => {
      const key = `${c.roomId}@${c.startAt}-${c.endAt}@${c.meetingName ?? ""}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((c) => ({
      key: `${c.roomId}@${c.startAt}-${c.endAt}@${c.meetingName ?? ""}`,
      time: formatSpan(c.startAt, c.endAt),
      room: c.roomName,
      meeting: c.meetingName,
    }));
}

/** Rooms occupied by some other meeting than the one being edited (its own booking is not a collision). */
export function busyRoomIds(
  occupancy: readonly Occupancy[],
  editing: { scheduleId?: string; meetingId?: string; scope?: EditScope } = {},
): Set<string> {
  const own = (o: Occupancy) =>
    (editing.meetingId !== undefined && o.meetingId === editing.meetingId) ||
    (editing.scheduleId !== undefined && editing.scope !== "one" && o.scheduleId === editing.scheduleId);
  return new Set(occupancy.filter((o) => !own(o)).map((o) => o.roomId));
}

const SERVER_TO_FORM: Record<string, keyof ScheduleFormValues> = {
  startAt: "range",
  endAt: "range",
  recurrence: "until",
};

/** Server field errors (400 data.fields) as form field names; unknown fields are returned apart. */
export function formFieldErrors(
  fields: Record<string, string>,
  known: readonly string[],
): { fields: { name: keyof ScheduleFormValues; errors: string[] }[]; other: string[] } {
  const byName = new Map<keyof ScheduleFormValues, string[]>();
  const other: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const name = SERVER_TO_FORM[field] ?? field;
    if (!known.includes(name)) {
      other.push(message);
      continue;
    }
    const key = name as keyof ScheduleFormValues;
    byName.set(key, [...(byName.get(key) ?? []), message]);
  }
  return { fields: [...byName].map(([name, errors]) => ({ name, errors: [...new Set(errors)] })), other };
}
