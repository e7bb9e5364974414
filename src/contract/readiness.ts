/**
 * Readiness of a booked meeting, from READINESS_WINDOW_MIN (15) minutes before its start until it
 * starts: READY, AT_RISK or NOT_READY, with the reasons a hover shows. It checks that every room
 * has a registered terminal (status CONNECTED) that is not held by another meeting, that the MCU
 * dials the terminal's protocol, and that the meeting's pool has an online MCU with ports free.
 *
 * | operation                               | request         | answer (`data`)   | who                    |
 * | --------------------------------------- | --------------- | ----------------- | ---------------------- |
 * | liveControl.readiness                   | ReadinessQuery  | List(Readiness)   | anyone: meetings seen  |
 *
 * The rows of monitor.meetings and monitor.schedules carry it too (`readiness`). Meetings
 * outside the window, not seen by the caller or already started are left out of the list.
 */
import { READINESS_LEVELS, READINESS_REASONS } from "#contract/limits/live";
import { NInt, NStr } from "#contract/records";
import { Enum, List, Obj, type Static, Str, Type } from "#contract/schema";

export const ReadinessLevel = Enum(READINESS_LEVELS);
export type ReadinessLevel = Static<typeof ReadinessLevel>;

export const ReadinessReasonCode = Enum(READINESS_REASONS);
export type ReadinessReasonCode = Static<typeof ReadinessReasonCode>;

/**
 * One reason, with what its text needs: the room and terminal it is about, or the ports `needed`
 * against those `free`, or the other meeting holding the terminal (its name when the caller sees it).
 */
export const ReadinessReason = Obj({
  code: ReadinessReasonCode,
  level: Enum(["AT_RISK", "NOT_READY"] as const),
  roomId: NStr(),
  roomName: NStr(),
  terminalId: NStr(),
  terminalName: NStr(),
  needed: NInt(),
  free: NInt(),
  meetingName: NStr(),
});
export type ReadinessReason = Static<typeof ReadinessReason>;

export const Readiness = Obj({
  meetingId: Type.String(),
  level: ReadinessLevel,
  checkedAt: Type.Integer(),
  reasons: List(ReadinessReason),
});
export type Readiness = Static<typeof Readiness>;

/** `ids`: comma-separated meeting ids (at most MAX_FILTER_IDS). */
export const ReadinessQuery = Obj({ ids: Str(1, 20_000) });
export type ReadinessQuery = Static<typeof ReadinessQuery>;
