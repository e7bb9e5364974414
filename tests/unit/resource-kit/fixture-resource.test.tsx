/**
 * A resource declared only by configuration (widgets.ts) becomes working list, create, edit and
 * show screens (DESIGN.md §4), over the real data provider and HTTP client and an in-memory server.
 */
import { createRequire } from "node:module";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "#contract/auth";
import { session } from "../../../src/auth/session";
import { setLanguage } from "../../../src/i18n";
import { callsTo, renderKit } from "./kit-harness";
import { widgetServer, widgets } from "./widgets";

// One react-router copy for the tests, src/ and Refine's bindings (see kit-harness.tsx).
vi.mock("react-router", () => createRequire(import.meta.url)("react-router"));
vi.setConfig({ testTimeout: 120_000 });

function signIn(authorities: string[]) {
  const user: CurrentUser = {
    id: "u1",
    account: "op",
    name: "Op",
    type: "NORMAL",
    authorities,
    deptId: null,
    deptName: null,
    email: null,
    phone: null,
  };
  session.signIn("t".repeat(43), user);
}

beforeEach(async () => {
  localStorage.clear();
  await setLanguage("en-US");
  signIn(["device", "maintenance"]);
});
afterEach(() => localStorage.clear());

const LIST = "/lab/widget-management";
const location = () => decodeURIComponent(screen.getByTestId("location").textContent ?? "");
/** The Name column of the table's rows, in order. */
const rowNames = () => {
  const headers = [...document.querySelectorAll(".ant-table-thead th")];
  const column = headers.findIndex((th) => th.textContent === "Name");
  return [...document.querySelectorAll(".ant-table-tbody tr.ant-table-row")].map(
    (row) => row.querySelectorAll("td")[column]?.textContent ?? "",
  );
};
/** A click (userEvent's pointer simulation is slow on antd in jsdom, and adds nothing here). */
const click = (element: HTMLElement) => fireEvent.click(element);
/** Typing into an antd input: one change event (userEvent.type is slow on antd in jsdom). */
const typeInto = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
const rowOf = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;

describe("fixture resource: list", () => {
  it("pages on the server, sorted by the default sort, and keeps the page in the URL", async () => {
    const server = widgetServer();
    const { requests } = renderKit([widgets], server.handler, LIST);
    expect(await screen.findByText("All widgets")).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(["Alpha", "Bravo"]));
    expect(callsTo(requests, "GET", "/widget/query")[0]?.params).toMatchObject({
      page: 1,
      size: 2,
      sort: "name,asc",
    });
    expect(screen.getByText("5 in total")).toBeInTheDocument();

    click(screen.getByTitle("2"));
    await waitFor(() => expect(rowNames()).toEqual(["Charlie", "Delta"]));
    expect(callsTo(requests, "GET", "/widget/query").at(-1)?.params).toMatchObject({ page: 2, size: 2 });
    await waitFor(() => expect(location()).toContain("currentPage=2"));
  });

  it("reads filters from the URL (a reload or a shared link) and shows them in the filter bar", async () => {
    const server = widgetServer();
    const url = `${LIST}?currentPage=1&pageSize=2&filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=OFF&filters[1][field]=keyword&filters[1][operator]=eq&filters[1][value]=bra`;
    const { requests } = renderKit([widgets], server.handler, url);
    await waitFor(() => expect(rowNames()).toEqual(["Bravo"]));
    expect(callsTo(requests, "GET", "/widget/query")[0]?.params).toMatchObject({
      status: "OFF",
      keyword: "bra",
    });
    expect(screen.getByLabelText("Keyword")).toHaveValue("bra");
    const status = screen.getByText("Status", { selector: "label" }).closest(".kit-filter") as HTMLElement;
    // The filter's select is fetched once the first rows have rendered: a disabled box holds it till then.
    expect(await within(status).findByText("Off")).toBeInTheDocument();
  });

  it("searches by keyword into the URL, and Reset clears it", async () => {
    const server = widgetServer();
    const { requests } = renderKit([widgets], server.handler, LIST);
    await waitFor(() => expect(rowNames()).toEqual(["Alpha", "Bravo"]));
    typeInto(screen.getByLabelText("Keyword"), "char");
    click(screen.getByRole("button", { name: /Search/ }));
    await waitFor(() => expect(rowNames()).toEqual(["Charlie"]));
    expect(callsTo(requests, "GET", "/widget/query").at(-1)?.params).toMatchObject({
      keyword: "char",
      page: 1,
    });
    await waitFor(() => expect(location()).toContain("filters[0][value]=char"));

    click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(rowNames()).toEqual(["Alpha", "Bravo"]));
    expect(screen.getByLabelText("Keyword")).toHaveValue("");
    expect(location()).not.toContain("char");
  });

  it("deletes the selection after a confirmation naming the count", async () => {
    const server = widgetServer();
    const { requests } = renderKit([widgets], server.handler, LIST);
    await waitFor(() => expect(rowNames()).toEqual(["Alpha", "Bravo"]));
    click(within(rowOf("Alpha")).getByRole("checkbox"));
    click(within(rowOf("Bravo")).getByRole("checkbox"));
    // The selection's bar comes with the first selection.
    expect(await screen.findByText("2 selected")).toBeInTheDocument();
    click(screen.getByRole("button", { name: /Delete selected/ }));
    expect(await screen.findByText(/Delete the 2 selected records\?/)).toBeInTheDocument();
    click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(callsTo(requests, "POST", "/widget/delete/batch")).toHaveLength(1));
    expect(JSON.parse(callsTo(requests, "POST", "/widget/delete/batch")[0]!.data)).toEqual({
      ids: ["w1", "w2"],
    });
    await waitFor(() => expect(rowNames()).toEqual(["Charlie", "Delta"]));
    expect(screen.queryByText("2 selected")).toBeNull();
  });

  it("offers a record action only where `visible` says so, and calls it with the record's id", async () => {
    const server = widgetServer();
    const { requests } = renderKit([widgets], server.handler, LIST);
    await waitFor(() => expect(rowNames()).toEqual(["Alpha", "Bravo"]));
    // Show and edit stand in the row; Ping and delete are under "More".
    click(await within(rowOf("Bravo")).findByRole("button", { name: /More/ }));
    const bravoMenu = await screen.findByRole("group", { name: "More" });
    expect(within(bravoMenu).queryByRole("button", { name: "Ping" })).toBeNull();
    click(await within(rowOf("Alpha")).findByRole("button", { name: /More/ }));
    const menus = await screen.findAllByRole("group", { name: "More" });
    click(await within(menus[menus.length - 1]!).findByRole("button", { name: "Ping" }));
    await waitFor(() => expect(callsTo(requests, "POST", "/widget/w1/ping")).toHaveLength(1));
    expect(await screen.findByText("Pinged")).toBeInTheDocument();
  });

  it("removes delete and batch delete without the delete permission, keeps show and edit", async () => {
    signIn(["device"]);
    const server = widgetServer();
    renderKit([widgets], server.handler, LIST);
    await waitFor(() => expect(rowNames()).toEqual(["Alpha", "Bravo"]));
    const row = rowOf("Alpha");
    await waitFor(() => expect(within(row).getByRole("link", { name: /Edit/ })).toBeInTheDocument());
    expect(within(row).getByRole("link", { name: /Show/ })).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /Delete/ })).toBeNull();
    const more = within(row).queryByRole("button", { name: /More/ });
    if (more) {
      click(more);
      const menu = await screen.findByRole("group", { name: "More" });
      expect(within(menu).queryByRole("button", { name: /Delete/ })).toBeNull();
    }
    expect(within(row).queryByRole("checkbox")).toBeNull();
  });

  it("shows an empty state with a create call-to-action", async () => {
    const server = widgetServer([]);
    renderKit([widgets], server.handler, LIST);
    expect(await screen.findByText("Nothing here yet")).toBeInTheDocument();
    const empty = screen.getByText("Nothing here yet").closest(".ant-empty") as HTMLElement;
    await waitFor(() => expect(within(empty).getByRole("link", { name: /Create/ })).toBeInTheDocument());
  });
});

