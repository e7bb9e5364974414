import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { LiveBatch } from "#contract/live-events";
import type { LiveMeeting } from "#contract/live-meetings";
import { liveControlOps } from "#contract/operations/live-control";
import { participantsOps } from "#contract/operations/participants";
import type { Participant } from "#contract/participants";
import { type MeetingSnapshot, MeetingStore } from "../../live/meeting-store";
import { useLiveChannel } from "../../live/use-live-channel";
import { call } from "../../providers/http/call";
import { meetingChannel } from "../../providers/live";
import type { LiveStatus } from "../../providers/live/connection";
import { rosterPageQuery } from "./first-reads";

export type MeetingLoad =
  | { state: "loading" }
  | { state: "ready" }
  | { state: "failed"; status: number; message: string };

export interface LiveMeetingView {
  snapshot: MeetingSnapshot;
  /** The meeting as first read, while its roster is still being read (then the snapshot's). */
  preview: LiveMeeting | null;
  load: MeetingLoad;
  /** The stream's state: live, or reconnecting after a drop. */
  stream: LiveStatus;
  /** Applies the batch an action answered (the stream brings it too; it is applied once). */
  apply(batch: LiveBatch): void;
}

/**
 * The meeting and every page of its roster, with the stream position of each read. The meeting's
 * own answer, usually first in, is handed to `onMeeting` as soon as it comes.
 */
async function readAll(meetingId: string, onMeeting: (meeting: LiveMeeting) => void) {
  const [meeting, first] = await Promise.all([
    call(liveControlOps.live, { params: { id: meetingId } }, { silent: true }).then((answer) => {
      if (answer.ok) onMeeting(answer.data);
      return answer;
    }),
    call(participantsOps.list, { query: rosterPageQuery(meetingId, 1) }, { silent: true }),
  ]);
  if (!meeting.ok) return meeting;
  if (!first.ok) return first;
  const rows: Participant[] = [...first.data.records];
  let seq = first.data.seq;
  for (let page = 2; rows.length < first.data.total; page++) {
    const next = await call(
      participantsOps.list,
      { query: rosterPageQuery(meetingId, page) },
      { silent: true },
    );
    if (!next.ok) return next;
    if (next.data.records.length === 0) break;
    rows.push(...next.data.records);
    seq = Math.min(seq, next.data.seq);
  }
  return { ok: true as const, live: meeting.data, rows, seq };
}

/**
 * One running meeting on the control page: read, then kept current by its stream through Refine's
 * live provider; read again when the stream says its position is too old. Render it under a key
 * of the meeting id: another meeting is another store.
 */
export function useLiveMeeting(meetingId: string): LiveMeetingView {
  const store = useMemo(() => new MeetingStore(meetingId), [meetingId]);
  const [load, setLoad] = useState<MeetingLoad>({ state: "loading" });
  const [preview, setPreview] = useState<LiveMeeting | null>(null);
  const [since, setSince] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a new read.
  useEffect(() => {
    let live = true;
    store.beginLoad();
    void readAll(meetingId, (meeting) => live && setPreview(meeting)).then((read) => {
      if (!live) return;
      if (!read.ok) {
        setLoad({ state: "failed", status: read.status, message: read.message });
        return;
      }
      store.load(read.live, read.rows, read.seq);
      setSince((current) => current ?? store.position);
      setLoad({ state: "ready" });
    });
    return () => {
      live = false;
    };
  }, [store, meetingId, generation]);

  const apply = useCallback((batch: LiveBatch) => store.receive(batch), [store]);
  const stream = useLiveChannel({
    channel: meetingChannel(meetingId),
    since,
    onBatch: apply,
    onReset: () => setGeneration((g) => g + 1),
  });
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { snapshot, preview: snapshot.meeting ?? preview, load, stream, apply };
}
