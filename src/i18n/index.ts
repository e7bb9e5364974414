import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCALE_GROUPS, type LocaleGroup } from "#contract/page-chunks";
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
  // errors.status.500 is empty on purpose (no text for a 500); i18next 27 would read "" as missing.
  returnEmptyString: true,
  initAsync: false,
});

/** Adds locale files to the running instance. */
export function addBundles(files: Record<string, Record<string, unknown>>): void {
  for (const [lng, bundle] of Object.entries(groupByLanguage(files))) {
    i18n.addResourceBundle(lng, "translation", bundle, true, false);
  }
}

/**
 * The other locale files, fetched lazily: vite.config.ts puts each group of LOCALE_GROUPS in a chunk
 * per language, so a page downloads its groups of the current language only.
 */
const groupFiles = import.meta.glob<Record<string, unknown>>(
  ["/locales/*/*.json", "!/locales/*/{common,errors,login,public}.json"],
  { import: "default" },
);
/** The groups the console has asked for: a language switch brings them in the new language. */
const wanted = new Set<LocaleGroup>();
const loaded = new Map<string, Promise<void>>();

function loadGroup(lng: Language, group: LocaleGroup): Promise<void> {
  const key = `${lng}/${group}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = Promise.all(
      LOCALE_GROUPS[group].map(async (file) => {
        const load = groupFiles[`/locales/${lng}/${file}.json`];
        if (load) i18n.addResourceBundle(lng, "translation", { [file]: await load() }, true, false);
      }),
    ).then(() => undefined);
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/** Brings these locale groups in the current language (each fetched once) and keeps them across a language switch. */
export function wantLocaleGroups(groups: readonly LocaleGroup[]): Promise<void> {
  for (const group of groups) wanted.add(group);
  const lng = currentLanguage();
  return Promise.all(groups.map((group) => loadGroup(lng, group))).then(() => undefined);
}

/** Brings a locale group in another language than the console's, for a screen that shows both. */
export function wantLocaleGroupIn(lng: Language, group: LocaleGroup): Promise<void> {
  return loadGroup(lng, group);
}

/** The console's own locale files (the groups of its pages come with each page's chunk). */
export function wantConsoleLocale(): Promise<void> {
  return wantLocaleGroups(["console"]);
}

export function currentLanguage(): Language {
  return (i18n.language as Language) ?? "zh-CN";
}

/** Switches the language, stores the choice (it survives a reload) and tells antd/dayjs listeners. */
export async function setLanguage(lng: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, lng);
  await Promise.all([...wanted].map((group) => loadGroup(lng, group))).catch(() => undefined);
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
  for (const l of listeners) l(lng);
}

export function onLanguageChange(listener: (lng: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const t = i18n.t.bind(i18n);
