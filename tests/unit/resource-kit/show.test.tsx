import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../src/i18n";
import { ResourceShow } from "../../../src/resource-kit/ResourceShow";
import { gadgets } from "./gadgets";
import { ok, renderInRefine } from "./harness";

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => setLanguage("en-US"));

describe("ResourceShow (generic show screen)", () => {
  it("lists the fields of view show through FieldDisplay, never the password", async () => {
    const { requests } = renderInRefine(<ResourceShow def={gadgets} />, {
      handler: (config) =>
        config.url === "/gadget/5"
          ? ok({
              id: "5",
              name: "Lamp",
              brandId: "b1",
              brandName: "Cisco",
              status: "OFF",
              enabled: true,
              secret: "x",
            })
          : ok(null),
      path: "/gadgets/show/5",
      route: "/gadgets/show/:id",
    });
    expect(await screen.findByText("Gadget")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Lamp")).toBeInTheDocument());
    expect(screen.getByText("Cisco")).toBeInTheDocument();
    expect(screen.getByText("Stopped")).toBeInTheDocument();
    expect(screen.queryByText("Secret")).not.toBeInTheDocument();
    expect(screen.getByText("Brand")).toBeInTheDocument();
    expect(requests[0].url).toBe("/gadget/5");
    expect(await screen.findByRole("link", { name: /edit/i })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /delete/i })).toBeInTheDocument();
  });
});
