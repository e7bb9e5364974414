import { Refine } from "@refinedev/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { OrgNode, UserOption } from "#contract/org";
import { setLanguage } from "../../../../../src/i18n";
import { OrgTreeSelect } from "../../../../../src/pages/meetings/schedule/OrgTreeSelect";
import { i18nProvider } from "../../../../../src/providers/i18n-provider";
import { type Call, ok, serve } from "./schedule-test-kit";

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const dept = (id: string, parentId: string, name: string): OrgNode => ({
  id,
  parentId,
  name,
  type: "DEPT",
  hasChildren: true,
  leaf: false,
});
const person = (id: string, parentId: string, name: string, account: string): OrgNode => ({
  id,
  parentId,
  name,
  type: "USER",
  hasChildren: false,
  leaf: true,
  account,
});

const TREE: Record<string, OrgNode[]> = {
  "0": [dept("d1", "0", "Headquarters")],
  d1: [dept("d2", "d1", "Sales"), person("u1", "d1", "Alice Admin", "alice")],
  d2: [person("u2", "d2", "Bob Seller", "bob")],
};
const EVERYONE: UserOption[] = [
  { id: "u1", name: "Alice Admin", account: "alice", deptName: "Headquarters" },
  { id: "u2", name: "Bob Seller", account: "bob", deptName: "Sales" },
  { id: "u9", name: "Zoe Far", account: "zoe", deptName: "Remote office" },
];

function answer(call: Call) {
  if (call.url === "/system/org/children") return ok(TREE[String(call.params?.parentId)] ?? []);
  if (call.url === "/system/user/options") {
    const ids = call.params?.ids ? String(call.params.ids).split(",") : null;
    const keyword = String(call.params?.keyword ?? "").toLowerCase();
    const records = EVERYONE.filter((u) =>
      ids ? ids.includes(u.id) : u.name.toLowerCase().includes(keyword) || u.account?.includes(keyword),
    );
    return ok({ records, total: records.length });
  }
  return undefined;
}

function Harness({ initial = [], known = [] }: { initial?: string[]; known?: UserOption[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OrgTreeSelect id="attendees" value={value} onChange={setValue} known={known} placeholder="Attendees" />
      <output data-testid="value">{value.join(",")}</output>
    </>
  );
}

function renderPicker(props: { initial?: string[]; known?: UserOption[] } = {}) {
  const calls = serve(answer);
  render(
    <Refine dataProvider={{} as never} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
      <Harness {...props} />
    </Refine>,
  );
  return calls;
}

/** Opens the picker once antd's TreeSelect, fetched when first shown, stands in its place. */
const open = async () =>
  fireEvent.mouseDown(
    await waitFor(() => {
      const selector = document.querySelector(".ant-select-selector");
      if (!selector) throw new Error("no tree select yet");
      return selector;
    }),
  );
const dropdown = () => document.querySelector(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
/** The tree row showing `title`, once it is rendered. */
const row = (title: string) =>
  waitFor(() => {
    const found = dropdown()?.querySelector(`.ant-select-tree-node-content-wrapper[title="${title}"]`);
    if (!found) throw new Error(`no row ${title}`);
    return found.closest(".ant-select-tree-treenode") as HTMLElement;
  });
const expand = async (title: string) =>
  user.click((await row(title)).querySelector(".ant-select-tree-switcher") as HTMLElement);
const tags = () => [...document.querySelectorAll(".ant-select-selection-item")].map((e) => e.textContent);
const childCalls = (calls: Call[]) => calls.filter((c) => c.url === "/system/org/children");

beforeAll(async () => {
  await setLanguage("en-US");
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("OrgTreeSelect", { timeout: 30_000 }, () => {
  it("loads the root on opening and a department's children when it is expanded", async () => {
    const calls = renderPicker();
    expect(childCalls(calls)).toHaveLength(0);
    await open();
    await row("Headquarters");
    expect(childCalls(calls).map((c) => c.params?.parentId)).toEqual(["0"]);
    await expand("Headquarters");
    await row("Alice Admin (alice)");
    await row("Sales");
    expect(childCalls(calls).map((c) => c.params?.parentId)).toEqual(["0", "d1"]);
    await expand("Sales");
    await row("Bob Seller (bob)");
    expect(childCalls(calls).map((c) => c.params?.parentId)).toEqual(["0", "d1", "d2"]);
  });

  it("checks users but never departments", async () => {
    renderPicker();
    await open();
    await expand("Headquarters");
    const sales = await row("Sales");
    expect(sales.querySelector(".ant-select-tree-checkbox")).toBeNull();
    await user.click(sales.querySelector(".ant-select-tree-node-content-wrapper") as HTMLElement);
    expect(screen.getByTestId("value")).toHaveTextContent(/^$/);
    await user.click(
      (await row("Alice Admin (alice)")).querySelector(".ant-select-tree-checkbox") as HTMLElement,
    );
    await waitFor(() => expect(screen.getByTestId("value")).toHaveTextContent("u1"));
    expect(tags()).toContain("Alice Admin");
  });

  it("switches to a flat list of matching users with their departments while searching", async () => {
    const calls = renderPicker({ initial: ["u1"], known: [EVERYONE[0]] });
    await open();
    await row("Headquarters");
    await user.type(document.querySelector("#attendees") as HTMLElement, "zo");
    const zoe = await row("Zoe Far (zoe) · Remote office");
    expect(dropdown()?.querySelector('[title="Headquarters"]')).toBeNull();
    const searches = calls.filter((c) => c.url === "/system/user/options" && c.params?.keyword);
    expect(searches.at(-1)?.params?.keyword).toBe("zo");
    await user.click(zoe.querySelector(".ant-select-tree-checkbox") as HTMLElement);
    await waitFor(() => expect(screen.getByTestId("value")).toHaveTextContent("u1,u9"));
  });

  it("names preselected users it does not know, asking the server by ids", async () => {
    const calls = renderPicker({ initial: ["u2", "u9"] });
    await waitFor(() => expect(tags()).toEqual(expect.arrayContaining(["Bob Seller", "Zoe Far"])));
    const asked = calls.filter((c) => c.url === "/system/user/options" && c.params?.ids);
    expect(asked).toHaveLength(1);
    expect(String(asked[0].params?.ids).split(",").sort()).toEqual(["u2", "u9"]);
  });
});