describe("fixture resource: create, edit, show", () => {
  it("creates: fills the form, saves the values and returns to the list", async () => {
    const server = widgetServer();
    const { requests } = renderKit([widgets], server.handler, LIST);
    await waitFor(() => expect(rowNames()).toEqual(["Alpha", "Bravo"]));
    const header = screen.getByText("All widgets").closest(".page-frame-header") as HTMLElement;
    click(within(header).getByRole("link", { name: /Create/ }));
    await waitFor(() => expect(location()).toBe(`${LIST}/widgets/create`));
    expect(await screen.findByText("New widget")).toBeInTheDocument();
    typeInto(await screen.findByLabelText("Name"), "Foxtrot");
    click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(callsTo(requests, "POST", "/widget")).toHaveLength(1));
    expect(JSON.parse(callsTo(requests, "POST", "/widget")[0]!.data)).toMatchObject({
      name: "Foxtrot",
      status: "ON",
    });
    await waitFor(() => expect(location().startsWith(LIST)).toBe(true));
    await waitFor(() => expect(location()).not.toContain("/create"));
    expect(server.rows.some((w) => w.name === "Foxtrot")).toBe(true);
  });

  it("edits: loads the record, saves the update", async () => {
    const server = widgetServer();
    const { requests } = renderKit([widgets], server.handler, `${LIST}/widgets/edit/w2`);
    // The input is replaced once the record has loaded: look it up again.
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Bravo"));
    const name = screen.getByLabelText("Name");
    expect(callsTo(requests, "GET", "/widget/w2")).not.toHaveLength(0);
    typeInto(name, "Bravissimo");
    click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(callsTo(requests, "PUT", "/widget/w2")).toHaveLength(1));
    expect(JSON.parse(callsTo(requests, "PUT", "/widget/w2")[0]!.data)).toMatchObject({ name: "Bravissimo" });
    expect(server.rows.find((w) => w.id === "w2")?.name).toBe("Bravissimo");
  });

  it("shows one record", async () => {
    const server = widgetServer();
    renderKit([widgets], server.handler, `${LIST}/widgets/show/w3`);
    expect(await screen.findByText("Widget")).toBeInTheDocument();
    expect(await screen.findByText("Charlie")).toBeInTheDocument();
    expect(screen.getByText("On")).toBeInTheDocument();
    expect(screen.getByText("30")).toBeInTheDocument();
  });

  it("sends a user without the resource's permission away from its edit screen", async () => {
    signIn(["monitor"]);
    const server = widgetServer();
    renderKit([widgets], server.handler, `${LIST}/widgets/edit/w2`);
    await waitFor(() => expect(location()).toBe("/systec/NoPermission"));
  });
});
