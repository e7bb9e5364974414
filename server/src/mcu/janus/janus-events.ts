import type { CallEndReason } from "#contract/participants";
import { VIDEOROOM } from "./janus-http.ts";

/**
 * What Janus's HTTP event handler (sampleevh) posts, as the live roster needs it. A post holds one
 * event or, grouped, an array of them; each has a `type` (1 session, 2 handle, 64 plugin) and the
 * ids of its session and handle. Of the VideoRoom's events, a participant's `joined`, `published`,
 * `leaving` and `kicked` count; a session destroyed or timed out, or a handle detached, ends the
 * call of the participant it carried (the VideoRoom does not always say `leaving` then).
 * Janus's ids are integers below 2^53; they are kept as strings.
 */
export type JanusEvent =
  | {
      kind: "joined";
      room: number;
      feed: string;
      display: string;
      session: string | null;
      handle: string | null;
    }
  | { kind: "published"; room: number; feed: string }
  | { kind: "left"; room: number; feed: string; reason: CallEndReason }
  | { kind: "sessionGone"; session: string; reason: CallEndReason }
  | { kind: "handleGone"; handle: string };

const SESSION = 1;
const HANDLE = 2;
const PLUGIN = 64;

type Json = Record<string, unknown>;

const isJson = (value: unknown): value is Json => typeof value === "object" && value !== null;
const idOf = (value: unknown): string | null =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? String(value) : null;

/** The events of one post that the roster acts on, in their order; anything else is left out. */
export function janusEvents(body: unknown): JanusEvent[] {
  const all = Array.isArray(body) ? body : [body];
  return all.flatMap((item): JanusEvent[] => {
    if (!isJson(item) || !isJson(item.event)) return [];
    const session = idOf(item.session_id);
    const handle = idOf(item.handle_id);
    const event = item.event;
    if (item.type === SESSION && session && (event.name === "destroyed" || event.name === "timeout"))
      return [{ kind: "sessionGone", session, reason: event.name === "timeout" ? "DROPPED" : "HUNG_UP" }];
    if (item.type === HANDLE && handle && event.name === "detached") return [{ kind: "handleGone", handle }];
    if (item.type !== PLUGIN || event.plugin !== VIDEOROOM || !isJson(event.data)) return [];
    const data = event.data;
    const room = typeof data.room === "number" && Number.isSafeInteger(data.room) ? data.room : null;
    const feed = idOf(data.id);
    if (room === null || !feed) return [];
    switch (data.event) {
      case "joined":
        return [
          {
            kind: "joined",
            room,
            feed,
            display: typeof data.display === "string" ? data.display.trim().slice(0, 50) : "",
            session,
            handle,
          },
        ];
      case "published":
        return [{ kind: "published", room, feed }];
      case "leaving":
        return [{ kind: "left", room, feed, reason: "HUNG_UP" }];
      case "kicked":
        return [{ kind: "left", room, feed, reason: "REMOVED" }];
      default:
        return [];
    }
  });
}
