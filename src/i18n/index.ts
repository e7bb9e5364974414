import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../config/constants";
import { STORAGE_KEYS } from "../config/storage-keys";
import { initialLanguage } from "./language";
import { groupByLanguage } from "./resources";

const shellFiles = import.meta.glob<Record<string, unknown>>(
  ["/locales/*/common.json", "/locales/*/errors.json", "/locales/*/login.json", "/locales/*/public.json"],
  { eager: true, import: "default" },
);

const listeners = new Set<(lng: Language) => void>();
/** Set once the console is on its way: a language switch then brings that language's console files. */
let consoleLocaleWanted = false;

export function wantConsoleLocale(): Promise<void> {
  consoleLocaleWanted = true;
  return loadConsoleLocale(currentLanguage());
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: "zh-CN",
  resources: Object.fromEntries(
    Object.entries(groupByLanguage(shellFiles)).map(([lng, bundle]) => [lng, { translation: bundle }]),
  ),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** Adds locale files to the running instance. */
export function addBundles(files: Record<string, Record<string, unknown>>): void {
  for (const [lng, bundle] of Object.entries(groupByLanguage(files))) {
    i18n.addResourceBundle(lng, "translation", bundle, true, false);
  }
}

const consoleBundles: Record<Language, () => Promise<{ default: Record<string, Record<string, unknown>> }>> =
  {
    "zh-CN": () => import("./bundles/zh-CN"),
    "en-US": () => import("./bundles/en-US"),
  };
const loaded = new Map<Language, Promise<void>>();

/** The console's locale files of one language, fetched once, only when that language is used. */
export function loadConsoleLocale(lng: Language): Promise<void> {
  let pending = loaded.get(lng);
  if (!pending) {
    pending = consoleBundles[lng]().then((mod) => addBundles(mod.default));
    pending.catch(() => loaded.delete(lng));
    loaded.set(lng, pending);
  }
  return pending;
}

export function currentLanguage(): Language {
  return (i18n.language as Language) ?? "zh-CN";
}

/** Switches the language, stores the choice (it survives a reload) and tells antd/dayjs listeners. */
export async function setLanguage(lng: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, lng);
  if (consoleLocaleWanted) await loadConsoleLocale(lng).catch(() => undefined);
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
  for (const l of listeners) l(lng);
}

export function onLanguageChange(listener: (lng: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const t = i18n.t.bind(i18n);
