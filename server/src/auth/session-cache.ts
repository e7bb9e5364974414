import type pg from "pg";
import { ChannelListener } from "../db/channel-listener.ts";

/**
 * The sessions this instance has resolved, by token hash, so that a request does not read its
 * session, user, roles and data authority again. Triggers on every table that lookup reads
 * (migration 0018) notify AUTH_CHANNEL on each relevant write, whoever makes it, and every instance
 * listening clears its cache; a write through this instance clears it before its answer leaves
 * (app.ts). While the listener is down, nothing is cached: every request reads the database.
 */
export const AUTH_CHANNEL = "auth_changed";

const MAX_ENTRIES = 10_000;
/** A bound on staleness should a notification ever be lost on a live connection. */
const MAX_AGE_MS = 60_000;

interface Entry<Row> {
  row: Row;
  at: number;
}

export class SessionCache<Row> {
  private readonly entries = new Map<string, Entry<Row>>();
  private generation = 0;
  private enabled = false;
  private listener: ChannelListener | null = null;

  /** The cached row of a session id, while the cache is enabled. */
  get(id: string, now = Date.now()): Row | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (now - entry.at > MAX_AGE_MS) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.row;
  }

  /** Taken before reading a row: `put` keeps the row only if nothing was cleared in between. */
  stamp(): number {
    return this.generation;
  }

  put(id: string, row: Row, stamp: number, now = Date.now()): void {
    if (!this.enabled || stamp !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { row, at: now });
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Caching on or off (off also forgets every row). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  /** Caches while a LISTEN on AUTH_CHANNEL is up. */
  listen(dedicated: () => pg.Client, onError?: (error: unknown) => void): Promise<void> {
    this.listener ??= new ChannelListener(dedicated, AUTH_CHANNEL, {
      notify: () => this.clear(),
      up: () => this.setEnabled(true),
      down: () => this.setEnabled(false),
      ...(onError ? { error: onError } : {}),
    });
    return this.listener.start();
  }

  async close(): Promise<void> {
    await this.listener?.close();
    this.setEnabled(false);
  }
}
