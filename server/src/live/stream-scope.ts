import type { LiveBatch, LiveDelta } from "#contract/live-events";
import type { Db } from "../db/database.ts";
import { type LiveUser, meetingsInLiveScope } from "./rights.ts";

/**
 * What a stream leaves out of a batch: the meetings outside its caller's live scope (rights.ts
 * inLiveScope, the rule of the monitors' lists). A batch names meetings in its own meetingId, in its
 * deltas' meetingId, and in a terminal's call; deltas of a hidden meeting are dropped, and a terminal
 * in a hidden meeting's call shows no call, as on the terminal monitor.
 */
export const NOTHING_HIDDEN: ReadonlySet<string> = new Set();

function meetingOfDelta(delta: LiveDelta): string | null {
  if (delta.type === "terminal") return delta.call?.meeting.id ?? null;
  if (delta.type === "mcu") return null;
  return delta.meetingId;
}

/** Every meeting a batch names. */
export function meetingsNamedBy(batch: LiveBatch): Set<string> {
  const named = new Set<string>();
  if (batch.meetingId) named.add(batch.meetingId);
  for (const delta of batch.deltas) {
    const id = meetingOfDelta(delta);
    if (id) named.add(id);
  }
  return named;
}

/** The batch without what concerns the `hidden` meetings. */
export function withoutMeetings(batch: LiveBatch, hidden: ReadonlySet<string>): LiveBatch {
  const deltas: LiveDelta[] = [];
  for (const delta of batch.deltas) {
    const id = meetingOfDelta(delta);
    if (id === null || !hidden.has(id)) deltas.push(delta);
    else if (delta.type === "terminal") deltas.push({ ...delta, call: null });
  }
  return { ...batch, deltas };
}

/** Who a stream shows batches to: null for a caller who sees every meeting (a SYSTEM user). */
export type StreamViewer = LiveUser | null;

export const viewerOf = (user: LiveUser): StreamViewer => (user.type === "SYSTEM" ? null : user);

/**
 * For each viewer, the meetings named by `batches` it must not see; one query per distinct data
 * authority, whatever the number of streams.
 */
export async function hiddenMeetings(
  db: Db,
  viewers: Iterable<StreamViewer>,
  batches: readonly LiveBatch[],
): Promise<Map<StreamViewer, ReadonlySet<string>>> {
  const named = new Set<string>();
  for (const batch of batches) for (const id of meetingsNamedBy(batch)) named.add(id);
  const result = new Map<StreamViewer, ReadonlySet<string>>();
  const byAuthority = new Map<string, ReadonlySet<string>>();
  for (const viewer of viewers) {
    if (result.has(viewer)) continue;
    if (viewer === null || named.size === 0) {
      result.set(viewer, NOTHING_HIDDEN);
      continue;
    }
    const key = `${viewer.userId}:${viewer.dataDeptIds.join(",")}`;
    let hidden = byAuthority.get(key);
    if (!hidden) {
      const shown = await meetingsInLiveScope(db, viewer, named);
      hidden = new Set([...named].filter((id) => !shown.has(id)));
      byAuthority.set(key, hidden);
    }
    result.set(viewer, hidden);
  }
  return result;
}
