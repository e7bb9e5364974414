import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router";
import { setNotifier } from "../providers/http/notifier";
import { useNavigationGuard } from "../routing/use-navigation-guard";
import { ConsoleErrorBoundary } from "./ConsoleErrorBoundary";
import { ConsoleLoading } from "./ConsoleLoading";
import { guardDeps } from "./guard-deps";
import { LightToaster } from "./LightToaster";
import { loadConsole } from "./load-console";
import { DownloadPage } from "./pages/DownloadPage";
import { LoginPage } from "./pages/LoginPage";
import { NoPermissionPage } from "./pages/NoPermissionPage";
import { NotSupportMobilePage } from "./pages/NotSupportMobilePage";
import { SingleLoginPage } from "./pages/SingleLoginPage";
import { ShellLoading } from "./ShellLoading";
import { toastStore } from "./toast-store";

const Console = lazy(loadConsole);
const BoardPage = lazy(() => import("../pages/board/BoardPage").then((m) => ({ default: m.BoardPage })));

/**
 * The light entry: the guard, the public pages and the lazily loaded Refine console.
 * Nothing here imports antd or Refine, so the login page stays within its budget.
 */
export function Shell() {
  const { t, i18n } = useTranslation();
  const { allowed } = useNavigationGuard(guardDeps);

  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = t("app.title");
  }, [i18n.language, t]);

  useEffect(() => setNotifier(({ level, text }) => toastStore.show(level, text)), []);

  return (
    <>
      {allowed ? (
        <Routes location={allowed}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/admin/login" element={<LoginPage />} />
          <Route path="/singleLogin" element={<SingleLoginPage />} />
          <Route path="/not-support-mobile" element={<NotSupportMobilePage />} />
          <Route path="/download" element={<DownloadPage />} />
          <Route path="/systec/NoPermission" element={<NoPermissionPage />} />
          <Route
            path="/board"
            element={
              <Suspense fallback={<ShellLoading />}>
                <BoardPage />
              </Suspense>
            }
          />
          <Route
            path="*"
            element={
              <ConsoleErrorBoundary>
                <Suspense fallback={<ConsoleLoading />}>
                  <Console />
                </Suspense>
              </ConsoleErrorBoundary>
            }
          />
        </Routes>
      ) : (
        <ShellLoading />
      )}
      <LightToaster />
    </>
  );
}
