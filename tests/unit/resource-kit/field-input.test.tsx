import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form } from "antd";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../src/i18n";
import { acceptsFile } from "../../../src/resource-kit/actions/file-check";
import { FieldInput, type InputMode, onlyDigits } from "../../../src/resource-kit/fields/FieldInput";
import { refusal } from "../../../src/resource-kit/fields/FileInput";
import { FormControlsProvider } from "../../../src/resource-kit/fields/FormControlsProvider";
import type { FieldDef } from "../../../src/resource-kit/types";
import { formatBytes } from "../../../src/utils/byte-size";
import { field, gadgets } from "./gadgets";
import { type Handler, ok, renderInRefine } from "./harness";

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => setLanguage("en-US"));

function control(f: FieldDef, mode: InputMode, handler: Handler = () => ok(null), value?: unknown) {
  const onChange = vi.fn();
  const view = renderInRefine(
    <Form>
      <FormControlsProvider>
        <Form.Item label="Control" name={f.name} initialValue={value}>
          <FieldInput def={gadgets} field={f} mode={mode} onChange={onChange} />
        </Form.Item>
      </FormControlsProvider>
    </Form>,
    { handler },
  );
  return { ...view, onChange };
}

describe("pure helpers", () => {
  it.each([
    ["12a3-4", "1234"],
    ["", ""],
    ["+86 138-0000", "861380000"],
  ])("spec §5 numeric-only: onlyDigits(%j)", (input, expected) => {
    expect(onlyDigits(input)).toBe(expected);
  });

  it.each<[string, string, { name: string; type: string }, boolean]>([
    ["mime type", "image/png,image/jpeg", { name: "a.png", type: "image/png" }, true],
    ["refused mime", "image/png", { name: "a.svg", type: "image/svg+xml" }, false],
    ["wildcard", "image/*", { name: "a.webp", type: "image/webp" }, true],
    ["extension", ".xlsx,.csv", { name: "Rows.CSV", type: "" }, true],
    ["empty accepts anything", "", { name: "a.bin", type: "" }, true],
  ])("acceptsFile: %s", (_rule, accept, file, expected) => {
    expect(acceptsFile(accept, file)).toBe(expected);
  });

  it("formats limits and refuses large or wrong files before upload", () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatBytes(1536)).toBe("1.5 KB");
    const upload = { accept: "image/png", maxSize: 1024 };
    expect(refusal(upload, { name: "a.png", type: "image/png", size: 1025 })?.key).toBe(
      "kit-fields.fileTooLarge",
    );
    expect(refusal(upload, { name: "a.gif", type: "image/gif", size: 1 })?.key).toBe(
      "kit-fields.fileTypeRefused",
    );
    expect(refusal(upload, { name: "a.png", type: "image/png", size: 1024 })).toBeUndefined();
  });
});

async function pick(option: string) {
  // Selects load with their first use (lazy-pickers): wait for the control itself.
  await userEvent.click(await screen.findByLabelText("Control"));
  const item = await waitFor(() => {
    const found = document.querySelector(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${option}"]`,
    );
    if (!found) throw new Error(option);
    return found as HTMLElement;
  });
  await userEvent.click(item);
}

describe("FieldInput", () => {
  it("boolean in a filter is a yes/no/any choice", async () => {
    const { onChange } = control(field("enabled"), "filter");
    await pick("No");
    expect(onChange).toHaveBeenLastCalledWith(false);
    await pick("Any");
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it("boolean in a form is a switch", async () => {
    const { onChange } = control(field("enabled"), "create");
    await userEvent.click(await screen.findByRole("switch"));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it("datetime shows epoch ms in the spec §9 format", async () => {
    const at = new Date(2024, 4, 6, 7, 8).getTime();
    control({ name: "startAt", type: "datetime" }, "create", undefined, at);
    expect(await screen.findByDisplayValue("2024/05/06 07:08")).toBeInTheDocument();
  });

  it("a password is a password box", async () => {
    control(field("secret"), "edit");
    const box = await screen.findByLabelText("Control");
    expect(box).toHaveAttribute("type", "password");
    expect(box).toHaveAttribute("placeholder", "Leave empty to keep the current password");
  });

  it("a resource reference searches the referenced resource's list by keyword on the server", async () => {
    const f: FieldDef = { name: "roomId", type: "reference", options: { resource: "rooms" } };
    const { requests, onChange } = control(f, "create", (config) =>
      ok({
        records: config.params?.keyword ? [{ id: "r2", name: "Hall B" }] : [{ id: "r1", name: "Hall A" }],
        total: 1,
      }),
    );
    await userEvent.click(await screen.findByLabelText("Control"));
    await userEvent.paste("Hall");
    await waitFor(() => expect(requests.some((r) => r.params?.keyword === "Hall")).toBe(true));
    expect(requests[0].url).toBe("/device/room/query");
    await pick("Hall B");
    expect(onChange).toHaveBeenLastCalledWith("r2");
  });

  it("spec §8: a failed dictionary fetch shows the server message", async () => {
    const f: FieldDef = { name: "type", type: "enum", options: { dict: "NOPE" } };
    const { notifications } = control(f, "create", () => ({
      status: 404,
      body: { status: 404, message: "Unknown dictionary NOPE", data: null },
    }));
    await waitFor(() =>
      expect(notifications).toContainEqual(
        expect.objectContaining({ type: "error", message: "Unknown dictionary NOPE" }),
      ),
    );
  });
});
