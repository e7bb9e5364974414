import { useCallback, useSyncExternalStore } from "react";
import type { Participant } from "#contract/participants";

/** What the roster table holds per line: the participant's id only. */
export interface RowStub {
  id: string;
}

/**
 * The roster's rows keyed by participant id, beside the table rather than in it. The table gets
 * the same array of stubs while the same participants show in the same order, so an update that
 * only changes participants does not render the table at all (antd's virtual table renders every
 * line in view, and their cells' wrappers, whenever its data changes); the cells of the changed
 * participants read their row here and render alone.
 */
export class RosterRows {
  private rows = new Map<string, Participant>();
  private listeners = new Map<string, Set<() => void>>();
  private stubs: RowStub[] = [];
  private changed = new Set<string>();

  /** The table's data for `shown`, the same array while the ids and their order are the same. */
  take(shown: readonly Participant[]): RowStub[] {
    for (const row of shown) {
      if (this.rows.get(row.id) === row) continue;
      this.rows.set(row.id, row);
      this.changed.add(row.id);
    }
    const same = shown.length === this.stubs.length && shown.every((row, i) => row.id === this.stubs[i]?.id);
    if (!same) this.stubs = shown.map((row) => ({ id: row.id }));
    return this.stubs;
  }

  /** After the commit: the cells of the participants that changed render their new row. */
  flush(): void {
    const ids = [...this.changed];
    this.changed.clear();
    for (const id of ids) for (const listener of this.listeners.get(id) ?? []) listener();
  }

  get(id: string): Participant | undefined {
    return this.rows.get(id);
  }

  subscribe(id: string, listener: () => void): () => void {
    const set = this.listeners.get(id) ?? new Set();
    set.add(listener);
    this.listeners.set(id, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }
}

/** One participant's row, rendering again when that participant changes. */
export function useRosterRow(rows: RosterRows, id: string): Participant | undefined {
  const subscribe = useCallback((listener: () => void) => rows.subscribe(id, listener), [rows, id]);
  return useSyncExternalStore(subscribe, () => rows.get(id));
}
