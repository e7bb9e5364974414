import type { UIEvent } from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import { type PageRead, searchPage } from "./pick-lists";

const PAGE_SIZE = 50;
const DEBOUNCE_MS = 300;

/** Options of a remote select over a list operation: searched by keyword (debounced), more pages loaded on scroll. */
export function useRemoteSearch<T>(operation: PageRead<T>) {
  const [keyword, setKeyword] = useState("");
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const operationRef = useRef(operation);
  operationRef.current = operation;

  const load = useCallback(async (kw: string, nextPage: number) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setLoading(true);
    const result = await searchPage(
      operationRef.current,
      { keyword: kw, page: nextPage, size: PAGE_SIZE },
      abort.signal,
    );
    if (abort.signal.aborted) return;
    setLoading(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setTotal(result.data.total);
    setPage(nextPage);
    setItems((prev) => (nextPage === 1 ? result.data.records : [...prev, ...result.data.records]));
  }, []);

  const first = useRef(true);
  useEffect(() => {
    const delay = first.current ? 0 : DEBOUNCE_MS;
    first.current = false;
    const timer = setTimeout(() => void load(keyword, 1), delay);
    return () => clearTimeout(timer);
  }, [keyword, load]);

  useEffect(() => () => controller.current?.abort(), []);

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const target = event.currentTarget;
    const nearEnd = target.scrollTop + target.clientHeight >= target.scrollHeight - 32;
    if (nearEnd && !loading && items.length < total) void load(keyword, page + 1);
  };

  return { items, loading, error, search: setKeyword, onPopupScroll };
}
