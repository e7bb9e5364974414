import { createContext, type ReactNode, useContext, useDeferredValue } from "react";

/**
 * When the lazy pickers (lazy-pickers.tsx) fetch their chunks: "held", not yet (a disabled box of
 * their size); "free", at once; "intent", when a person reaches for one (a stand-in showing its
 * value until then).
 */
export type PickerMode = "held" | "free" | "intent";

const Mode = createContext<PickerMode>("free");

/**
 * Holds the lazy pickers inside (selects, tree selects, date pickers) as disabled boxes of their size
 * until the page's first data has arrived, and then for one more render, which React runs after the
 * rows have been committed: a list's first rows do not wait for its filter bar's heaviest controls,
 * their chunks and their styles.
 */
export function PickersAfter({ ready, children }: { ready: boolean; children: ReactNode }) {
  const shown = useDeferredValue(ready, false);
  return <Mode.Provider value={shown ? "free" : "held"}>{children}</Mode.Provider>;
}

/**
 * The pickers inside show their values at once and fetch their chunks only when a person points at,
 * focuses or opens one: for filters that most visits read and few change.
 */
export function PickersOnIntent({ children }: { children: ReactNode }) {
  return <Mode.Provider value="intent">{children}</Mode.Provider>;
}

export const usePickerMode = () => useContext(Mode);

/** Whether the pickers here are still held back (PickersAfter). */
export const usePickersHeld = () => usePickerMode() === "held";
