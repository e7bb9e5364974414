/** The kit as the console mounts it: Refine with the registry's resources, the page route and the kit routes. */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { configure, render } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { t } from "../../../src/i18n";
import { createAccessControlProvider } from "../../../src/providers/access-control";
import { createDataProvider } from "../../../src/providers/data-provider";
import { createHttpClient } from "../../../src/providers/http/client";
import { i18nProvider } from "../../../src/providers/i18n-provider";
import { ActionHttpContext } from "../../../src/resource-kit/actions/http-context";
import { kitRoutes } from "../../../src/resource-kit/KitRoutes";
import { ResourcePage } from "../../../src/resource-kit/ResourcePage";
import { createRegistry } from "../../../src/resource-kit/registry";
import type { ResourceDef } from "../../../src/resource-kit/types";
import type { SentRequest } from "../http/fake-transport";
import { fakeTransport, type Reply } from "../http/fake-transport";
import { LocationProbe } from "../location-probe";
import { desktopMatchMedia } from "../match-media";

/**
 * Test files using this harness call, before their imports (vi.mock is hoisted):
 *   vi.mock("react-router", () => createRequire(import.meta.url)("react-router"));
 * Under Node 20 vitest loads @refinedev/react-router with the CommonJS build of react-router, a
 * second copy that cannot see an ESM <MemoryRouter>; the mock makes the tests, src/ and Refine's
 * bindings share that one copy, so the real router provider (query parsing included) runs.
 */

// antd is slow in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// antd's responsive parts (page headers, Descriptions, pagination) ask for media queries, which
// jsdom lacks: answer as a desktop screen (the console's minimum width is 1192 px).
window.matchMedia = desktopMatchMedia;

export function renderKit(
  defs: readonly ResourceDef[],
  handler: (config: SentRequest) => Reply,
  path: string,
) {
  const registry = createRegistry(defs);
  const fake = fakeTransport(handler);
  const client = createHttpClient({
    transport: fake.transport,
    navigateParent: () => {},
    navigateSelf: () => {},
  });
  const routes = [...new Set(defs.map((d) => d.nav.route))];
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <ActionHttpContext.Provider value={client}>
          <Refine
            dataProvider={createDataProvider(client)}
            routerProvider={routerProvider}
            i18nProvider={i18nProvider}
            accessControlProvider={createAccessControlProvider(registry)}
            notificationProvider={{ open: () => {}, close: () => {} }}
            resources={registry.refineResources(t)}
            options={{
              disableTelemetry: true,
              syncWithLocation: true,
              reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
            }}
          >
            <Routes>
              {routes.map((route) => (
                <Route
                  key={route}
                  path={route}
                  element={<ResourcePage defs={registry.resourcesOnRoute(route)} />}
                />
              ))}
              {kitRoutes(registry)}
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </Refine>
        </ActionHttpContext.Provider>
      </AntdApp>
    </MemoryRouter>,
  );
  return { ...view, requests: fake.requests, registry };
}

/** The requests to `url` so far, newest last. */
export function callsTo(requests: SentRequest[], method: string, url: string) {
  return requests.filter((r) => (r.method ?? "get").toUpperCase() === method && r.url === url);
}
