import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../config/constants";
import { setLanguage } from "../i18n";

/** The light language switch of the public pages (the console header has its own antd one). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="lang-switch" aria-label={t("header.language")}>
      {LANGUAGES.map((lng: Language) => (
        <button
          key={lng}
          type="button"
          className={i18n.language === lng ? "active" : ""}
          aria-pressed={i18n.language === lng}
          onClick={() => void setLanguage(lng)}
        >
          {t(`languages.${lng}`)}
        </button>
      ))}
    </fieldset>
  );
}
