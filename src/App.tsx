import { Refine } from "@refinedev/core";
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from "@refinedev/react-router";
import { ConfigProvider } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Route, Routes } from "react-router";
import { LazyAppApi } from "./components/app-api/LazyAppApi";
import { currentLanguage, i18n, onLanguageChange } from "./i18n";
import { ConsoleLayout } from "./layout/ConsoleLayout";
import { meetingRoutes } from "./pages/meetings/routes";
import { pageFor } from "./pages/page-registry";
import { accessControlProvider } from "./providers/access-control";
import { authProvider } from "./providers/auth-provider";
import { dataProvider } from "./providers/data-provider";
import { i18nProvider } from "./providers/i18n-provider";
import { liveProvider } from "./providers/live";
import { antdLocale, applyDayjsLocale } from "./providers/locale";
import { useConsoleNotificationProvider } from "./providers/notification-provider";
import { kitRoutes } from "./resource-kit/KitRoutes";
import { refineResources } from "./resource-kit/registry";
import { PAGE_ROUTES } from "./routing/route-table";
import { CONSOLE_THEME } from "./theme";
import "./console.css";
import "./console-pages.css";
import "./console-widgets.css";

/**
 * What the shell starts on a deep link once the console has arrived: its first data and its page's
 * chunks. Only the console imports them, so that Rollup keeps what the pages share with the console
 * in the console's chunk instead of in many small shared files.
 */
export { prefetchFirstData } from "./boot/first-data";
export { preloadPage } from "./routing/page-chunks";
/** What nearly every page draws, in the console's chunk for the same reason (shell/page-kit.ts). */
export * as pageKit from "./shell/page-kit";

/** The Refine console, loaded lazily by the shell once the user is past the login page. */
export default function ConsoleApp() {
  const [language, setLanguageState] = useState(currentLanguage());
  useEffect(() => onLanguageChange(setLanguageState), []);
  useEffect(() => applyDayjsLocale(language), [language]);
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  // Only the declared entities are Refine resources: the menu and the page guard come from the
  // route table, and every resource Refine knows is a route it matches on each hook call.
  const resources = useMemo(() => refineResources(t), [t]);

  return (
    <ConfigProvider locale={antdLocale(language)} theme={CONSOLE_THEME}>
      <LazyAppApi>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          liveProvider={liveProvider}
          notificationProvider={useConsoleNotificationProvider}
          resources={resources}
          options={{
            disableTelemetry: true,
            syncWithLocation: true,
            warnWhenUnsavedChanges: true,
            title: { text: t("app.title") },
          }}
        >
          <Routes>
            <Route element={<ConsoleLayout title={t("app.title")} />}>
              {PAGE_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={pageFor(route)} />
              ))}
              {meetingRoutes()}
              {kitRoutes()}
            </Route>
          </Routes>
          <UnsavedChangesNotifier />
          <DocumentTitleHandler handler={() => t("app.title")} />
        </Refine>
      </LazyAppApi>
    </ConfigProvider>
  );
}
