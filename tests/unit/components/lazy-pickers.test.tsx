import { act, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import dayjs from "dayjs";
import { beforeEach, describe, expect, it, vi } from "vitest";

configure({ asyncUtilTimeout: 5000 });

type Pickers = typeof import("../../../src/components/lazy-pickers");
type Modes = typeof import("../../../src/components/deferred-pickers");

// Each test starts with no picker's chunk fetched: a fresh module graph, as a fresh page has. The
// first import evaluates antd afresh, which takes longer than the default hook timeout on a busy machine.
let pickers: Pickers;
let modes: Modes;
beforeEach(async () => {
  vi.resetModules();
  pickers = await import("../../../src/components/lazy-pickers");
  modes = await import("../../../src/components/deferred-pickers");
}, 60_000);

const OPTIONS = [
  { value: "a", label: "Alpha" },
  { value: "b", label: "Beta" },
];

const realSelect = () => document.querySelector(".ant-select");

describe("lazy pickers on intent", () => {
  it("show their value in a read-only combobox, and fetch nothing until reached for", async () => {
    const { Select } = pickers;
    render(
      <modes.PickersOnIntent>
        <Select aria-label="Kind" value="a" options={OPTIONS} style={{ width: 180 }} />
      </modes.PickersOnIntent>,
    );
    const box = screen.getByRole("combobox", { name: "Kind" });
    expect(box).toHaveValue("Alpha");
    expect(box).toHaveAttribute("readonly");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(realSelect()).toBeNull();
  });

  it("open the picker a person pressed, which then changes the value", async () => {
    const { Select } = pickers;
    const onChange = vi.fn();
    render(
      <modes.PickersOnIntent>
        <Select aria-label="Kind" value="a" options={OPTIONS} onChange={onChange} />
      </modes.PickersOnIntent>,
    );
    fireEvent.pointerDown(screen.getByRole("combobox", { name: "Kind" }));
    const option = await screen.findByRole("option", { name: "Beta" });
    expect(realSelect()).not.toBeNull();
    fireEvent.click(document.querySelector(".ant-select-item-option[title='Beta']")!);
    expect(onChange).toHaveBeenCalledWith("b", expect.anything());
    expect(option).toBeDefined();
  });

  it("hand the focus to the picker when it was focused from the keyboard", async () => {
    const { DatePicker } = pickers;
    render(
      <modes.PickersOnIntent>
        <DatePicker aria-label="Day" value={dayjs("2026-11-23")} />
      </modes.PickersOnIntent>,
    );
    const box = screen.getByRole("combobox", { name: "Day" });
    expect(box).toHaveValue("2026-11-23");
    act(() => box.focus());
    await waitFor(() => expect(document.querySelector(".ant-picker")).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector(".ant-picker input")));
    expect(document.querySelector(".ant-picker input")).toHaveValue("2026-11-23");
    expect(document.querySelector(".ant-picker-dropdown")).toBeNull();
  });

  it("fetch a picker pointed at without taking the focus or opening it", async () => {
    const { TreeSelect } = pickers;
    const tree = [{ value: "top", title: "Head office", children: [{ value: "rd", title: "R&D" }] }];
    render(
      <modes.PickersOnIntent>
        <TreeSelect aria-label="Department" value="rd" treeData={tree} />
      </modes.PickersOnIntent>,
    );
    expect(screen.getByRole("combobox", { name: "Department" })).toHaveValue("R&D");
    fireEvent.pointerEnter(screen.getByRole("combobox", { name: "Department" }).closest(".picker-standin")!);
    await waitFor(() => expect(document.querySelector(".ant-select")).not.toBeNull());
    expect(document.querySelector(".ant-select-selection-item")).toHaveTextContent("R&D");
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector(".ant-select-dropdown")).toBeNull();
  });
});

describe("lazy pickers elsewhere", () => {
  it("are disabled boxes while held, and the pickers once free", async () => {
    const { Select } = pickers;
    const page = (ready: boolean) => (
      <modes.PickersAfter ready={ready}>
        <Select aria-label="Kind" value="a" options={OPTIONS} />
      </modes.PickersAfter>
    );
    const { rerender } = render(page(false));
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(document.querySelector("input[disabled]")).not.toBeNull();
    rerender(page(true));
    await waitFor(() => expect(realSelect()).not.toBeNull());
    expect(screen.getByRole("combobox", { name: "Kind" }).closest(".ant-select")).not.toBeNull();
  });
});
