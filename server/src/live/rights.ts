import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PermissionName } from "#contract/permissions";
import type { SessionUser } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";
import { meetings, schedules } from "../db/schema-meetings.ts";
import { forbidden, notFound } from "../errors.ts";
import { isMeetingAdmin } from "../meetings/rules.ts";
import { coveredCondition, type Viewer, visibleCondition } from "../meetings/visibility.ts";

/**
 * The one rule of what a caller may do with a live meeting, asked by every read, control call and
 * meeting stream of live/ (and matching who may end it, meetings/end.ts):
 * - control it: its host, or a meeting administrator within their data authority (a SYSTEM user
 *   any meeting, a holder of meetingControl those whose creator or host belongs to, or which book
 *   a room of, a department they cover: meetings/visibility.ts);
 * - watch it (the control page, the roster, the audit trail, its stream): also a holder of
 *   meetingMonitor within their data authority;
 * - otherwise a caller who sees the meeting (public, theirs) gets 403, anyone else 404, as for
 *   ending it.
 * The monitors (mayMonitor) and their event stream show the meetings in the caller's live scope:
 * those they host or that lie in their data authority (inLiveScope), the same coverage as above.
 */
export type LiveUser = Viewer;
export type LiveRight = "watch" | "control";

export interface LiveRights {
  control: boolean;
  watch: boolean;
  /** The caller knows the meeting exists (may see it, or may watch it). */
  sees: boolean;
}

export const MONITOR_PERMISSIONS: readonly PermissionName[] = [
  "meetingMonitor",
  "serverMonitor",
  "mcuMonitor",
  "meetingControl",
];

export const mayMonitor = (user: LiveUser): boolean =>
  user.type === "SYSTEM" || MONITOR_PERMISSIONS.some((name) => user.profile.authorities.includes(name));

/** Whether the caller administers some meetings (readiness details are shown to them). */
export const controlsMeetings = (user: LiveUser): boolean => isMeetingAdmin(user);

/** The schedules in the caller's live scope (they host it, or it lies in their data authority): undefined for all. */
export function inLiveScope(user: LiveUser): SQL | undefined {
  const covered = coveredCondition(user);
  return covered ? or(eq(schedules.hostId, user.userId), covered) : undefined;
}

/** Which of `meetingIds` are in the caller's live scope (all of them for a SYSTEM user). */
export async function meetingsInLiveScope(
  db: Db,
  user: LiveUser,
  meetingIds: Iterable<string>,
): Promise<Set<string>> {
  const unique = [...new Set(meetingIds)];
  const scope = inLiveScope(user);
  if (!scope || unique.length === 0) return new Set(unique);
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .innerJoin(schedules, eq(schedules.id, meetings.scheduleId))
    .where(and(inArray(meetings.id, unique), scope));
  return new Set(rows.map((row) => row.id));
}

const flag = (condition: SQL | undefined): SQL<boolean> =>
  (condition ? sql`(${condition})` : sql`true`).mapWith(Boolean);

function rightsOf(user: LiveUser, hostId: string | null, covered: boolean, visible: boolean): LiveRights {
  const control = (hostId !== null && hostId === user.userId) || (isMeetingAdmin(user) && covered);
  const watch = control || (covered && user.profile.authorities.includes("meetingMonitor"));
  return { control, watch, sees: watch || visible };
}

/** The caller's rights on the meetings of the given schedules. */
export async function liveRightsOf(
  db: Db,
  user: LiveUser,
  scheduleIds: readonly string[],
): Promise<Map<string, LiveRights>> {
  const unique = [...new Set(scheduleIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: schedules.id,
      hostId: schedules.hostId,
      covered: flag(coveredCondition(user)),
      visible: flag(visibleCondition(user)),
    })
    .from(schedules)
    .where(unique.length === 1 ? eq(schedules.id, unique[0]) : inArray(schedules.id, unique));
  return new Map(rows.map((row) => [row.id, rightsOf(user, row.hostId, row.covered, row.visible)]));
}

/** The caller's rights on one meeting's schedule; 404 when they do not see it, 403 without `right`. */
export async function requireLiveRight(
  db: Db,
  user: LiveUser,
  scheduleId: string,
  right: LiveRight,
): Promise<LiveRights> {
  const rights = (await liveRightsOf(db, user, [scheduleId])).get(scheduleId);
  if (!rights?.sees) throw notFound();
  if (!rights[right]) throw forbidden();
  return rights;
}

/** The actor an audit entry names. */
export const actorOf = (user: Pick<SessionUser, "userId" | "profile">) => ({
  id: user.userId,
  name: user.profile.name,
});
