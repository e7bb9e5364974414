import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ApiAccess } from "#contract/open-api";
import { CredentialCard } from "../../../../src/pages/open-api/CredentialCard";
import { envelope } from "../../http/fake-transport";
import { calls, fakeServer } from "../meetings/list/http-mock";
import { renderPage } from "../meetings/list/page-harness";

vi.mock("../../../../src/providers/http/client", async (original) =>
  (await import("../meetings/list/http-mock")).withFakeHttp(await original()),
);

vi.setConfig({ testTimeout: 120_000 });
const user = userEvent.setup({ delay: null });

/**
 * The secret rotates on a GET (spec §7 GET /system/config/change/api/secret), so the console calls
 * it only after a person confirms, once per confirmation, and never on its own (render, focus).
 */
const ROTATE = "/system/config/change/api/secret";
const access: ApiAccess = {
  apiKey: "key-1",
  account: { id: "u1", account: "integration", name: "Integration", roleNames: [] },
  hasSecret: true,
  rotatedAt: Date.UTC(2026, 0, 2),
};

beforeEach(() => {
  fakeServer.requests.length = 0;
  fakeServer.handler = (config) => {
    if (config.url === ROTATE && config.method === "get") {
      return envelope(200, { apiKey: "key-1", secret: "s3cr3t-once", rotatedAt: Date.UTC(2026, 0, 3) });
    }
    if (config.url === "/system/user") return envelope(200, { records: [], total: 0 });
    return envelope(404);
  };
});

describe("rotating the open-API secret", () => {
  it("asks first: cancelling calls nothing, and neither does the page on render or focus", async () => {
    await renderPage({ "/a": <CredentialCard access={access} /> }, "/a");
    await user.click(await screen.findByRole("button", { name: /Rotate secret/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveAccessibleName("Rotate the API secret?");
    expect(within(dialog).getByText(/The current secret stops working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls("GET", ROTATE)).toHaveLength(0);
  });

  it("calls once on confirmation and shows the new secret once", async () => {
    await renderPage({ "/a": <CredentialCard access={access} /> }, "/a");
    await user.click(await screen.findByRole("button", { name: /Rotate secret/ }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: /Rotate secret/ }));
    expect(await screen.findByText("s3cr3t-once")).toBeInTheDocument();
    window.dispatchEvent(new Event("focus"));
    expect(calls("GET", ROTATE)).toHaveLength(1);
  });
});
