import { useTranslation } from "react-i18next";
import { MIN_DESKTOP_WIDTH } from "../config/constants";
import { ShellLoading } from "./ShellLoading";

/**
 * What a console address shows while the console downloads: the console's frame (its menu column
 * with the product's title, and its header bar) drawn by the light entry, in the places the console's
 * own layout then takes, around the loading status.
 */
export function ConsoleLoading() {
  const { t } = useTranslation();
  return (
    <div className="console-hold" style={{ minWidth: MIN_DESKTOP_WIDTH }}>
      <div className="console-hold-sider">
        <div className="console-title">{t("app.title")}</div>
      </div>
      <div className="console-hold-main">
        <div className="console-hold-header" />
        <ShellLoading />
      </div>
    </div>
  );
}
