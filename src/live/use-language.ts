import { useSyncExternalStore } from "react";
import type { Language } from "../config/constants";
import { currentLanguage, onLanguageChange } from "../i18n";

const subscribe = (listener: () => void) => {
  const stop = onLanguageChange(listener);
  return () => void stop();
};

/**
 * The interface language, re-rendering on a switch: what a memoised component (a roster row) needs,
 * since Refine's translate function stays the same across languages.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage);
}
