import {
  BANDWIDTH_OPTIONS_KBPS,
  CAPACITY_OPTIONS,
  MEETING_NAME_MAX,
  MEETING_PASSWORD_DIGITS,
} from "#contract/limits";
import {
  hasJoinWay,
  isMeetingNumber,
  isMeetingPassword,
  mainVenueProblem,
} from "#contract/rules/schedule-fields";
import type { Occurrence, ScheduleBody } from "#contract/schedules";
import type { FieldMessage } from "../errors.ts";
import type { ProductConfigs } from "../meetings/product-config.ts";
import { checkRecurrence, expandOccurrences, RECURRENCE_MAX_OCCURRENCES } from "./occurrences.ts";

/**
 * The spec §5 rules of a schedule body that need no database (those the form runs too are in
 * rules/schedule-fields). A start this much in the past still counts as "now" (the form's clock
 * and the request's trip).
 */
export const START_GRACE_MS = 60_000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blankToNull = (value: string | null): string | null => (value?.trim() ? value.trim() : null);

/** Trims texts and drops repeated ids. */
export function normaliseBody(body: ScheduleBody): ScheduleBody {
  return {
    ...body,
    name: body.name.trim(),
    roomIds: [...new Set(body.roomIds)],
    fileIds: [...new Set(body.fileIds)],
    attendeeIds: [...new Set(body.attendeeIds)],
    password: body.password === "" ? null : body.password,
    agenda: blankToNull(body.agenda),
    contact: blankToNull(body.contact),
    contactPhone: blankToNull(body.contactPhone),
    contactEmail: blankToNull(body.contactEmail),
    meetingNumber: blankToNull(body.meetingNumber),
    hostId: body.hostId || null,
    poolId: body.poolId || null,
    mainVenueRoomId: body.mode === "SPEECH" ? body.mainVenueRoomId : null,
    recurrence: body.recurrence
      ? { ...body.recurrence, weekdays: [...new Set(body.recurrence.weekdays ?? [])].sort() }
      : null,
  };
}

export interface TimeRules {
  now: number;
  configs: Pick<ProductConfigs, "maxDuration" | "meetingNumberDigits">;
  /** When editing: a start equal to the stored one may lie in the past (a running series). */
  storedStartAt?: number;
}

function timeViolations(body: ScheduleBody, rules: TimeRules, fields: Record<string, FieldMessage>): void {
  const unchanged = rules.storedStartAt !== undefined && body.startAt === rules.storedStartAt;
  if (body.startAt < rules.now - START_GRACE_MS && !unchanged) fields.startAt = "schedule.startInPast";
  if (body.endAt <= body.startAt) fields.endAt = "schedule.endNotAfterStart";
  else if (body.endAt - body.startAt > rules.configs.maxDuration * 60_000) {
    fields.endAt = { key: "schedule.maxDuration", params: { max: rules.configs.maxDuration } };
  }
}

function formViolations(body: ScheduleBody, digits: number, fields: Record<string, FieldMessage>): void {
  if (!body.name) fields.name = "schedule.nameRequired";
  else if (body.name.length > MEETING_NAME_MAX)
    fields.name = { key: "schedule.nameTooLong", params: { max: MEETING_NAME_MAX } };
  if (body.password !== null && !isMeetingPassword(body.password)) {
    fields.password = { key: "schedule.passwordDigits", params: { digits: MEETING_PASSWORD_DIGITS } };
  }
  if (body.roomIds.length === 0) fields.roomIds = "schedule.roomRequired";
  const venue = mainVenueProblem(body.mode, body.mainVenueRoomId, body.roomIds);
  if (venue === "missing") fields.mainVenueRoomId = "schedule.mainVenueRequired";
  if (venue === "notInRooms") fields.mainVenueRoomId = "schedule.mainVenueNotInRooms";
  if (!hasJoinWay(body.joinByApp, body.joinByTerminal)) fields.joinByApp = "schedule.joinWayRequired";
  if (body.meetingNumber !== null && !isMeetingNumber(body.meetingNumber, digits)) {
    fields.meetingNumber = { key: "schedule.meetingNumberDigits", params: { digits } };
  }
  if (!(CAPACITY_OPTIONS as readonly number[]).includes(body.capacity)) {
    fields.capacity = { key: "schedule.capacityOption", params: { values: CAPACITY_OPTIONS.join(", ") } };
  }
  if (!(BANDWIDTH_OPTIONS_KBPS as readonly number[]).includes(body.bandwidth)) {
    fields.bandwidth = {
      key: "schedule.bandwidthOption",
      params: { values: BANDWIDTH_OPTIONS_KBPS.join(", ") },
    };
  }
  if (body.contactEmail !== null && !EMAIL.test(body.contactEmail))
    fields.contactEmail = "schedule.emailInvalid";
  if (body.contactPhone !== null && !/^\d{1,20}$/.test(body.contactPhone))
    fields.contactPhone = "schedule.phoneDigits";
}

/**
 * The spec §5 rules of a (normalised) body; returns the field messages and, when the times and the
 * recurrence are valid, the occurrences.
 */
export function scheduleViolations(
  body: ScheduleBody,
  rules: TimeRules,
): { fields: Record<string, FieldMessage>; occurrences: Occurrence[] } {
  const fields: Record<string, FieldMessage> = {};
  formViolations(body, rules.configs.meetingNumberDigits, fields);
  timeViolations(body, rules, fields);
  let occurrences: Occurrence[] = [];
  if (!fields.startAt && !fields.endAt) {
    if (!body.recurrence) occurrences = expandOccurrences(body.startAt, body.endAt, null);
    else {
      const checked = checkRecurrence(body.startAt, body.endAt, body.recurrence);
      if ("problem" in checked) {
        fields.recurrence =
          checked.problem === "schedule.recurrenceTooMany"
            ? { key: checked.problem, params: { max: RECURRENCE_MAX_OCCURRENCES } }
            : checked.problem;
      } else occurrences = checked.occurrences;
    }
  }
  return { fields, occurrences };
}
