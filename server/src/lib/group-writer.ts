export interface GroupWriter<T> {
  /** Resolves once `item` is written (or rejects with the error of the write it went in). */
  write(item: T): Promise<void>;
}

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items that arrive while a write is under way are written together by the next
 * one, up to `batch` at a time, so that a burst costs a few statements instead of one each. When
 * a group fails, its items are retried one by one, so each gets its own outcome.
 */
export function groupWriter<T>(writeAll: (items: T[]) => Promise<void>, batch = 500): GroupWriter<T> {
  const queue: Pending<T>[] = [];
  let running = false;
  const drain = async () => {
    running = true;
    while (queue.length > 0) {
      const taken = queue.splice(0, batch);
      try {
        await writeAll(taken.map((p) => p.item));
        for (const p of taken) p.resolve();
      } catch (error) {
        if (taken.length === 1) taken[0]?.reject(error);
        // One bad item must not take the others down with it: each is tried on its own.
        else for (const p of taken) await writeAll([p.item]).then(p.resolve, p.reject);
      }
    }
    running = false;
  };
  return {
    write: (item) =>
      new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!running) void drain();
      }),
  };
}
