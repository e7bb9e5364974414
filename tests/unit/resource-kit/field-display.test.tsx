import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../src/i18n";
import { http } from "../../../src/providers/http/client";
import { FieldDisplay } from "../../../src/resource-kit/fields/FieldDisplay";
import type { FieldDef } from "../../../src/resource-kit/types";
import { field, gadgets } from "./gadgets";
import { ok, renderInRefine } from "./harness";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => setLanguage("en-US"));

function show(f: FieldDef, record: Record<string, unknown>, handler = () => ok(null), compact = false) {
  return renderInRefine(
    <div data-testid="cell">
      <FieldDisplay def={gadgets} field={f} record={record} compact={compact} />
    </div>,
    { handler },
  );
}

const cell = () => screen.getByTestId("cell");

describe("FieldDisplay (read-only rendering per type)", () => {
  it.each<[string, FieldDef, Record<string, unknown>, string]>([
    ["enum -> translated label", field("status"), { status: "OFF" }, "Stopped"],
    ["boolean -> yes", field("enabled"), { enabled: true }, "Yes"],
    ["boolean -> no", field("enabled"), { enabled: false }, "No"],
    [
      "spec §9 datetime format YYYY/MM/DD HH:mm",
      field("startAt"),
      { startAt: new Date(2024, 0, 2, 3, 4).getTime() },
      "2024/01/02 03:04",
    ],
    ["reference -> record[display]", field("brandId"), { brandId: "b1", brandName: "Cisco" }, "Cisco"],
    ["number with its unit", field("capacity"), { capacity: 12 }, "12 people"],
    ["empty -> -", field("name"), { name: "" }, "-"],
    ["null -> -", field("brandId"), { brandId: null, brandName: null }, "-"],
    ["password is never shown", field("secret"), { secret: "s3cret" }, ""],
    ["text is text, not HTML", field("name"), { name: "<b>x</b>" }, "<b>x</b>"],
  ])("%s", async (_rule, f, record, expected) => {
    show(f, record);
    await waitFor(() => expect(cell().textContent).toBe(expected));
  });

  it("colours an enum with colors as a tag, and a multiple value as tags", async () => {
    show(field("status"), { status: "ON" });
    await waitFor(() => expect(cell().querySelector(".ant-tag-green")).toHaveTextContent("Running"));
  });

  it("shows multiple values as tags", async () => {
    show(field("tags"), { tags: ["A", "B"] });
    await waitFor(() =>
      expect([...cell().querySelectorAll(".ant-tag")].map((t) => t.textContent)).toEqual(["Alpha", "Beta"]),
    );
  });

  it("keeps a list cell's several values on one line: the first tag, the count of the others, all for screen readers", async () => {
    show(field("tags"), { tags: ["A", "B"] }, () => ok(null), true);
    await waitFor(() => expect(cell().querySelectorAll(".ant-tag")).toHaveLength(1));
    const summary = cell().querySelector(".compact-labels")!;
    expect(summary).toHaveAttribute("title", "Alpha, Beta");
    expect(summary.querySelector("[aria-hidden=true]")).toHaveTextContent("Alpha+1");
    expect(summary.querySelector(".sr-only")).toHaveTextContent("Alpha, Beta");
  });

  it("shows a single value in a list cell as it is", async () => {
    show(field("tags"), { tags: ["A"] }, () => ok(null), true);
    await waitFor(() =>
      expect([...cell().querySelectorAll(".ant-tag")].map((t) => t.textContent)).toEqual(["Alpha"]),
    );
    expect(cell().querySelector(".compact-labels")).toBeNull();
  });

  it("fetches an image through the HTTP client (with the token) and shows it from a blob URL", async () => {
    const get = vi
      .spyOn(http, "get")
      .mockResolvedValue({ ok: true, status: 200, message: "", data: new Blob(["x"]) });
    URL.createObjectURL = vi.fn(() => "blob:thumb");
    URL.revokeObjectURL = vi.fn();
    show(field("fileId"), { fileId: "f1" });
    await waitFor(() => expect(cell().querySelector("img")).toHaveAttribute("src", "blob:thumb"));
    expect(get).toHaveBeenCalledWith(
      "/system/file/download/f1",
      expect.objectContaining({ params: { inline: 1 }, responseType: "blob" }),
    );
    get.mockRestore();
  });

  it("labels a dictionary enum from GET /device/dict/sign/{code}", async () => {
    const f: FieldDef = { name: "type", type: "enum", options: { dict: "ROOM_TYPE" } };
    const { requests } = show(f, { type: "VIDEO" }, () => ok([{ value: "VIDEO", label: "Video room" }]));
    await waitFor(() => expect(cell().textContent).toBe("Video room"));
    expect(requests[0].url).toBe("/device/dict/sign/ROOM_TYPE");
    expect(screen.queryByText("VIDEO")).not.toBeInTheDocument();
  });
});
