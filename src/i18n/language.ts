import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../config/constants";
import { STORAGE_KEYS } from "../config/storage-keys";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Spec §1/§9: stored choice first; otherwise zh-CN for a Chinese browser, en-US for any other. */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const first = browserLanguages[0];
  if (!first) return DEFAULT_LANGUAGE;
  return first.toLowerCase().startsWith("zh") ? "zh-CN" : "en-US";
}

export function initialLanguage(): Language {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(STORAGE_KEYS.language);
  const browser =
    typeof navigator === "undefined"
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return pickLanguage(stored, browser);
}
