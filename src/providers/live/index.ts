import type { LiveProvider } from "@refinedev/core";
import { liveStreamOps } from "#contract/operations/live-stream";
import { addressOf, call } from "../http/call";
import { LiveConnection, type LiveStatus, type LiveTransport } from "./connection";

/**
 * Refine's live provider over the server's SSE stream. Channels: `live/meeting/<id>` (everything
 * about one meeting) and `live/monitor` (meetings, terminals and MCUs of every meeting). Subscribe
 * with `params.since`, the `seq` of the state just read. Events: `batch` (payload.batch, in order,
 * each once), `reset` (payload.seq: read the state again), `status` (payload.status).
 */
export const MONITOR_CHANNEL = "live/monitor";
export const meetingChannel = (meetingId: string) => `live/meeting/${meetingId}`;

export type LiveEventType = "batch" | "reset" | "status";

/** The meeting a channel follows, null for the monitors, undefined for a channel that is not ours. */
export function channelMeeting(channel: string): string | null | undefined {
  if (channel === MONITOR_CHANNEL) return null;
  const match = /^live\/meeting\/([^/]+)$/.exec(channel);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

const browserTransport: LiveTransport = {
  async ticket(meetingId) {
    const result = await call(
      liveStreamOps.ticket,
      { body: meetingId ? { meetingId } : {} },
      { silent: true },
    );
    if (result.ok) return { ticket: result.data.ticket };
    return { fatal: result.status === 401 || result.status === 403 || result.status === 404 };
  },
  open: (url) => new EventSource(url),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (handle) => window.clearTimeout(handle as number),
};

export function createLiveProvider(transport: LiveTransport = browserTransport): LiveProvider {
  const open = new Set<LiveConnection>();
  const nudgeAll = () => {
    for (const connection of open) connection.nudge();
  };
  if (typeof window !== "undefined") {
    window.addEventListener("online", nudgeAll);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") nudgeAll();
    });
  }

  return {
    subscribe({ channel, types, callback, params }) {
      const meetingId = channelMeeting(channel);
      if (meetingId === undefined) return null;
      const wants = (type: LiveEventType) => types.includes("*") || types.includes(type);
      const emit = (type: LiveEventType, payload: Record<string, unknown>) => {
        if (wants(type)) callback({ channel, type, payload, date: new Date() });
      };
      const since = typeof params?.since === "number" ? params.since : undefined;
      const connection = new LiveConnection(
        addressOf(liveStreamOps.stream),
        meetingId,
        since,
        {
          batch: (batch) => emit("batch", { batch }),
          reset: (seq) => emit("reset", { seq }),
          status: (status: LiveStatus) => {
            if (status === "closed") open.delete(connection);
            emit("status", { status });
          },
        },
        transport,
      );
      open.add(connection);
      connection.start();
      return connection;
    },
    unsubscribe(subscription) {
      if (!(subscription instanceof LiveConnection)) return;
      subscription.stop();
      open.delete(subscription);
    },
  };
}

export const liveProvider = createLiveProvider();
