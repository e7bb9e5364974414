import { adminRequest, type JanusEndpoint, VIDEOROOM } from "./janus-http.ts";

/** A stream a VideoRoom publisher sends: `moderate` addresses it by its mid. */
export interface PublishedStream {
  type: "audio" | "video" | "data";
  mid: string;
}

interface HandleInfo {
  plugin?: string;
  plugin_specific?: { type?: string; room?: number; id?: number; streams?: PublishedStream[] };
}

/**
 * The publishers of a room and their streams, read through the admin API (the VideoRoom itself
 * tells only the participants): every session's handles, those of the VideoRoom publishing in
 * `room`. A participant that joined without media has no streams.
 */
export async function publishersIn(
  endpoint: JanusEndpoint,
  room: number,
): Promise<Map<number, PublishedStream[]>> {
  const found = new Map<number, PublishedStream[]>();
  const { sessions } = await adminRequest(endpoint, "list_sessions");
  for (const session of (sessions as number[] | undefined) ?? []) {
    const { handles } = await adminRequest(endpoint, "list_handles", `/${session}`).catch(() => ({
      handles: [],
    }));
    for (const handle of (handles as number[] | undefined) ?? []) {
      const answer = await adminRequest(endpoint, "handle_info", `/${session}/${handle}`).catch(() => null);
      const info = answer?.info as HandleInfo | undefined;
      const own = info?.plugin_specific;
      if (info?.plugin !== VIDEOROOM || own?.type !== "publisher" || own.room !== room || !own.id) continue;
      found.set(own.id, own.streams ?? []);
    }
  }
  return found;
}
