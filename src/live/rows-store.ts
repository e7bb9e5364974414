import type { LiveDelta } from "#contract/live-events";
import { DeltaStore } from "./delta-store";
import type { FrameScheduler } from "./frame";

export interface RowsSnapshot<Row> {
  rows: readonly Row[];
  total: number;
  /** Set once a page has been read. */
  ready: boolean;
}

/**
 * How a monitor applies a delta to its rows (keyed by id): the changed row, `null` to drop it, or
 * `undefined` when the delta is not about a row of this list. `added` is a row the list did not
 * have (a meeting that just started).
 */
export interface RowRules<Row extends { id: string }> {
  change(delta: LiveDelta, rows: ReadonlyMap<string, Row>): { id: string; row: Row | null }[] | undefined;
  order?(a: Row, b: Row): number;
}

/** A page of a monitor kept current by the monitor stream; rows keep identity unless changed. */
export class RowsStore<Row extends { id: string }> extends DeltaStore<RowsSnapshot<Row>> {
  protected snapshot: RowsSnapshot<Row> = { rows: [], total: 0, ready: false };
  private byId = new Map<string, Row>();
  private ids: string[] = [];
  private total = 0;
  private changed = false;

  constructor(
    private readonly rules: RowRules<Row>,
    schedule?: FrameScheduler,
  ) {
    super(schedule);
  }

  load(rows: readonly Row[], total: number, seq: number): void {
    this.loaded(seq, () => {
      this.byId = new Map(rows.map((row) => [row.id, row]));
      this.ids = rows.map((row) => row.id);
      this.total = total;
      this.changed = true;
    });
  }

  protected applyDelta(delta: LiveDelta): boolean {
    const updates = this.rules.change(delta, this.byId);
    if (!updates) return false;
    let changed = false;
    for (const { id, row } of updates) {
      const had = this.byId.get(id);
      if (row === null) {
        if (!had) continue;
        this.byId.delete(id);
        this.ids = this.ids.filter((x) => x !== id);
        this.total = Math.max(0, this.total - 1);
      } else {
        if (had === row) continue;
        if (!had) {
          this.ids.push(id);
          this.total++;
        }
        this.byId.set(id, row);
      }
      changed = true;
    }
    this.changed ||= changed;
    return changed;
  }

  protected build(): RowsSnapshot<Row> {
    if (!this.changed) return this.snapshot;
    this.changed = false;
    let rows = this.ids.map((id) => this.byId.get(id)!);
    if (this.rules.order) {
      rows = rows.sort(this.rules.order);
      this.ids = rows.map((row) => row.id);
    }
    return { rows, total: this.total, ready: true };
  }
}
