import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { session } from "../../auth/session";
import { safeRedirect } from "../../routing/guard";
import { PublicFrame } from "../PublicFrame";

/**
 * The single sign-on return (/singleLogin?token=...). The guard has already adopted the token and
 * fetched the user (guard step 4); this page only sends the signed-in user on.
 */
export function SingleLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = session.isLoggedIn();

  useEffect(() => {
    if (signedIn) navigate(safeRedirect(params.get("redirect")), { replace: true });
  }, [signedIn, navigate, params]);

  return (
    <PublicFrame>
      <section className="card message-card" aria-live="polite">
        <h1>{t("public.sso.title")}</h1>
        <p className="muted">{signedIn ? t("public.sso.signingIn") : t("public.sso.failed")}</p>
        {!signedIn && (
          <Link className="primary-button" to="/login">
            {t("public.backToLogin")}
          </Link>
        )}
      </section>
    </PublicFrame>
  );
}
