import { createContext, type ReactNode, useContext, useDeferredValue } from "react";

const Deferred = createContext(false);

/**
 * Holds the lazy pickers inside (selects, tree selects, date pickers) as disabled boxes of their size
 * until the page's first data has arrived, and then for one more render, which React runs after the
 * rows have been committed: a list's first rows do not wait for its filter bar's heaviest controls,
 * their chunks and their styles.
 */
export function PickersAfter({ ready, children }: { ready: boolean; children: ReactNode }) {
  const shown = useDeferredValue(ready, false);
  return <Deferred.Provider value={!shown}>{children}</Deferred.Provider>;
}

/** Whether the pickers here are still held back (PickersAfter). */
export const usePickersHeld = () => useContext(Deferred);
