/** Renders the schedule form inside Refine + a router, with the console's `http` answered by a fake server. */
import { Refine } from "@refinedev/core";
import { configure, render } from "@testing-library/react";
import { App as AntdApp } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import { addBundles } from "../../../../../src/i18n";
import { ScheduleFormPage } from "../../../../../src/pages/meetings/schedule/ScheduleFormPage";
import { type ApiResult, http, type RequestOptions } from "../../../../../src/providers/http/client";
import { i18nProvider } from "../../../../../src/providers/i18n-provider";
import { testRouterProvider } from "../../../resource-kit/test-router";

addBundles(
  import.meta.glob("/locales/*/{common,kit-fields,meetings}.json", { eager: true, import: "default" }),
);
configure({ asyncUtilTimeout: 5000 });

export interface Call {
  method: "get" | "post" | "put" | "delete";
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
}

export type Handler = (call: Call) => ApiResult<unknown> | undefined;

export const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data, message: "" });
/** A failure as the client resolves it: `data` is the envelope's, its `fields` also as `fields`. */
export const fail = (
  status: number,
  message: string,
  errorCode?: string,
  data?: { fields?: Record<string, string>; [key: string]: unknown },
) => ({ ok: false, status, message, errorCode, fields: data?.fields, data }) as ApiResult<never>;

const page = <T,>(records: T[]) => ok({ records, total: records.length });

export const ROOMS = [
  { id: "r1", name: "Room A", locationPath: "HQ / 3F" },
  { id: "r2", name: "Room B", locationPath: "HQ / 4F" },
];

/** The answers every form needs; `handler` answers first. */
function defaults(call: Call): ApiResult<unknown> {
  if (call.url.endsWith("/configs"))
    return ok({ appointmentInterval: 15, maxDuration: 1440, defaultDuration: 60, meetingNumberDigits: 6 });
  if (call.url === "/device/room/authority/query") return page(ROOMS);
  if (call.url === "/system/user/options")
    return page([{ id: "u2", name: "Wang Fang", account: "wangfang", deptName: "Market" }]);
  if (call.url === "/system/org/children") return ok([]);
  if (call.url.endsWith("/schedules/room-occupancy")) return ok([]);
  if (call.url.endsWith("/schedules/check")) return ok({ occurrences: [], conflicts: [] });
  return fail(404, `unexpected ${call.method} ${call.url}`);
}

/** Answers http.get/post/put/delete; returns the recorded calls. */
export function serve(handler: Handler = () => undefined): Call[] {
  const calls: Call[] = [];
  for (const method of ["get", "post", "put", "delete"] as const) {
    vi.spyOn(http, method).mockImplementation(async (url: string, options?: RequestOptions) => {
      const call: Call = { method, url, params: options?.params, data: options?.data };
      calls.push(call);
      return (handler(call) ?? defaults(call)) as ApiResult<never>;
    });
  }
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderForm(path: string): void {
  const element: ReactNode = <ScheduleFormPage />;
  render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <Refine
          dataProvider={{} as never}
          routerProvider={testRouterProvider}
          i18nProvider={i18nProvider}
          options={{
            disableTelemetry: true,
            warnWhenUnsavedChanges: true,
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
          <Routes>
            <Route path="/home/schedule" element={element} />
            <Route path="/home/schedule/:scheduleId" element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}
