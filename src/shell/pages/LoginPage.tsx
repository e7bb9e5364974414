import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { Captcha, LoginInterface } from "#contract/auth";
import { authOps } from "#contract/operations/auth";
import { signIn } from "../../auth/sign-in";
import type { Language } from "../../config/constants";
import { takeLoginRead } from "../../performance/prefetch/login-reads";
import { call } from "../../providers/http/call";
import { safeRedirect } from "../../routing/guard";
import { prefetchConsoleAfterPaint } from "../load-console";
import { PublicFrame } from "../PublicFrame";

type Field = "account" | "password" | "captcha";
const FIELDS: Field[] = ["account", "password", "captcha"];

/** The login screen of spec §2 (also at /admin/login): account, password and captcha, all required. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [face, setFace] = useState<LoginInterface | null>(null);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [values, setValues] = useState<Record<Field, string>>({ account: "", password: "", captcha: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const captchaInput = useRef<HTMLInputElement>(null);
  const faceRead = useRef<Promise<LoginInterface | null> | null>(null);

  // A submit while the login interface (its public key) is still on its way waits for it, and one
  // that finds the first read failed asks again.
  const readFace = useCallback(() => {
    const read = takeLoginRead("face", () => call(authOps.loginInterface)).then((r) => {
      if (!r.ok) return null;
      setFace(r.data);
      return r.data;
    });
    faceRead.current = read;
    return read;
  }, []);

  const refreshCaptcha = useCallback(async () => {
    const result = await takeLoginRead("captcha", () => call(authOps.captcha));
    setCaptcha(result.ok ? result.data : null);
  }, []);

  useEffect(() => {
    void readFace();
    void refreshCaptcha();
    return prefetchConsoleAfterPaint();
  }, [readFace, refreshCaptcha]);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) if (!values[f].trim()) missing[f] = t(`login.required.${f}`);
    setErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0 || submitting) return;
    setSubmitting(true);
    try {
      const key = (face ?? (await faceRead.current) ?? (await readFace()))?.publicKey;
      if (!key || !captcha) {
        setFormError(t("login.notReady"));
        return;
      }
      const result = await signIn({ ...values, captchaKey: captcha.key }, key);
      if (result.ok) {
        navigate(safeRedirect(params.get("redirect")), { replace: true });
        return;
      }
      const fields = result.fields ?? {};
      setErrors({ account: fields.account, password: fields.password, captcha: fields.captcha });
      setFormError(Object.keys(fields).length > 0 ? null : result.message || t("login.failed"));
      setValues((v) => ({ ...v, captcha: "" }));
      await refreshCaptcha();
      if (fields.captcha) captchaInput.current?.focus();
    } catch {
      setFormError(t("login.failed"));
      await refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const title = face?.title[i18n.language as Language] || t("app.title");
  return (
    <PublicFrame title={title} logo={face?.logo} background={face?.background}>
      <div className="login-layout">
        <section className="login-hero">
          <p className="login-hero-title">{t("login.hero.title")}</p>
          <ul>
            <li>{t("login.hero.schedule")}</li>
            <li>{t("login.hero.control")}</li>
            <li>{t("login.hero.manage")}</li>
          </ul>
        </section>
        <form className="card login-card" onSubmit={submit} noValidate aria-labelledby="login-title">
          <h1 id="login-title">{t("login.title")}</h1>
          <p className="muted">{t("login.subtitle")}</p>
          {formError && (
            <div className="form-error" role="alert">
              {formError}
            </div>
          )}
          <TextField
            id="account"
            label={t("login.account")}
            value={values.account}
            error={errors.account}
            autoComplete="username"
            autoFocus
            onChange={(v) => change("account", v)}
          />
          <TextField
            id="password"
            type="password"
            label={t("login.password")}
            value={values.password}
            error={errors.password}
            autoComplete="current-password"
            onChange={(v) => change("password", v)}
          />
          <div className="captcha-row">
            <TextField
              id="captcha"
              label={t("login.captcha")}
              value={values.captcha}
              error={errors.captcha}
              autoComplete="off"
              inputRef={captchaInput}
              onChange={(v) => change("captcha", v)}
            />
            <button
              type="button"
              className="captcha-image"
              onClick={() => void refreshCaptcha()}
              title={t("login.refreshCaptcha")}
              aria-label={t("login.refreshCaptcha")}
            >
              {captcha ? (
                <img src={captcha.image} alt={t("login.captchaImage")} />
              ) : (
                <span className="muted">…</span>
              )}
            </button>
          </div>
          <button type="submit" className="primary-button" disabled={submitting}>
            {submitting ? t("login.submitting") : t("login.submit")}
          </button>
          <p className="login-footer">
            <Link className="link" to="/download">
              {t("menu.download")}
            </Link>
          </p>
        </form>
      </div>
    </PublicFrame>
  );
}

interface TextFieldProps {
  id: Field;
  label: string;
  value: string;
  error?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}

function TextField({
  id,
  label,
  value,
  error,
  type = "text",
  autoComplete,
  autoFocus,
  inputRef,
  onChange,
}: TextFieldProps) {
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={`login-${id}`}>{label}</label>
      <input
        id={`login-${id}`}
        name={id}
        type={type}
        value={value}
        ref={inputRef}
        autoComplete={autoComplete}
        // biome-ignore lint/a11y/noAutofocus: the account field of a login page is where every user starts typing
        autoFocus={autoFocus}
        aria-invalid={!!error}
        aria-describedby={error ? `login-${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <div id={`login-${id}-error`} className="field-error">
          {error}
        </div>
      )}
    </div>
  );
}
