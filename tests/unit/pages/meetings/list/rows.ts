import type { MeetingRow } from "#contract/meetings";

const HOUR = 3_600_000;

export function meetingRow(over: Partial<MeetingRow> = {}): MeetingRow {
  const id = over.id ?? "m1";
  const startAt = Date.now() + 24 * HOUR;
  return {
    id,
    scheduleId: `s-${id}`,
    videoId: id,
    name: `Meeting ${id}`,
    type: "VIDEO_MEETING",
    status: "SCHEDULE",
    startAt,
    endAt: startAt + HOUR,
    networkNumber: "123456",
    host: { id: "u1", name: "Admin" },
    creator: { id: "u1", name: "Admin" },
    contact: null,
    rooms: [{ id: "r1", name: "Room One" }],
    recurring: false,
    isPublic: false,
    attendeeCount: 0,
    locked: false,
    rights: { edit: true, cancel: true, end: false },
    joinByApp: true,
    joinByTerminal: true,
    hasPassword: false,
    ...over,
  };
}

export const page = (records: MeetingRow[]) => ({
  status: 200,
  body: { status: 200, message: "", data: { records, total: records.length } },
});
