import type { PassThrough } from "node:stream";
import { LIVE_EVENTS } from "#contract/live-events";
import type { Db } from "../db/database.ts";
import { currentSeq } from "./feed.ts";
import {
  type LiveHub,
  oldestSeq,
  readBatches,
  type Scope,
  SerializedBatch,
  type Subscriber,
  sse,
} from "./hub.ts";
import { hiddenMeetings, NOTHING_HIDDEN, type StreamViewer } from "./stream-scope.ts";

/**
 * One SSE connection: registers with the hub first (holding what arrives), replays the batches
 * after `since` from the database, then hands out the held ones it has not sent, then follows the
 * hub. So a batch committed at any moment around the connect is sent exactly once. A client whose
 * `since` is older than the kept batches gets `reset`. A client that cannot keep up (its socket
 * buffer past the limit) is closed: it reconnects with its last seq and loses nothing.
 */
const HEARTBEAT_MS = 15_000;
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface StreamOptions {
  db: Db;
  hub: LiveHub;
  scope: Scope;
  meetingId: string | null;
  /** The caller whose live scope the batches are cut to (null: every meeting). */
  viewer: StreamViewer;
  since: number | undefined;
  /** Answers false once the session behind the ticket has ended. */
  sessionAlive: () => Promise<boolean>;
  sessionCheckMs?: number;
}

export class LiveStream implements Subscriber {
  readonly scope: Scope;
  readonly meetingId: string | null;
  readonly viewer: StreamViewer;
  private sent: number;
  private held: [SerializedBatch, ReadonlySet<string>][] | null = [];
  private closed = false;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly response: PassThrough,
    private readonly options: StreamOptions,
  ) {
    this.scope = options.scope;
    this.meetingId = options.meetingId;
    this.viewer = options.viewer;
    this.sent = options.since ?? 0;
  }

  receive(batch: SerializedBatch, hidden: ReadonlySet<string>): void {
    if (this.held) this.held.push([batch, hidden]);
    else this.send(batch, hidden);
  }

  private send(batch: SerializedBatch, hidden: ReadonlySet<string>): void {
    if (this.closed || batch.seq <= this.sent) return;
    this.sent = batch.seq;
    const text = batch.textFor(this.scope, hidden);
    if (text) this.write(text);
  }

  private write(text: string): void {
    if (this.closed) return;
    this.response.write(text);
    if (this.response.writableLength > MAX_BUFFERED_BYTES) this.close();
  }

  async open(): Promise<void> {
    const { hub, db } = this.options;
    this.response.on("close", () => this.close());
    hub.subscribe(this);
    await hub.start();
    const latest = Math.max(await currentSeq(db), hub.position);
    const since = this.options.since;
    if (since === undefined) this.sent = latest;
    else if (since > latest || since + 1 < ((await oldestSeq(db)) ?? latest + 1)) {
      // Older than what is kept (or from elsewhere): the client reads the state afresh from here.
      this.sent = latest;
      this.write(sse(LIVE_EVENTS.reset, { seq: latest }));
    } else {
      for (;;) {
        const batches = await readBatches(db, this.sent, this.meetingId ?? null);
        const hidden = (await hiddenMeetings(db, [this.viewer], batches)).get(this.viewer) ?? NOTHING_HIDDEN;
        for (const batch of batches) this.send(new SerializedBatch(batch), hidden);
        if (batches.length === 0 || this.closed) break;
      }
    }
    const held = this.held ?? [];
    this.held = null;
    for (const [batch, hidden] of held) this.send(batch, hidden);
    this.write(sse(LIVE_EVENTS.ready, { seq: this.sent }));
    this.timers.push(setInterval(() => this.write(": ping\n\n"), HEARTBEAT_MS));
    this.timers.push(
      setInterval(() => {
        void this.options.sessionAlive().then(
          (alive) => {
            if (!alive) this.end();
          },
          () => undefined,
        );
      }, this.options.sessionCheckMs ?? 60_000),
    );
    for (const timer of this.timers) timer.unref();
  }

  /** Tells the client its session ended, then closes. */
  end(): void {
    this.write(sse(LIVE_EVENTS.closed, { reason: "SESSION_ENDED" }));
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.options.hub.unsubscribe(this);
    this.response.end();
  }
}
