import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PublicFrame } from "../PublicFrame";

export function NotSupportMobilePage() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <section className="card message-card">
        <h1>{t("public.notSupportMobile.title")}</h1>
        <p className="muted">{t("public.notSupportMobile.body")}</p>
        <Link className="link" to="/download">
          {t("public.download.title")}
        </Link>
      </section>
    </PublicFrame>
  );
}
