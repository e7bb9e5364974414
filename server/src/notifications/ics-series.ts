import dayjs from "dayjs";
import type { RecurrenceRule } from "#contract/schedules";
import { expandOccurrences, localDay } from "../schedules/occurrences.ts";
import type { IcsDetails, IcsEvent, IcsOccurrence, IcsRule } from "./ics.ts";

/**
 * How a schedule goes into a calendar. A series becomes one RRULE when Outlook can express it:
 * its slots are those of the schedule form's rule (schedules/occurrences), a slot without a meeting
 * is an EXDATE, a meeting on a slot's day at other times (or an occurrence edited on its own) is a
 * RECURRENCE-ID override. Outlook moves a monthly day 29-31 to the last day of shorter months
 * where the form skips the month, and cannot hold an occurrence off the rule's days: such a series
 * goes out as separate single meetings (`singles`), each with a UID of its own.
 */
export interface PlannedMeeting extends IcsOccurrence {
  id: string;
}

/** An occurrence edited on its own: its series slot, its times and what it says. */
export interface DetachedOccurrence extends IcsOccurrence {
  scheduleId: string;
  recurrenceId: number;
  details: IcsDetails;
}

export interface ShapeInput {
  startAt: number;
  endAt: number;
  rule: RecurrenceRule | null;
  /** The schedule's meetings that are not cancelled. */
  active: PlannedMeeting[];
  detached: DetachedOccurrence[];
  now: number;
}

export type CalendarShape =
  | { kind: "events"; events: IcsEvent[]; detached: DetachedOccurrence[] }
  | { kind: "singles"; meetings: PlannedMeeting[]; reason: "monthDay" | "offRule" };

/** The last day of the month every month has. */
const OUTLOOK_MONTH_DAY_MAX = 28;

function ruleOf(rule: RecurrenceRule, first: number, until: number): IcsRule {
  return {
    kind: rule.kind,
    weekdays: rule.kind === "WEEKLY" ? [...new Set(rule.weekdays ?? [])] : [],
    monthDay: rule.kind === "MONTHLY" ? dayjs(first).date() : null,
    until,
  };
}

export function calendarShape(input: ShapeInput): CalendarShape | null {
  const { rule, active } = input;
  if (!rule) {
    const [only] = active;
    return only
      ? { kind: "events", events: [{ startAt: only.startAt, endAt: only.endAt }], detached: [] }
      : null;
  }
  const slots = expandOccurrences(input.startAt, input.endAt, rule);
  if (rule.kind === "MONTHLY" && slots.length > 0 && dayjs(slots[0].startAt).date() > OUTLOOK_MONTH_DAY_MAX) {
    return { kind: "singles", meetings: active, reason: "monthDay" };
  }
  const slotOfDay = new Map(slots.map((slot) => [localDay(slot.startAt), slot]));
  const taken = new Set<IcsOccurrence>();
  const overrides: IcsEvent[] = [];
  for (const meeting of active) {
    const slot = slotOfDay.get(localDay(meeting.startAt));
    if (!slot || taken.has(slot)) {
      // One off the rule that has started (kept by an edit of the whole series) stays in the
      // calendars as it was sent.
      if (meeting.startAt <= input.now) continue;
      return { kind: "singles", meetings: active, reason: "offRule" };
    }
    taken.add(slot);
    if (slot.startAt !== meeting.startAt || slot.endAt !== meeting.endAt) {
      overrides.push({ recurrenceId: slot.startAt, startAt: meeting.startAt, endAt: meeting.endAt });
    }
  }
  const detached: DetachedOccurrence[] = [];
  for (const occurrence of input.detached) {
    const slot = slots.find((s) => s.startAt === occurrence.recurrenceId);
    if (!slot || taken.has(slot)) continue;
    taken.add(slot);
    detached.push(occurrence);
    const { startAt, endAt, details, recurrenceId } = occurrence;
    overrides.push({ recurrenceId, startAt, endAt, details });
  }
  const kept = slots.filter((slot) => taken.has(slot));
  if (kept.length === 0) return null;
  const first = kept[0];
  const last = kept[kept.length - 1];
  const exdates = slots
    .filter((slot) => !taken.has(slot) && slot.startAt > first.startAt && slot.startAt < last.startAt)
    .map((slot) => slot.startAt);
  const master: IcsEvent = { ...first, rule: ruleOf(rule, first.startAt, last.startAt), exdates };
  overrides.sort((a, b) => (a.recurrenceId ?? 0) - (b.recurrenceId ?? 0));
  return { kind: "events", events: [master, ...overrides], detached };
}

/**
 * The RECURRENCE-ID of a meeting of a series sent as one event: its slot (the slot on its day),
 * else its own start.
 */
export function slotOf(
  input: Pick<ShapeInput, "startAt" | "endAt" | "rule">,
  meeting: IcsOccurrence,
): number {
  if (!input.rule) return meeting.startAt;
  const day = localDay(meeting.startAt);
  const slot = expandOccurrences(input.startAt, input.endAt, input.rule).find(
    (s) => localDay(s.startAt) === day,
  );
  return slot?.startAt ?? meeting.startAt;
}
