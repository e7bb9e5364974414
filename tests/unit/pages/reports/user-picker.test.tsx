import { Refine } from "@refinedev/core";
import { configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { UserOption } from "#contract/org";
import { addBundles, setLanguage } from "../../../../src/i18n";
import { UserPicker, useMayPickUsers } from "../../../../src/pages/reports/filters/UserPicker";
import { type ApiResult, http, type RequestOptions } from "../../../../src/providers/http/client";
import { i18nProvider } from "../../../../src/providers/i18n-provider";

addBundles(import.meta.glob("/locales/*/{common,reports}.json", { eager: true, import: "default" }));
configure({ asyncUtilTimeout: 5000 });

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const ME = { id: "u1", name: "Lin Feng" };
const MINE: UserOption[] = [
  { id: "u1", name: "Lin Feng", account: "linfeng", deptName: "R&D" },
  { id: "u2", name: "Zhang Wei", account: "zhangwei", deptName: "Platform" },
  { id: "u3", name: "Li Na", account: "lina", deptName: "Terminals" },
];

/** GET /report/users answered from `offered` (what the server lets the caller pick), by keyword. */
function serve(offered: UserOption[]) {
  const calls: Record<string, unknown>[] = [];
  vi.spyOn(http, "get").mockImplementation(async (url: string, options?: RequestOptions) => {
    if (url !== "/report/users") throw new Error(`unexpected GET ${url}`);
    const params = options?.params ?? {};
    calls.push(params);
    const keyword = String(params.keyword ?? "").toLowerCase();
    const records = offered.filter((u) => `${u.name} ${u.account}`.toLowerCase().includes(keyword));
    const size = Number(params.size);
    return {
      ok: true,
      status: 200,
      message: "",
      data: { records: records.slice(0, size), total: records.length },
    } as ApiResult<never>;
  });
  return calls;
}

/** The personal report's filter bar as the page builds it: the picker only for who may pick. */
function Harness({ initial, shown }: { initial?: string; shown?: { id: string; name: string } }) {
  const [value, setValue] = useState(initial);
  const mayPick = useMayPickUsers();
  return (
    <>
      {mayPick ? <UserPicker value={value} self={ME} shown={shown} onChange={setValue} /> : <p>no picker</p>}
      <output data-testid="value">{value ?? "(mine)"}</output>
    </>
  );
}

function renderHarness(props: { initial?: string; shown?: { id: string; name: string } } = {}) {
  render(
    <Refine
      dataProvider={{} as never}
      i18nProvider={i18nProvider}
      options={{
        disableTelemetry: true,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
      }}
    >
      <Harness {...props} />
    </Refine>,
  );
}

const picker = () => screen.findByRole("combobox", { name: "Person" });
const shownValue = () => document.querySelector(".ant-select-selection-item")?.textContent;
const option = (label: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll(".ant-select-item-option")].find(
      (e) => e.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found as HTMLElement;
  });

beforeAll(async () => {
  await setLanguage("en-US");
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the personal report's user picker", { timeout: 30_000 }, () => {
  it("is not there for someone the server offers only themselves", async () => {
    const calls = serve([MINE[0]]);
    renderHarness();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ page: 1, size: 2 });
    expect(await screen.findByText("no picker")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("starts on the caller and offers a manager the users the server lists", async () => {
    serve(MINE);
    renderHarness();
    await picker();
    await waitFor(() => expect(shownValue()).toBe("Lin Feng (linfeng) · R&D"));
    fireEvent.mouseDown(document.querySelector(".ant-select-selector") as HTMLElement);
    await user.click(await option("Li Na (lina) · Terminals"));
    expect(screen.getByTestId("value").textContent).toBe("u3");
    // Back to oneself: no user in the link.
    fireEvent.mouseDown(document.querySelector(".ant-select-selector") as HTMLElement);
    await user.click(await option("Lin Feng (linfeng) · R&D"));
    expect(screen.getByTestId("value").textContent).toBe("(mine)");
  });

  it("searches the server by name or account", async () => {
    const calls = serve(MINE);
    renderHarness();
    await user.type(await picker(), "zhang");
    await waitFor(() => expect(calls.some((c) => c.keyword === "zhang")).toBe(true));
    await option("Zhang Wei (zhangwei) · Platform");
    expect(document.querySelectorAll(".ant-select-item-option")).toHaveLength(1);
  });

  it("names the user a link chose before any list holds them, and clears back to the caller", async () => {
    // The first page does not reach Li Na: her name comes from the report's own answer.
    serve([
      MINE[0],
      MINE[1],
      ...Array.from({ length: 60 }, (_, i) => ({ ...MINE[1], id: `x${i}` })),
      MINE[2],
    ]);
    renderHarness({ initial: "u3", shown: { id: "u3", name: "Li Na" } });
    await picker();
    expect(shownValue()).toBe("Li Na");
    await user.click(document.querySelector(".ant-select-clear") as HTMLElement);
    expect(screen.getByTestId("value").textContent).toBe("(mine)");
  });
});
