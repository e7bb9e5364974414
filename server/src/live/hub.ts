import { and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import { LIVE_EVENTS, type LiveBatch, type LiveDelta } from "#contract/live-events";
import { ChannelListener } from "../db/channel-listener.ts";
import type { Db } from "../db/database.ts";
import { liveEvents } from "../db/schema-live.ts";
import { currentSeq, LIVE_CHANNEL } from "./feed.ts";
import {
  hiddenMeetings,
  meetingsNamedBy,
  NOTHING_HIDDEN,
  type StreamViewer,
  withoutMeetings,
} from "./stream-scope.ts";

/**
 * One per server instance: LISTENs on the feed's channel (a connection of its own), reads the
 * batches committed since the last one it saw (the NOTIFY carries only the number, whichever
 * instance committed it), and hands each to the streams of this instance. It also polls every
 * few seconds and after reconnecting, so a lost notification delays a batch but never drops it.
 */
export type Scope = "MEETING" | "MONITOR";

export interface Subscriber {
  scope: Scope;
  meetingId: string | null;
  /** Whose live scope the batches are cut to (stream-scope.ts). */
  viewer: StreamViewer;
  /** `hidden`: the meetings named by the batch that the viewer must not see. */
  receive(batch: SerializedBatch, hidden: ReadonlySet<string>): void;
}

/** The deltas the monitors get: no participant or audit deltas. */
const MONITOR_DELTAS = new Set<LiveDelta["type"]>(["meeting", "monitorRow", "terminal", "mcu"]);

/** A batch written once per scope as SSE text, whatever the number of streams. */
export class SerializedBatch {
  private full: string | null = null;
  private monitor: string | null | undefined;
  constructor(readonly batch: LiveBatch) {}

  get seq(): number {
    return this.batch.seq;
  }

  /** The text for a stream of `scope` whose viewer must not see the `hidden` meetings. */
  textFor(scope: Scope, hidden: ReadonlySet<string>): string | null {
    if (hidden.size > 0 && [...meetingsNamedBy(this.batch)].some((id) => hidden.has(id))) {
      return new SerializedBatch(withoutMeetings(this.batch, hidden)).textFor(scope, NOTHING_HIDDEN);
    }
    if (scope === "MEETING") {
      this.full ??= sse(LIVE_EVENTS.batch, this.batch, this.batch.seq);
      return this.full;
    }
    if (this.monitor === undefined) {
      const deltas = this.batch.deltas.filter((delta) => MONITOR_DELTAS.has(delta.type));
      this.monitor =
        deltas.length > 0 ? sse(LIVE_EVENTS.batch, { ...this.batch, deltas }, this.batch.seq) : null;
    }
    return this.monitor;
  }

  /** Whether a subscriber of `scope` (and `meetingId`) gets it. */
  concerns(scope: Scope, meetingId: string | null): boolean {
    return scope === "MONITOR" || (meetingId !== null && this.batch.meetingId === meetingId);
  }
}

export function sse(event: string, data: unknown, id?: number): string {
  return `${id !== undefined ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const PAGE = 500;

/** Batches after `since` (for one meeting, or all), in order, a page at a time. */
export async function readBatches(
  db: Db,
  since: number,
  meetingId: string | null,
  limit = PAGE,
): Promise<LiveBatch[]> {
  const where: SQL | undefined = and(
    gt(liveEvents.seq, since),
    meetingId ? eq(liveEvents.meetingId, meetingId) : undefined,
  );
  const rows = await db.select().from(liveEvents).where(where).orderBy(asc(liveEvents.seq)).limit(limit);
  return rows.map((row) => ({ seq: row.seq, at: row.at, meetingId: row.meetingId, deltas: row.deltas }));
}

/** The oldest batch still kept (the replay window), or null when none is. */
export async function oldestSeq(db: Db): Promise<number | null> {
  const [row] = await db.select({ seq: sql<number | null>`min(${liveEvents.seq})` }).from(liveEvents);
  return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
}

export interface HubOptions {
  pollMs?: number;
  onError?: (error: unknown) => void;
}

export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly listener: ChannelListener;
  private cursor = 0;
  /** Set once the cursor is read: notifications before that concern batches the hub skips. */
  private current = false;
  private starting: Promise<void> | null = null;
  private fetching: Promise<void> | null = null;
  private again = false;
  private poller: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    dedicated: () => pg.Client,
    private readonly options: HubOptions = {},
  ) {
    this.listener = new ChannelListener(dedicated, LIVE_CHANNEL, {
      notify: () => this.fetchNew(),
      // Back after a loss: read what was committed meanwhile.
      up: () => this.fetchNew(),
      down: () => undefined,
      error: (error) => this.options.onError?.(error),
    });
  }

  /** The last batch this instance has handed out. */
  get position(): number {
    return this.cursor;
  }

  get size(): number {
    return this.subscribers.size;
  }

  /**
   * Starts listening (once); resolves when the hub is current. Were the first LISTEN to fail, the
   * listener keeps retrying and the poll hands batches out meanwhile.
   */
  start(): Promise<void> {
    this.starting ??= (async () => {
      await this.listener.start();
      this.cursor = await currentSeq(this.db);
      this.current = true;
      this.poller = setInterval(() => this.fetchNew(), this.options.pollMs ?? 2000);
      this.poller.unref();
    })();
    return this.starting;
  }

  subscribe(subscriber: Subscriber): void {
    this.subscribers.add(subscriber);
  }

  unsubscribe(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
  }

  /** Reads and hands out what was committed since the cursor; coalesces overlapping calls. */
  fetchNew(): void {
    if (this.closed || !this.current) return;
    if (this.fetching) {
      this.again = true;
      return;
    }
    this.fetching = this.drain()
      .catch((error) => this.options.onError?.(error))
      .finally(() => {
        this.fetching = null;
        if (this.again) {
          this.again = false;
          this.fetchNew();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batches = await readBatches(this.db, this.cursor, null);
      const subscribers = [...this.subscribers];
      const hidden = await hiddenMeetings(
        this.db,
        subscribers.map((subscriber) => subscriber.viewer),
        batches,
      );
      for (const batch of batches) {
        this.cursor = batch.seq;
        const serialized = new SerializedBatch(batch);
        for (const subscriber of subscribers) {
          if (serialized.concerns(subscriber.scope, subscriber.meetingId)) {
            subscriber.receive(serialized, hidden.get(subscriber.viewer) ?? NOTHING_HIDDEN);
          }
        }
      }
      if (batches.length < PAGE) return;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.poller) clearInterval(this.poller);
    await this.starting?.catch(() => undefined);
    await this.fetching;
    await this.listener.close();
  }
}
