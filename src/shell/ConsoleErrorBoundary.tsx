import { Component, type ReactNode } from "react";
import { Translation } from "react-i18next";

interface State {
  failed: boolean;
}

/** Shows a retry screen when the console chunk cannot load (offline, timeout, new deployment). */
export class ConsoleErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <div className="shell-loading" role="alert">
            <p>{t("public.consoleLoadFailed")}</p>
            <button type="button" className="primary-button" onClick={() => window.location.reload()}>
              {t("public.reload")}
            </button>
          </div>
        )}
      </Translation>
    );
  }
}
