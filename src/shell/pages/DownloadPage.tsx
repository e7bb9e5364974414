import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AppPlatform, AppVersion } from "#contract/apphub";
import { APP_PLATFORMS } from "#contract/limits/settings";
import { apphubOps } from "#contract/operations/apphub";
import { call } from "../../providers/http/call";
import { formatBytes } from "../../utils/byte-size";
import { PublicFrame } from "../PublicFrame";

type State =
  | { kind: "loading" }
  | { kind: "none" }
  | { kind: "error"; message: string }
  | { kind: "ready"; app: AppVersion };

function detectPlatform(): AppPlatform {
  const system = navigator.platform || navigator.userAgent;
  if (/Mac/i.test(system)) return "MAC";
  return /Linux|X11/i.test(system) && !/Android/i.test(navigator.userAgent) ? "LINUX" : "WINDOWS";
}

/** /download: the latest desktop client for this platform, or "no downloadable package". */
export function DownloadPage() {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<AppPlatform>(detectPlatform);
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    let live = true;
    setState({ kind: "loading" });
    void call(apphubOps.latest, { query: { platform } }).then((r) => {
      if (!live) return;
      if (!r.ok) setState({ kind: "error", message: r.message });
      else setState(r.data ? { kind: "ready", app: r.data } : { kind: "none" });
    });
    return () => {
      live = false;
    };
  }, [platform]);

  return (
    <PublicFrame>
      <section className="card message-card" aria-busy={state.kind === "loading"}>
        <h1>{t("public.download.title")}</h1>
        <div className="segmented" role="tablist" aria-label={t("public.download.platform")}>
          {APP_PLATFORMS.map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={platform === p}
              className={platform === p ? "active" : ""}
              onClick={() => setPlatform(p)}
            >
              {t(`public.download.platforms.${p}`)}
            </button>
          ))}
        </div>
        {state.kind === "loading" && <p className="muted">{t("public.loading")}</p>}
        {state.kind === "none" && <p className="empty">{t("errors.messages.noDownloadablePackage")}</p>}
        {state.kind === "error" && (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        )}
        {state.kind === "ready" && (
          <div className="download-info">
            <p>
              {t("public.download.version", { version: state.app.version })}
              {state.app.size ? ` · ${formatBytes(state.app.size)}` : ""}
            </p>
            {state.app.releaseNotes && <p className="muted notes">{state.app.releaseNotes}</p>}
            {state.app.sha256 && (
              <p className="muted hash">{t("public.download.sha256", { hash: state.app.sha256 })}</p>
            )}
            <a
              className="primary-button"
              href={state.app.downloadUrl ?? undefined}
              download={state.app.fileName}
            >
              {t("public.download.button")}
            </a>
          </div>
        )}
      </section>
    </PublicFrame>
  );
}
