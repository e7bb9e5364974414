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
  since: number | undefined;
  /** Answers false once the session behind the ticket has ended. */
  sessionAlive: () => Promise<boolean>;
  sessionCheckMs?: number;
}

export class LiveStream implements Subscriber {
  readonly scope: Scope;
  readonly meetingId: string | null;
  private sent: number;
  private held: SerializedBatch[] | null = [];
  private closed = false;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly response: PassThrough,
    private readonly options: StreamOptions,
  ) {
    this.scope = options.scope;
    this.meetingId = options.meetingId;
    this.sent = options.since ?? 0;
  }

  receive(batch: SerializedBatch): void {
    if (this.held) this.held.push(batch);
    else this.send(batch);
  }

  private send(batch: SerializedBatch): void {
    if (this.closed || batch.seq <= this.sent) return;
    this.sent = batch.seq;
    const text = batch.textFor(this.scope);
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
        for (const batch of batches) this.send(new SerializedBatch(batch));
        if (batches.length === 0 || this.closed) break;
      }
    }
    const held = this.held ?? [];
    this.held = null;
    for (const batch of held) this.send(batch);
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
