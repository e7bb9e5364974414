import { type Lang, t } from "../i18n.ts";
import { addIcsEntry, type IcsDetails, type IcsEntry, icsCalendar, icsText } from "../notifications/ics.ts";
import { calendarShape, type DetachedOccurrence } from "../notifications/ics-series.ts";
import { organisationZone } from "../notifications/ics-timezone.ts";
import { joinDescription, peopleOf } from "../notifications/invitations.ts";
import type { FeedSchedule } from "./feed-load.ts";

/**
 * A feed as one calendar (no METHOD: it publishes, it invites nobody), each schedule written as its
 * invitation writes it (ics.ts, ics-series.ts): the same UID, SEQUENCE, RRULE, EXDATE and
 * RECURRENCE-ID overrides. DTSTAMP is the schedule's last change, so an unchanged feed reads the
 * same bytes (and the same ETag). An occurrence edited on its own whose series the feed does not
 * hold is an event of its own UID.
 */
export interface FeedView {
  name: string;
  lang: Lang;
  publicUrl: string | null;
  /** A schedule the feed shows as busy only: its time, not its topic or people. */
  busyOnly: (schedule: FeedSchedule) => boolean;
  /** Whether the join information names the meeting's password (not in a room's feed). */
  withPassword: boolean;
  now: number;
}

const uidOf = (id: string) => `${id}@meeting-console`;

function detailsOf(s: FeedSchedule, view: FeedView): IcsDetails {
  if (view.busyOnly(s)) {
    return { summary: t(view.lang, "feed.busy"), description: null, location: null, attendees: [] };
  }
  return {
    summary: s.name,
    description: joinDescription(view.withPassword ? s : { ...s, password: null }, view.lang, view.publicUrl),
    location: s.rooms.join(", ") || null,
    attendees: peopleOf(s),
  };
}

function entryOf(s: FeedSchedule, view: FeedView, uid: string, stamp: number): Omit<IcsEntry, "events"> {
  const busy = view.busyOnly(s);
  const organizer = !busy && s.host?.email ? { name: s.host.name, email: s.host.email } : null;
  return { ...detailsOf(s, view), uid, sequence: s.sequence, stamp, organizer, private: busy };
}

export function feedIcs(list: FeedSchedule[], view: FeedView): string {
  const target = icsCalendar(organisationZone(), { name: view.name, product: "Calendar feeds" });
  const held = new Map(list.map((s) => [s.id, s]));
  const detachedOf = new Map<string, FeedSchedule[]>();
  const isDetached = (s: FeedSchedule) =>
    s.parentId !== null && s.recurrenceId !== null && !!held.get(s.parentId)?.recurrence;
  for (const s of list) {
    if (!isDetached(s)) continue;
    const siblings = detachedOf.get(s.parentId as string) ?? [];
    detachedOf.set(s.parentId as string, [...siblings, s]);
  }
  const placed = new Set<string>();
  const write = (s: FeedSchedule, children: FeedSchedule[]) => {
    const detached: DetachedOccurrence[] = children.flatMap((child) => {
      const [meeting] = child.active;
      if (!meeting) return [];
      const { startAt, endAt } = meeting;
      const details = detailsOf(child, view);
      return [{ scheduleId: child.id, recurrenceId: child.recurrenceId as number, startAt, endAt, details }];
    });
    const shape = calendarShape({ ...s, rule: s.recurrence, detached, now: view.now });
    if (!shape) return;
    if (shape.kind === "singles") {
      for (const meeting of shape.meetings) {
        const entry = entryOf(s, view, uidOf(meeting.id), s.updatedAt);
        addIcsEntry(target, { ...entry, events: [{ startAt: meeting.startAt, endAt: meeting.endAt }] });
      }
      return;
    }
    const overrides = children.filter((c) => shape.detached.some((d) => d.scheduleId === c.id));
    for (const child of overrides) placed.add(child.id);
    const stamp = Math.max(s.updatedAt, ...overrides.map((c) => c.updatedAt));
    addIcsEntry(target, { ...entryOf(s, view, uidOf(s.id), stamp), events: shape.events });
  };
  for (const s of list) if (!isDetached(s)) write(s, detachedOf.get(s.id) ?? []);
  // Those their series could not hold (its slot taken, or the series went out as single meetings).
  for (const s of list) if (isDetached(s) && !placed.has(s.id)) write({ ...s, recurrence: null }, []);
  return icsText(target);
}
