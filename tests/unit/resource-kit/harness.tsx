/** A Refine app around kit screens: the real data provider and HTTP client over a fake axios adapter. */
import { Refine } from "@refinedev/core";
import { configure, render } from "@testing-library/react";
import { App as AntdApp } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { createDataProvider } from "../../../src/providers/data-provider";
import { createHttpClient } from "../../../src/providers/http/client";
import { i18nProvider } from "../../../src/providers/i18n-provider";
import type { SentRequest } from "../http/fake-transport";
import { fakeTransport, type Reply } from "../http/fake-transport";
import { LocationProbe } from "../location-probe";
import "./locales";
import { testRouterProvider } from "./test-router";

// antd forms are slow in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export type Handler = (config: SentRequest) => Reply;

export const ok = (data: unknown): Reply => ({ status: 200, body: { status: 200, message: "", data } });

export function renderInRefine(
  element: ReactNode,
  { handler, path = "/", route = "/" }: { handler: Handler; path?: string; route?: string },
) {
  const fake = fakeTransport(handler);
  const client = createHttpClient({
    transport: fake.transport,
    navigateParent: () => {},
    navigateSelf: () => {},
  });
  const notifications: { type: string; message: string; description?: string }[] = [];
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <Refine
          dataProvider={createDataProvider(client)}
          routerProvider={testRouterProvider}
          i18nProvider={i18nProvider}
          notificationProvider={{
            open: (n) => notifications.push(n),
            close: () => {},
          }}
          resources={[
            {
              name: "gadgets",
              list: "/gadgets",
              create: "/gadgets/create",
              edit: "/gadgets/edit/:id",
              show: "/gadgets/show/:id",
            },
          ]}
          options={{
            disableTelemetry: true,
            warnWhenUnsavedChanges: true,
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  return { ...view, requests: fake.requests, notifications };
}
