import { LIVE_EVENTS } from "#contract/limits";
import type { LiveBatch, LiveReady } from "#contract/live-events";

/**
 * One followed stream (a meeting, or the monitors) over Server-Sent Events, as docs/live-meetings.md
 * describes it: ask a single-use ticket, open the stream with `since=<seq>`, hand on
 * each batch once and in order, and when the connection drops ask a new ticket and reopen from
 * the last batch handed on, so that no change is lost. A `reset` (the position is older than what
 * the server keeps) tells the owner to read the state again.
 */
export type LiveStatus = "connecting" | "live" | "reconnecting" | "closed";

export interface LiveHandlers {
  batch(batch: LiveBatch): void;
  /** Read the state again: the stream continues after `seq`. */
  reset(seq: number): void;
  status(status: LiveStatus): void;
}

/** What the connection needs from the outside world (injected so tests can drive it). */
export interface LiveTransport {
  /** A ticket for the meeting (null: the monitors); `fatal` when asking again cannot help (401/403/404). */
  ticket(meetingId: string | null): Promise<{ ticket: string } | { fatal: boolean }>;
  open(url: string): EventSourceLike;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** Waits between reconnection attempts: 0.5 s doubling to 10 s, back to 0.5 s once live. */
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 10_000;

export class LiveConnection {
  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private delay = RECONNECT_MIN_MS;
  private stopped = false;
  private opening = false;
  /** The last seq handed on (or the owner's starting point): where a reconnection continues. */
  private seq: number | undefined;

  constructor(
    private readonly streamUrl: string,
    private readonly meetingId: string | null,
    since: number | undefined,
    private readonly handlers: LiveHandlers,
    private readonly transport: LiveTransport,
  ) {
    this.seq = since;
  }

  get position(): number | undefined {
    return this.seq;
  }

  start(): void {
    this.handlers.status("connecting");
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.dropSource();
    if (this.timer !== null) this.transport.clearTimer(this.timer);
    this.timer = null;
  }

  /** Reconnects at once if it is waiting to (the browser came back online, the tab became visible). */
  nudge(): void {
    if (this.stopped || this.source || this.opening) return;
    if (this.timer !== null) this.transport.clearTimer(this.timer);
    this.timer = null;
    this.delay = RECONNECT_MIN_MS;
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.opening = true;
    const answer = await this.transport.ticket(this.meetingId).catch(() => ({ fatal: false }));
    this.opening = false;
    if (this.stopped) return;
    if (!("ticket" in answer)) {
      if (answer.fatal) this.close();
      else this.retry();
      return;
    }
    const query = new URLSearchParams({ ticket: answer.ticket });
    if (this.seq !== undefined) query.set("since", String(this.seq));
    const source = this.transport.open(`${this.streamUrl}?${query}`);
    this.source = source;
    source.addEventListener(LIVE_EVENTS.batch, (event) => this.onBatch(event.data));
    source.addEventListener(LIVE_EVENTS.ready, (event) => {
      const ready = parse<LiveReady>(event.data);
      if (ready && this.seq === undefined) this.seq = ready.seq;
      this.delay = RECONNECT_MIN_MS;
      this.handlers.status("live");
    });
    source.addEventListener(LIVE_EVENTS.reset, (event) => {
      const reset = parse<LiveReady>(event.data);
      if (!reset) return;
      this.seq = reset.seq;
      this.handlers.reset(reset.seq);
    });
    source.addEventListener(LIVE_EVENTS.closed, () => this.close());
    // EventSource would retry with the spent ticket: take over and reopen with a new one.
    source.onerror = () => {
      if (this.source !== source) return;
      this.dropSource();
      this.retry();
    };
  }

  private onBatch(data: string): void {
    const batch = parse<LiveBatch>(data);
    if (!batch || typeof batch.seq !== "number") return;
    if (this.seq !== undefined && batch.seq <= this.seq) return;
    this.seq = batch.seq;
    this.handlers.batch(batch);
  }

  private retry(): void {
    if (this.stopped) return;
    this.handlers.status("reconnecting");
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, RECONNECT_MAX_MS);
    this.timer = this.transport.setTimer(() => {
      this.timer = null;
      void this.connect();
    }, wait);
  }

  private close(): void {
    this.stop();
    this.handlers.status("closed");
  }

  private dropSource(): void {
    if (!this.source) return;
    this.source.onerror = null;
    this.source.close();
    this.source = null;
  }
}

function parse<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
