import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { session } from "../../auth/session";
import { PublicFrame } from "../PublicFrame";

/** /systec/NoPermission: spec §6 "no permission, contact the administrator". */
export function NoPermissionPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <section className="card message-card" role="alert">
        <div className="big-code" aria-hidden="true">
          403
        </div>
        <h1>{t("public.noPermission.title")}</h1>
        <p className="muted">{t("public.noPermission.body")}</p>
        <div className="actions">
          {session.isLoggedIn() && (
            <Link className="primary-button" to="/home">
              {t("public.backHome")}
            </Link>
          )}
          <Link className="secondary-button" to="/login">
            {t("public.backToLogin")}
          </Link>
        </div>
      </section>
    </PublicFrame>
  );
}
