import type { I18nProvider } from "@refinedev/core";
import { currentLanguage, i18n, setLanguage } from "../i18n";
import { isLanguage } from "../i18n/language";

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) =>
    i18n.exists(key) ? String(i18n.t(key, options)) : (defaultMessage ?? String(i18n.t(key, options))),
  changeLocale: (lng) => (isLanguage(lng) ? setLanguage(lng) : undefined),
  getLocale: currentLanguage,
};
