import { type LiveEvent, useSubscription } from "@refinedev/core";
import { useEffect, useRef, useState } from "react";
import type { LiveBatch } from "#contract/live-events";
import type { LiveStatus } from "../providers/live/connection";

export interface LiveChannelOptions {
  /** `live/meeting/<id>` or `live/monitor` (providers/live). */
  channel: string;
  /** The seq of the state just read; the subscription opens once it is known. */
  since: number | null;
  onBatch(batch: LiveBatch): void;
  onReset(seq: number): void;
}

/**
 * Follows a live channel through Refine's live provider (`useSubscription`) from `since`, and
 * reports the connection's state. Refine subscribes when `enabled` turns true and keeps that
 * subscription, so a change of channel first turns it off for a render, then on again.
 */
export function useLiveChannel({ channel, since, onBatch, onReset }: LiveChannelOptions): LiveStatus {
  const handlers = useRef({ onBatch, onReset });
  handlers.current = { onBatch, onReset };
  const sinceRef = useRef(since);
  sinceRef.current = since;
  const [status, setStatus] = useState<LiveStatus>("connecting");

  const wanted = since === null ? null : channel;
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (active !== wanted) setActive(active === null ? wanted : null);
  }, [active, wanted]);
  useEffect(() => {
    if (wanted === null) setStatus("connecting");
  }, [wanted]);

  const stable = useRef((event: LiveEvent) => {
    const payload = event.payload as { batch?: LiveBatch; seq?: number; status?: LiveStatus };
    if (event.type === "batch" && payload.batch) handlers.current.onBatch(payload.batch);
    else if (event.type === "reset" && typeof payload.seq === "number") handlers.current.onReset(payload.seq);
    else if (event.type === "status" && payload.status) setStatus(payload.status);
  });

  useSubscription({
    channel: active ?? channel,
    enabled: active !== null && active === wanted,
    types: ["*"],
    params: { since: sinceRef.current ?? undefined },
    onLiveEvent: stable.current,
  });
  return status;
}
