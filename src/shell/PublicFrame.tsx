import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "./LanguageSwitch";

/** Frame of the public pages: brand on the left, language switch on the right. */
export function PublicFrame({
  children,
  title,
  logo,
  background,
}: {
  children: ReactNode;
  title?: string;
  logo?: string | null;
  /** The login page's background image (login page tab), over the default gradient. */
  background?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={background ? "public-page public-page-pictured" : "public-page"}
      style={background ? { backgroundImage: `url("${encodeURI(background)}")` } : undefined}
    >
      <header className="public-header">
        <div className="brand">
          {logo ? (
            <img src={logo} alt="" className="brand-logo" />
          ) : (
            <span className="brand-mark" aria-hidden="true" />
          )}
          <span>{title || t("app.title")}</span>
        </div>
        <LanguageSwitch />
      </header>
      <main className="public-main">{children}</main>
    </div>
  );
}
