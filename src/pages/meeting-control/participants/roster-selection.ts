/** The header box's state over the rows shown. */
export type HeaderState = "none" | "some" | "all";

const NONE: readonly string[] = [];

/**
 * The roster's selected participants, kept outside React state: a row's box reads whether its
 * participant is selected, so ticking one re-renders that box alone, and a roster update hands the
 * table no new selection to work through (antd's own row selection went over all 500 rows then).
 * Participants who leave the meeting leave the selection.
 */
export class RosterSelection {
  private selected = new Set<string>();
  private chosen: readonly string[] = NONE;
  private header: HeaderState = "none";
  private shown: readonly { id: string }[] = [];
  private listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly isSelected = (id: string): boolean => this.selected.has(id);
  /** The selected participants, in the order they were ticked; the same array until it changes. */
  readonly getChosen = (): readonly string[] => this.chosen;
  readonly getHeader = (): HeaderState => this.header;

  toggle(id: string, on: boolean): void {
    if (this.selected.has(id) === on) return;
    if (on) this.selected.add(id);
    else this.selected.delete(id);
    this.changed();
  }

  /** Ticks or clears every row shown (the filters apply), as the header box does. */
  setShown(on: boolean): void {
    for (const row of this.shown) {
      if (on) this.selected.add(row.id);
      else this.selected.delete(row.id);
    }
    this.changed();
  }

  /**
   * The roster changed (an update, a filter): drops those no longer in it and works out the header
   * again. Nothing to do while nothing is selected, which is what most updates meet.
   */
  sync(rows: readonly { id: string }[], shown: readonly { id: string }[]): void {
    this.shown = shown;
    if (this.selected.size === 0) return;
    const present = new Set(rows.map((row) => row.id));
    let dropped = false;
    for (const id of this.selected)
      if (!present.has(id)) {
        this.selected.delete(id);
        dropped = true;
      }
    if (dropped) this.changed();
    else this.updateHeader(true);
  }

  private changed(): void {
    this.chosen = this.selected.size === 0 ? NONE : [...this.selected];
    this.updateHeader(false);
    for (const listener of this.listeners) listener();
  }

  private updateHeader(notify: boolean): void {
    let count = 0;
    if (this.selected.size > 0) for (const row of this.shown) if (this.selected.has(row.id)) count++;
    const header: HeaderState = count === 0 ? "none" : count === this.shown.length ? "all" : "some";
    if (header === this.header) return;
    this.header = header;
    if (notify) for (const listener of this.listeners) listener();
  }
}
