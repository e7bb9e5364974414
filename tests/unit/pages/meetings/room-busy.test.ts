import { describe, expect, it } from "vitest";
import { roomBusyConflicts } from "../../../../src/pages/meetings/schedule/room-busy";

const conflict = { roomId: "r1", roomName: "Room A", startAt: 1, endAt: 2, meetingName: null };

describe("roomBusyConflicts: what a failed save says collides", () => {
  it.each([
    [
      "a 409 ROOM_BUSY with its conflicts",
      { errorCode: "ROOM_BUSY", data: { conflicts: [conflict] } },
      [conflict],
    ],
    ["a 409 ROOM_BUSY without data", { errorCode: "ROOM_BUSY" }, []],
    [
      "a 409 ROOM_BUSY with something else as conflicts",
      { errorCode: "ROOM_BUSY", data: { conflicts: 3 } },
      [],
    ],
    ["another 409", { errorCode: "DUPLICATE_MEETING_NUMBER", data: { fields: {} } }, null],
    ["a 400", { data: { fields: { name: "Required" } } }, null],
  ])("%s", (_name, failure, expected) => {
    expect(roomBusyConflicts({ ok: false, status: 409, message: "", ...failure })).toEqual(expected);
  });
});
