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

/** Adds the console's locale files (loaded with the console chunk) to the running instance. */
export function addBundles(files: Record<string, Record<string, unknown>>): void {
  for (const [lng, bundle] of Object.entries(groupByLanguage(files))) {
    i18n.addResourceBundle(lng, "translation", bundle, true, false);
  }
}

export function currentLanguage(): Language {
  return (i18n.language as Language) ?? "zh-CN";
}

/** Switches the language, stores the choice (it survives a reload) and tells antd/dayjs listeners. */
export async function setLanguage(lng: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, lng);
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
  for (const l of listeners) l(lng);
}

export function onLanguageChange(listener: (lng: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const t = i18n.t.bind(i18n);
