import type { BoardMeeting, BoardView } from "#contract/door-screens";
import { CHECK_IN_EARLY_MS } from "#contract/limits/door-screens";

/** Where a paired board keeps its device key (revocable on the board's row). */
export const BOARD_KEY_STORAGE = "meeting-console.board-key";

/** How often a paired board reads its room's day, and a pairing kiosk asks whether it was paired. */
export const VIEW_POLL_MS = 30_000;
export const PAIRING_POLL_MS = 3_000;

/** What the board shows: starting, a pairing code, or the room's day (kept through a network drop). */
export type BoardScreen =
  | { kind: "starting" }
  | { kind: "pairing"; code: string }
  | { kind: "room"; view: BoardView; reconnecting: boolean };

export interface RoomNow {
  busy: boolean;
  current: BoardMeeting | null;
  /** Today's meetings after the current one. */
  later: BoardMeeting[];
}

/** Free or busy at `now`, the meeting under way, and the rest of the day. */
export function roomNow(meetings: readonly BoardMeeting[], now: number): RoomNow {
  const current = meetings.find((m) => m.startAt <= now && now < m.endAt) ?? null;
  const later = meetings.filter((m) => m.startAt > now);
  return { busy: current !== null, current, later };
}

/** A failed read: a refused key starts pairing again; anything else keeps the last day, reconnecting. */
export function afterFailure(screen: BoardScreen, status: number): BoardScreen | "pair" {
  if (status === 401) return "pair";
  if (screen.kind === "room") return { ...screen, reconnecting: true };
  return screen;
}

/** The meeting the board offers to check in: the one under way, or the next within ten minutes; none once checked in. */
export function checkInTarget(meetings: readonly BoardMeeting[], now: number): BoardMeeting | null {
  const open = meetings.find((m) => now >= m.startAt - CHECK_IN_EARLY_MS && now < m.endAt) ?? null;
  return open && open.checkedInAt === null ? open : null;
}

export function withCheckIn(screen: BoardScreen, meetingId: string, checkedInAt: number): BoardScreen {
  if (screen.kind !== "room") return screen;
  const meetings = screen.view.meetings.map((m) => (m.id === meetingId ? { ...m, checkedInAt } : m));
  return { ...screen, view: { ...screen.view, meetings } };
}

/** "09:30" in the organisation's zone and language. */
export function clockTime(at: number, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
}
