/**
 * A pluggable toast sink: the light shell registers a tiny toast, the Refine console an antd one.
 * Identical texts are de-duplicated (spec §9 "Message toasts are de-duplicated").
 */
import { t } from "../../i18n";

export type NotifyLevel = "error" | "warning" | "success" | "info";

export interface Toast {
  level: NotifyLevel;
  text: string;
}

export type NotifierFn = (toast: Toast) => void;

export interface NotifyInput {
  level: NotifyLevel;
  /** Shown as is (e.g. a server message). */
  text?: string;
  /** i18n key, used when `text` is absent. */
  key?: string;
}

/** How long a toast stays visible, and so how long an identical one is suppressed. */
export const TOAST_DEDUP_MS = 3_000;

const noop: NotifierFn = () => {};
let sink: NotifierFn = noop;
const shownAt = new Map<string, number>();

/** Registers the toast sink; the returned function unregisters it (usable as a React effect cleanup). */
export function setNotifier(fn: NotifierFn | null): () => void {
  const registered = fn ?? noop;
  sink = registered;
  return () => {
    if (sink === registered) sink = noop;
  };
}

/** Shows a toast unless the same text was shown within the last TOAST_DEDUP_MS. Returns whether it was shown. */
export function notify({ level, text, key }: NotifyInput): boolean {
  const message = text ?? (key ? t(key) : "");
  if (!message || sink === noop) return false;
  const now = Date.now();
  for (const [seen, at] of shownAt) {
    if (now - at >= TOAST_DEDUP_MS) shownAt.delete(seen);
  }
  if (shownAt.has(message)) return false;
  shownAt.set(message, now);
  sink({ level, text: message });
  return true;
}

/** Forgets recently shown toasts (tests, or a sink that was cleared). */
export function resetNotifier(): void {
  shownAt.clear();
  sink = noop;
}
