import type { ScheduleBody } from "./meeting-types.js";

export type ScheduleDefaults = Omit<ScheduleBody, "name" | "startAt" | "endAt" | "roomIds">;

/**
 * What a meeting is unless its organiser says otherwise: the schedule form starts from these, an
 * instant meeting is made of them. A fresh object each call (it holds arrays).
 */
export function scheduleDefaults(): ScheduleDefaults {
  return {
    type: "VIDEO_MEETING",
    recurrence: null,
    video: true,
    password: null,
    fileIds: [],
    agenda: null,
    contact: null,
    contactPhone: null,
    contactEmail: null,
    hostId: null,
    attendeeIds: [],
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
  };
}
