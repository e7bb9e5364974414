/**
 * Short-lived answers of cheap-to-stale reads (bounded list counts, the meeting settings), per
 * database handle, so that a burst of identical list requests counts once. Any successful write
 * through this server clears them at once (app.ts); another instance's write shows within the TTL.
 */
interface Entry {
  at: number;
  value: Promise<unknown>;
}

const MAX_ENTRIES = 2000;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = compute();
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<object, ReadCache>();

/** The cache of one database handle (a transaction gets none: its reads must see its writes). */
export function readCacheOf(db: object, ttlMs = READ_CACHE_TTL_MS): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadCache(ttlMs);
    caches.set(db, cache);
  }
  return cache;
}

export const READ_CACHE_TTL_MS = 2000;
