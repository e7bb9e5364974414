/**
 * Pure field rules of the schedule form (spec §5 "Schedule form") that the form checks as the user
 * types and the server checks again on save; each side words the answer its own way.
 */
import { MEETING_PASSWORD_DIGITS } from "#contract/limits/meetings";
import type { MeetingMode } from "#contract/schedules";

const digits = (count: number) => new RegExp(`^\\d{${count}}$`);

/** A meeting password is exactly MEETING_PASSWORD_DIGITS digits. */
export const isMeetingPassword = (value: string): boolean => digits(MEETING_PASSWORD_DIGITS).test(value);

/** A custom meeting number is exactly `count` digits (the product's meetingNumberDigits). */
export const isMeetingNumber = (value: string, count: number): boolean => digits(count).test(value);

/** At least one way to join: the app or a terminal. */
export const hasJoinWay = (joinByApp: boolean, joinByTerminal: boolean): boolean =>
  joinByApp || joinByTerminal;

/** Speech mode needs a main venue ("missing"), and it must be one of the chosen rooms ("notInRooms"). */
export function mainVenueProblem(
  mode: MeetingMode,
  mainVenueRoomId: string | null | undefined,
  roomIds: readonly string[],
): "missing" | "notInRooms" | null {
  if (mode !== "SPEECH") return null;
  if (!mainVenueRoomId) return "missing";
  return roomIds.includes(mainVenueRoomId) ? null : "notInRooms";
}
