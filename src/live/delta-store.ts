import type { LiveBatch, LiveDelta } from "#contract/live-events";
import { type FrameScheduler, nextFrame } from "./frame";

/** How many applied batches are remembered to recognise a repeat or put a late one in its place. */
const LOG_MAX = 500;

/**
 * State kept current by the live stream's batches (docs/live-meetings.md): a read of the state at
 * a stream position (`seq`), then every batch after it, each applied once and in sequence order.
 *
 * - Batches come from the stream and from the answers of the caller's own actions, so one can
 *   arrive twice and a later one first: a repeat is skipped; a late one is applied and the later
 *   batches already applied are applied again after it (deltas set values, so this ends in the
 *   state the sequence describes).
 * - Batches are queued and applied together at the next animation frame, and subscribers are told
 *   once: one React commit per frame, however many batches arrived.
 * - While a state is being read again (a stream `reset`), batches wait and those after the new
 *   read's position are applied on top of it: nothing is lost, nothing counted twice.
 */
export abstract class DeltaStore<Snapshot> {
  private floor = Number.NEGATIVE_INFINITY;
  private log: LiveBatch[] = [];
  private queue: LiveBatch[] = [];
  private loading = true;
  private scheduled = false;
  private listeners = new Set<() => void>();
  protected abstract snapshot: Snapshot;

  constructor(private readonly schedule: FrameScheduler = nextFrame) {}

  /** Applies one delta to the working state; true when something changed. */
  protected abstract applyDelta(delta: LiveDelta): boolean;
  /** The snapshot subscribers read, made after the deltas of a frame. */
  protected abstract build(): Snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): Snapshot => this.snapshot;

  /** The stream position of the last read: open the stream from here. */
  get position(): number {
    return this.floor;
  }

  /** A read of the state is on its way: batches wait for it. */
  beginLoad(): void {
    this.loading = true;
  }

  /**
   * The state as read at stream position `seq` (`replace` puts it in the working state). Batches
   * at or before `seq` are already in it; those after are applied on top.
   */
  protected loaded(seq: number, replace: () => void): void {
    replace();
    this.floor = seq;
    this.log = [];
    this.loading = false;
    this.flush(true);
  }

  /** A batch from the stream or from an action's answer. */
  receive(batch: LiveBatch): void {
    this.queue.push(batch);
    if (this.loading || this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => {
      this.scheduled = false;
      this.flush(false);
    });
  }

  /** Applies the queued batches now (tests, and the end of a load). */
  flush(force: boolean): void {
    if (this.loading) return;
    const queued = this.queue.sort((a, b) => a.seq - b.seq);
    this.queue = [];
    let changed = force;
    for (const batch of queued) changed = this.take(batch) || changed;
    if (!changed) return;
    this.snapshot = this.build();
    for (const listener of this.listeners) listener();
  }

  private take(batch: LiveBatch): boolean {
    if (batch.seq <= this.floor || this.log.some((b) => b.seq === batch.seq)) return false;
    const at = this.log.findIndex((b) => b.seq > batch.seq);
    let changed = this.applyBatch(batch);
    if (at === -1) this.log.push(batch);
    else {
      for (const later of this.log.slice(at)) changed = this.applyBatch(later) || changed;
      this.log.splice(at, 0, batch);
    }
    if (this.log.length > LOG_MAX) this.floor = this.log.splice(0, this.log.length - LOG_MAX).at(-1)!.seq;
    return changed;
  }

  private applyBatch(batch: LiveBatch): boolean {
    let changed = false;
    for (const delta of batch.deltas) changed = this.applyDelta(delta) || changed;
    return changed;
  }
}
