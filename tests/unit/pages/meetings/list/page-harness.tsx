/** Renders a console page with Refine (data provider over the faked client), antd App and a router. */
import { Refine } from "@refinedev/core";
import { configure, render } from "@testing-library/react";
import { App as AntdApp } from "antd";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { addBundles, setLanguage } from "../../../../../src/i18n";
import { dataProvider } from "../../../../../src/providers/data-provider";
import { i18nProvider } from "../../../../../src/providers/i18n-provider";
import { LocationProbe } from "../../../location-probe";
import { desktopMatchMedia } from "../../../match-media";

addBundles(import.meta.glob("/locales/*/*.json", { eager: true, import: "default" }));

// antd is slow in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

window.matchMedia = desktopMatchMedia;

/**
 * No Refine router provider: the pages read and write the URL with react-router's own hooks,
 * which see this MemoryRouter (see kit-harness.tsx for the two-copies problem it avoids).
 */
export async function renderPage(routes: Record<string, ReactElement>, path: string) {
  await setLanguage("en-US");
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          notificationProvider={{ open: () => {}, close: () => {} }}
          options={{
            disableTelemetry: true,
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
          <Routes>
            {Object.entries(routes).map(([route, element]) => (
              <Route key={route} path={route} element={element} />
            ))}
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}
