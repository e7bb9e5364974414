import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TabStrip, tabPanelProps } from "../../../src/components/TabStrip";

const ITEMS = [
  { key: "all", label: "All" },
  { key: "hosted", label: "Hosted" },
  { key: "invited", label: "Invited" },
] as const;
type Key = (typeof ITEMS)[number]["key"];

function Harness() {
  const [active, setActive] = useState<Key>("hosted");
  return (
    <>
      <TabStrip<Key> id="t" items={ITEMS} active={active} onChange={setActive} />
      <div {...tabPanelProps("t", active)}>{active} panel</div>
    </>
  );
}

describe("TabStrip", () => {
  it("marks the active tab, gives it the only tab stop, and labels the panel with it", () => {
    render(<Harness />);
    const hosted = screen.getByRole("tab", { name: "Hosted" });
    expect(hosted).toHaveAttribute("aria-selected", "true");
    expect(hosted).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel", { name: "Hosted" })).toHaveTextContent("hosted panel");
  });

  it("switches on click", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("tab", { name: "Invited" }));
    expect(screen.getByRole("tabpanel", { name: "Invited" })).toBeInTheDocument();
  });

  it.each([
    ["ArrowRight", "Invited"],
    ["ArrowLeft", "All"],
    ["Home", "All"],
    ["End", "Invited"],
  ])("%s moves to %s, focused and chosen", (key, name) => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole("tab", { name: "Hosted" }), { key });
    const tab = screen.getByRole("tab", { name });
    expect(tab).toHaveFocus();
    expect(tab).toHaveAttribute("aria-selected", "true");
  });

  it("wraps around with the arrows", () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole("tab", { name: "Hosted" }), { key: "End" });
    fireEvent.keyDown(screen.getByRole("tab", { name: "Invited" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  });
});
