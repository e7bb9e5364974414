/** Door screens (docs/devices.md "Door screens"): a kiosk's pairing and its view of the room. */
import { NInt, NStr } from "#contract/records";
import { Obj, type Static, Str, Type } from "#contract/schema";

/** doorScreens.startPairing's body: what the kiosk says of itself. */
export const BoardPairingBody = Obj({ appVersion: Type.Optional(Str(0, 32)) });
export type BoardPairingBody = Static<typeof BoardPairingBody>;

/** doorScreens.startPairing: the code the kiosk shows, and the secret it polls with. */
export const BoardPairing = Obj({
  code: Type.String(),
  secret: Type.String(),
  expiresAt: Type.Integer(),
});
export type BoardPairing = Static<typeof BoardPairing>;

/** doorScreens.pairingState: the board's device key, answered once when an administrator has paired it. */
export const BoardPairingState = Obj({ paired: Type.Boolean(), key: NStr() });
export type BoardPairingState = Static<typeof BoardPairingState>;

/** doorScreens.pair (console, on a board's row): the code the kiosk shows. */
export const BoardPairBody = Obj({ code: Str(6, 6, { pattern: "^[0-9]{6}$" }) });
export type BoardPairBody = Static<typeof BoardPairBody>;

export const BoardPaired = Obj({ boardId: Type.String(), roomId: Type.String() });
export type BoardPaired = Static<typeof BoardPaired>;

/** One of today's meetings in the board's room; the topic is null for a private meeting. */
export const BoardMeeting = Obj({
  id: Type.String(),
  topic: NStr(),
  organiser: NStr(),
  startAt: Type.Integer(),
  endAt: Type.Integer(),
  /** When it was checked in on the board, if it was. */
  checkedInAt: NInt(),
});
export type BoardMeeting = Static<typeof BoardMeeting>;

/** doorScreens.view: what the board shows, read with its device key. */
export const BoardView = Obj({
  roomName: Type.String(),
  language: Type.String(),
  timeZone: Type.String(),
  now: Type.Integer(),
  meetings: Type.Array(BoardMeeting),
});
export type BoardView = Static<typeof BoardView>;

/** doorScreens.checkIn: the meeting checked in on the board (the first tap's time). */
export const BoardCheckIn = Obj({ meetingId: Type.String(), checkedInAt: Type.Integer() });
export type BoardCheckIn = Static<typeof BoardCheckIn>;

/** doorScreens.meetingCheckIns: where and when a meeting was checked in, for its details in the console. */
export const MeetingCheckIn = Obj({
  roomId: Type.String(),
  roomName: Type.String(),
  checkedInAt: Type.Integer(),
});
export type MeetingCheckIn = Static<typeof MeetingCheckIn>;

/** doorScreens.bookNow's body: 15, 30 or 60 minutes. */
export const BookNowBody = Obj({ minutes: Type.Integer({ minimum: 1, maximum: 60 }) });
export type BookNowBody = Static<typeof BookNowBody>;

/** The instant meeting the board booked in its room. */
export const BoardBooking = Obj({ meetingId: Type.String(), startAt: Type.Integer(), endAt: Type.Integer() });
export type BoardBooking = Static<typeof BoardBooking>;
