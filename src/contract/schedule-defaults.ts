/**
 * What a meeting is unless its organiser says otherwise: the schedule form starts from these, an
 * instant meeting is made of them, and the server fills a body's missing fields with them (the
 * `default`s of ScheduleBody). Free of TypeBox, so that the console takes only the values.
 */
import type { ScheduleBody } from "#contract/schedules";

export const SCHEDULE_DEFAULTS = {
  type: "VIDEO_MEETING",
  recurrence: null,
  video: true,
  password: null,
  agenda: null,
  contact: null,
  contactPhone: null,
  contactEmail: null,
  hostId: null,
  isPublic: false,
  capacity: 100,
  live: false,
  waitingRoom: false,
  joinByApp: true,
  joinByTerminal: true,
  mode: "DISCUSSION",
  mainVenueRoomId: null,
  meetingNumber: null,
  layout: "AUTO",
  bandwidth: 0,
  joinMute: false,
  autoCall: false,
  poolId: null,
} as const;

export type ScheduleDefaults = Omit<ScheduleBody, "name" | "startAt" | "endAt" | "roomIds">;

/** The defaults as a body's fields: a fresh object each call (it holds arrays). */
export function scheduleDefaults(): ScheduleDefaults {
  return { ...SCHEDULE_DEFAULTS, fileIds: [], attendeeIds: [] };
}
