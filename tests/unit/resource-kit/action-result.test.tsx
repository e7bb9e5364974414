import { Refine } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, setLanguage } from "../../../src/i18n";
import { i18nProvider } from "../../../src/providers/i18n-provider";
import { ActionResult } from "../../../src/resource-kit/actions/ActionResult";
import "./kit-harness";
import "./widgets";

i18n.addResourceBundle(
  "en-US",
  "translation",
  { widgets: { results: { bindCode: "Bind code" } } },
  true,
  true,
);
beforeEach(() => setLanguage("en-US"));

const show = (data: unknown) =>
  render(
    <Refine i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
      <ActionResult def={{ name: "widgets" }} data={data} />
    </Refine>,
  );

describe("an action's answer, rendered generically", () => {
  it("an import report: the summary and one row per sheet row with its message", () => {
    show({
      total: 3,
      imported: 2,
      failed: 1,
      rows: [
        { row: 2, ok: true },
        { row: 3, ok: false, message: "Serial number taken" },
        { row: 4, ok: true },
      ],
    });
    expect(screen.getByText("2 of 3 rows imported, 1 failed.")).toBeInTheDocument();
    const bad = screen.getByText("Serial number taken").closest("tr") as HTMLElement;
    expect(within(bad).getByText("3")).toBeInTheDocument();
    expect(within(bad).getByText("Rejected")).toBeInTheDocument();
    expect(screen.getAllByText("Imported").length).toBeGreaterThanOrEqual(2);
  });

  it("any other object: labelled values", () => {
    show({ bindCode: "123456" });
    expect(screen.getByText("Bind code")).toBeInTheDocument();
    expect(screen.getByText("123456")).toBeInTheDocument();
  });

  it("an address among the values: shown whole, with a button that copies it", async () => {
    const url = "https://meet.example.com/api/v1/calendar/feeds/abc.ics?lang=en-US";
    // antd copies through a selection and execCommand("copy"), which jsdom lacks.
    let copied = "";
    const execCommand = vi.fn((command: string) => {
      copied = command === "copy" ? String(document.getSelection()) : copied;
      return true;
    });
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    show({ url, bindCode: "https-not-a-url" });
    const shown = screen.getByText(url).closest(".ant-typography") as HTMLElement;
    const plain = screen.getByText("https-not-a-url");
    expect(plain.querySelector("button")).toBeNull();
    fireEvent.click(within(shown).getByRole("button"));
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith("copy"));
    expect(copied).toBe(url);
  });

  it("nothing: a plain done", () => {
    show(null);
    expect(screen.getByText("Done")).toBeInTheDocument();
  });
});
