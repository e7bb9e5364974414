import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../src/i18n";
import { ResourceForm } from "../../../src/resource-kit/ResourceForm";
import type { ResourceDef } from "../../../src/resource-kit/types";
import { field, gadgets } from "./gadgets";
import { type Handler, ok, renderInRefine } from "./harness";

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => setLanguage("en-US"));

const simple: ResourceDef = { ...gadgets, fields: [field("name"), field("pin"), field("secret")] };

const BRANDS = [
  { id: "b1", name: "Cisco" },
  { id: "b2", name: "Poly" },
];
const MODELS: Record<string, { id: string; name: string }[]> = {
  b1: [{ id: "m1", name: "SX20" }],
  b2: [{ id: "m2", name: "Studio X50" }],
};

function itemOf(label: string): HTMLElement {
  return screen.getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;
}

/** The text of the choice(s) shown in a select. */
function selected(label: string): string[] {
  return [...itemOf(label).querySelectorAll(".ant-select-selection-item")].map((e) => e.textContent ?? "");
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(itemOf(label).querySelector(".ant-select-selector") as HTMLElement);
  const item = await waitFor(() => {
    const found = document.querySelector(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${option}"]`,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found as HTMLElement;
  });
  fireEvent.click(item);
}

describe("ResourceForm create (DESIGN §4 generic form)", () => {
  it("validates as the user types, before any save", async () => {
    renderInRefine(<ResourceForm def={simple} action="create" />, {
      handler: () => ok(null),
      path: "/gadgets/create",
      route: "/gadgets/create",
    });
    const name = await screen.findByLabelText("Name");
    expect(name).toHaveAttribute("placeholder", "Gadget name");
    await userEvent.click(name);
    await userEvent.paste("x".repeat(11));
    expect(await within(itemOf("Name")).findByText("Name cannot exceed 10 characters")).toBeInTheDocument();
    await userEvent.clear(name);
    expect(await within(itemOf("Name")).findByText("Please enter Name")).toBeInTheDocument();
  });

  it("spec §5: a numeric-only input strips non-digits", async () => {
    renderInRefine(<ResourceForm def={simple} action="create" />, {
      handler: () => ok(null),
      path: "/gadgets/create",
      route: "/gadgets/create",
    });
    const pin = await screen.findByLabelText("PIN");
    await userEvent.type(pin, "12a3-4 5");
    expect(pin).toHaveValue("12345");
  });

  it("shows a server 400 field message beside the field, keeps what was typed, then saves and opens the list", async () => {
    let attempt = 0;
    const handler: Handler = (config) => {
      if (config.method === "post" && config.url === "/gadget") {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 400,
            body: { status: 400, message: "Invalid input", data: { fields: { name: "That name is taken" } } },
          };
        return ok({ id: "9" });
      }
      return ok(null);
    };
    const { requests, notifications } = renderInRefine(<ResourceForm def={simple} action="create" />, {
      handler,
      path: "/gadgets/create",
      route: "/gadgets/create",
    });
    await userEvent.type(await screen.findByLabelText("Name"), "Lamp");
    await userEvent.type(screen.getByLabelText("Secret"), "s3cret");
    await userEvent.click(screen.getByRole("button", { name: /save/i }));

    expect(await within(itemOf("Name")).findByText("That name is taken")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Lamp");
    expect(screen.getByTestId("location")).toHaveTextContent("/gadgets/create");
    expect(notifications.some((n) => n.type === "error")).toBe(true);

    await userEvent.type(screen.getByLabelText("Name"), "2");
    await userEvent.click(screen.getByRole("button", { name: /save/i }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/gadgets$/));
    const saves = requests.filter((r) => r.method === "post");
    expect(JSON.parse(saves[1].data)).toEqual({ name: "Lamp2", secret: "s3cret" });
  });

  it("cascades brand -> model: the model's choices follow the brand, and changing the brand clears the model", async () => {
    const cascade: ResourceDef = { ...gadgets, fields: [field("brandId"), field("modelId")] };
    const { requests } = renderInRefine(<ResourceForm def={cascade} action="create" />, {
      handler: (config) => {
        if (config.url === "/brand") return ok(BRANDS);
        const model = /^\/brand\/(\w+)\/models$/.exec(config.url ?? "");
        return ok(model ? MODELS[model[1]] : null);
      },
      path: "/gadgets/create",
      route: "/gadgets/create",
    });
    await screen.findByLabelText("Model");
    // No brand yet: the models are not asked for.
    expect(requests.some((r) => r.url?.includes("/models"))).toBe(false);

    await choose("Brand", "Cisco");
    await choose("Model", "SX20");
    expect(selected("Model")).toEqual(["SX20"]);

    await choose("Brand", "Poly");
    await waitFor(() => expect(selected("Model")).toEqual([]));
    await choose("Model", "Studio X50");
    expect(requests.map((r) => r.url)).toEqual(
      expect.arrayContaining(["/brand/b1/models", "/brand/b2/models"]),
    );
  }, 120_000);

  it("refuses an oversized upload before sending it", async () => {
    const pictures: ResourceDef = { ...gadgets, fields: [field("fileId")] };
    const { requests } = renderInRefine(<ResourceForm def={pictures} action="create" />, {
      handler: () => ok({ id: "f1", name: "a.png" }),
      path: "/gadgets/create",
      route: "/gadgets/create",
    });
    await screen.findByText("Picture");
    const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    // The file control is fetched the first time a form shows one.
    await waitFor(() => expect(input()).not.toBeNull());
    const big = new File([new Uint8Array(2048)], "big.png", { type: "image/png" });
    fireEvent.change(input(), { target: { files: [big] } });
    expect(await screen.findByRole("alert")).toHaveTextContent("The file is larger than 1 KB.");
    const svg = new File(["<svg/>"], "x.svg", { type: "image/svg+xml" });
    // rc-upload replaces its input after each pick.
    fireEvent.change(input(), { target: { files: [svg] } });
    expect(await screen.findByText(/This type of file is not accepted/)).toBeInTheDocument();
    expect(requests.filter((r) => r.url === "/system/file/upload")).toHaveLength(0);
  });
});

describe("ResourceForm edit", () => {
  it("shows the reference's name from the record, never prefills the password, and keeps it when left empty", async () => {
    const edit: ResourceDef = { ...gadgets, fields: [field("name"), field("brandId"), field("secret")] };
    const { requests } = renderInRefine(<ResourceForm def={edit} action="edit" />, {
      handler: (config) => {
        if (config.url === "/gadget/7" && config.method === "get")
          return ok({ id: "7", name: "Lamp", brandId: "b9", brandName: "Acme", secret: "leaked" });
        if (config.url === "/brand") return ok([]);
        return ok({ id: "7" });
      },
      path: "/gadgets/edit/7",
      route: "/gadgets/edit/:id",
    });
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Lamp"));
    expect(selected("Brand")).toEqual(["Acme"]);
    expect(screen.getByLabelText("Secret")).toHaveValue("");
    await userEvent.click(screen.getByRole("button", { name: /save/i }));
    await waitFor(() => expect(requests.some((r) => r.method === "put")).toBe(true));
    const put = requests.find((r) => r.method === "put");
    expect(put?.url).toBe("/gadget/7");
    expect(JSON.parse(put?.data)).toEqual({ name: "Lamp", brandId: "b9" });
  });
});
