import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { SSO_FAILURES } from "#contract/limits/auth";
import { ssoOps } from "#contract/operations/sso";
import { session } from "../../auth/session";
import { call } from "../../providers/http/call";
import { safeRedirect } from "../../routing/guard";
import { PublicFrame } from "../PublicFrame";

type Stage = { step: "working"; text: "redirecting" | "signingIn" } | { step: "failed"; message: string };

const isFailure = (code: string | null): code is (typeof SSO_FAILURES)[number] =>
  SSO_FAILURES.some((failure) => failure === code);

/**
 * The single sign-on page (/singleLogin). Opened by the login page with `redirect`, it asks the
 * server where the identity provider is and goes there; the provider's return brings it back with
 * a one-time `grant` (exchanged for the session, then on to `redirect`) or an `error` to say in
 * words. A `token` in the address was already adopted by the guard (step 4).
 */
export function SingleLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [stage, setStage] = useState<Stage>({ step: "working", text: "redirecting" });
  const started = useRef(false);
  const grant = params.get("grant");
  const error = params.get("error");

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (error !== null) {
      setStage({
        step: "failed",
        message: t(`public.sso.errors.${isFailure(error) ? error : "RESPONSE_INVALID"}`),
      });
      return;
    }
    if (grant !== null) {
      setStage({ step: "working", text: "signingIn" });
      void call(ssoOps.exchange, { body: { grant } }, { silent: true }).then((result) => {
        if (!result.ok) {
          setStage({ step: "failed", message: result.message || t("public.sso.failed") });
          return;
        }
        session.signIn(result.data.token, result.data.user);
        navigate(safeRedirect(result.data.redirect), { replace: true });
      });
      return;
    }
    if (session.isLoggedIn()) {
      navigate(safeRedirect(params.get("redirect")), { replace: true });
      return;
    }
    const redirect = params.get("redirect");
    void call(ssoOps.authorize, { query: redirect ? { redirect } : {} }, { silent: true }).then((result) => {
      if (result.ok) window.location.assign(result.data.url);
      else setStage({ step: "failed", message: result.message || t("public.sso.failed") });
    });
  }, [error, grant, navigate, params, t]);

  return (
    <PublicFrame>
      <section className="card message-card" aria-live="polite" aria-busy={stage.step === "working"}>
        <h1>{t("public.sso.title")}</h1>
        {stage.step === "working" ? (
          <p className="muted">{t(`public.sso.${stage.text}`)}</p>
        ) : (
          <>
            <p role="alert">{stage.message}</p>
            <p className="muted">{t("public.sso.failedHelp")}</p>
            <div style={{ display: "flex", gap: 16, justifyContent: "center", alignItems: "center" }}>
              <Link className="primary-button" to="/singleLogin" reloadDocument>
                {t("public.sso.retry")}
              </Link>
              <Link to="/admin/login?local">{t("public.sso.passwordLogin")}</Link>
            </div>
          </>
        )}
      </section>
    </PublicFrame>
  );
}
