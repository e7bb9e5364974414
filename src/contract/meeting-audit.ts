/**
 * The audit trail of a meeting: every control action (and the driver's start and end), with who,
 * what, which target, the values before and after, and when. It is append-only: no call edits or
 * deletes an entry, and the database refuses UPDATE and DELETE on it.
 *
 * | operation                                   | request      | answer (`data`)     | who                       |
 * | ------------------------------------------- | ------------ | ------------------- | ------------------------- |
 * | liveControl.audit                           | AuditQuery   | Page(AuditEntry)    | meetingControl, the host  |
 * | liveControl.calls                           | CallRecordQuery (#contract/participants) | Page(CallRecord) | same |
 *
 * New entries also arrive over the meeting's stream as `audit` deltas (#contract/live-events).
 */
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "#contract/limits/live";
import { ListQuery } from "#contract/list";
import { Enum, List, NamedRef, Nullable, Obj, type Static, Type } from "#contract/schema";

export const AuditAction = Enum(AUDIT_ACTIONS);
export type AuditAction = Static<typeof AuditAction>;

export const AuditTargetType = Enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = Static<typeof AuditTargetType>;

/** A recorded value: text, number, flag, nothing, or a list of texts (e.g. the panes). */
export const AuditValue = Type.Union([
  Type.String(),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
  List(Nullable(Type.String())),
]);
export type AuditValue = Static<typeof AuditValue>;

/** The fields an action changed, by name (`{ locked: false }` before, `{ locked: true }` after). */
export const AuditValues = Type.Record(Type.String(), AuditValue);
export type AuditValues = Static<typeof AuditValues>;

/**
 * One entry. `actor` null: the driver itself (START at the booked time, AUTO_END at the end).
 * The actor's name is the one they had at the time. A password is recorded as set or not, never
 * its digits.
 */
export const AuditEntry = Obj({
  id: Type.String(),
  meetingId: Type.String(),
  at: Type.Integer(),
  actor: Nullable(NamedRef),
  action: AuditAction,
  target: Obj({ type: AuditTargetType, id: Type.String(), name: Type.String() }),
  before: AuditValues,
  after: AuditValues,
});
export type AuditEntry = Static<typeof AuditEntry>;

/** Newest first by default (`sort=at,asc` for oldest first). */
export const AuditQuery = ListQuery({ action: AuditAction });
export type AuditQuery = Static<typeof AuditQuery> & { page: number; size: number };
