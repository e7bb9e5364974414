import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { ApiResult } from "../providers/http/client";
import { MONITOR_CHANNEL } from "../providers/live";
import type { LiveStatus } from "../providers/live/connection";
import { type RowRules, type RowsSnapshot, RowsStore } from "./rows-store";
import { useLiveChannel } from "./use-live-channel";

export interface LiveRowsOptions<Row extends { id: string }> {
  /** Reads the page; its `seq` is where the stream continues. */
  read(): Promise<ApiResult<{ records: Row[]; total: number; seq: number }>>;
  rules: RowRules<Row>;
  /** A change of it reads the page again (the query in the URL). */
  queryKey: string;
  /** Reads the page again this often, for what the stream does not push (a meeting entering readiness). */
  pollMs?: number;
}

export interface LiveRows<Row> {
  snapshot: RowsSnapshot<Row>;
  failed: string | null;
  stream: LiveStatus;
  reload(): void;
}

/** A monitor page read from the server and kept current by the monitor stream (`live/monitor`). */
export function useLiveRows<Row extends { id: string }>(options: LiveRowsOptions<Row>): LiveRows<Row> {
  const { queryKey, pollMs } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rules follow the query
  const store = useMemo(() => new RowsStore<Row>(options.rules), [queryKey]);
  const [since, setSince] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const read = options.read;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` follows `queryKey`; `generation` reads again
  useEffect(() => {
    let live = true;
    store.beginLoad();
    void read().then((result) => {
      if (!live) return;
      if (!result.ok) {
        setFailed(result.message);
        store.load([], 0, store.position);
        return;
      }
      setFailed(null);
      store.load(result.data.records, result.data.total, result.data.seq);
      setSince((current) => current ?? result.data.seq);
    });
    return () => {
      live = false;
    };
  }, [store, generation]);

  useEffect(() => {
    if (!pollMs) return;
    const timer = window.setInterval(() => setGeneration((g) => g + 1), pollMs);
    return () => window.clearInterval(timer);
  }, [pollMs]);

  const stream = useLiveChannel({
    channel: MONITOR_CHANNEL,
    since,
    onBatch: (batch) => store.receive(batch),
    onReset: () => setGeneration((g) => g + 1),
  });
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { snapshot, failed, stream, reload };
}
