import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { Dept } from "#contract/departments";
import { OrgTree } from "../../../../src/pages/users/OrgTree";
import { useOrgTree } from "../../../../src/pages/users/use-org-tree";
import { renderPage } from "../meetings/list/page-harness";
import { type Call, ok, serve } from "../meetings/schedule/schedule-test-kit";

vi.setConfig({ testTimeout: 60_000 });
const user = userEvent.setup({ delay: null });

const dept = (id: string, parentId: string, name: string, leaf = false): Dept => ({
  id,
  parentId,
  name,
  sort: 0,
  hasChildren: !leaf,
  leaf,
  disabled: false,
  createdAt: 0,
  updatedAt: 0,
});
/** Company > R&D > Platform > Video codecs: the one to find is four levels down. */
const ALL = [
  dept("c", "0", "Company"),
  dept("rd", "c", "R&D"),
  dept("sales", "c", "Sales"),
  dept("pf", "rd", "Platform"),
  dept("codecs", "pf", "Video codecs", true),
];

function answer(call: Call) {
  if (call.url === "/system/dept/top") return ok(ALL.filter((d) => d.parentId === "0"));
  if (call.url === "/system/dept") return ok(ALL.filter((d) => d.parentId === call.params?.parentId));
  if (call.url === "/system/dept/list") {
    const body = call.data as { ids?: string[]; keyword?: string };
    if (body.ids) return ok(ALL.filter((d) => body.ids?.includes(d.id)));
    const keyword = (body.keyword ?? "").toLowerCase();
    return ok(ALL.filter((d) => d.name.toLowerCase().includes(keyword)));
  }
  return undefined;
}

function Harness() {
  const tree = useOrgTree();
  const [selected, setSelected] = useState<string>();
  return (
    <>
      <OrgTree tree={tree} selected={selected} onSelect={setSelected} />
      <output data-testid="selected">{selected ?? ""}</output>
    </>
  );
}

describe("finding a department in the organisation tree", () => {
  it("finds it by name, opens the tree down to it and chooses it", async () => {
    const calls = serve(answer);
    await renderPage({ "/": <Harness /> }, "/");
    await screen.findByText("R&D");
    expect(screen.queryByText("Video codecs")).toBeNull();

    await user.type(screen.getByRole("combobox", { name: "Find a department" }), "codec");
    await user.click(
      await screen.findByText("Video codecs", { selector: ".ant-select-item-option-content" }),
    );

    await waitFor(() => expect(screen.getByTestId("selected")).toHaveTextContent("codecs"));
    const treeNode = (title: string) =>
      document.querySelector(`.ant-tree .ant-tree-node-content-wrapper[title="${title}"]`);
    await waitFor(() => expect(treeNode("Video codecs")).toHaveClass("ant-tree-node-selected"));
    expect(treeNode("Platform")).toBeVisible();
    // The levels on the way were each loaded once, never the whole tree.
    const levels = calls.filter((c) => c.url === "/system/dept").map((c) => c.params?.parentId);
    expect(levels.sort()).toEqual(["c", "pf", "rd"]);
  });

  it("says so when no department has that name", async () => {
    serve(answer);
    await renderPage({ "/": <Harness /> }, "/");
    await screen.findByText("R&D");
    await user.type(screen.getByRole("combobox", { name: "Find a department" }), "nothing like it");
    expect(await screen.findByText("No department has that name")).toBeInTheDocument();
  });
});
