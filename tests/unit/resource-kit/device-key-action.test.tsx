/**
 * The device key on a terminal's row (resources/terminals.ts, DEVICE_KEY_ACTIONS): asked for
 * confirmation first (a rotation cuts the device off), then the key shown once with its warning;
 * revoking is confirmed too.
 */
import { createRequire } from "node:module";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "#contract/auth";
import terminals from "../../../resources/terminals";
import { session } from "../../../src/auth/session";
import { addBundles, setLanguage } from "../../../src/i18n";
import { envelope, type SentRequest } from "../http/fake-transport";
import { callsTo, renderKit } from "./kit-harness";
import "./widgets";

vi.mock("react-router", () => createRequire(import.meta.url)("react-router"));
vi.setConfig({ testTimeout: 120_000 });
addBundles(import.meta.glob("/locales/*/terminals.json", { eager: true, import: "default" }));

const KEY = "mcdk_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
const terminal = {
  id: "t1",
  name: "Room 301 terminal",
  productId: "b1",
  productName: "Brand",
  modelId: "m1",
  modelName: "Model",
  productDevice: "Brand Model",
  dialAddress: "301@sip",
  protocol: "SIP",
  ip: null,
  serialNumber: null,
  status: "DISCONNECT",
  roomId: null,
  roomName: null,
  remark: null,
  createdAt: 1,
  updatedAt: 1,
};

function handler(config: SentRequest) {
  if (config.url === "/device/terminal/query") return envelope(200, { records: [terminal], total: 1 });
  if (config.url === "/device/key/t1" && config.method === "post") {
    return envelope(200, { deviceId: "t1", kind: "TERMINAL", key: KEY, createdAt: 2 });
  }
  if (config.url === "/device/key/t1" && config.method === "delete") return envelope(200, null);
  return envelope(200, []);
}

beforeEach(async () => {
  localStorage.clear();
  await setLanguage("en-US");
  const user: CurrentUser = {
    id: "u1",
    account: "op",
    name: "Op",
    type: "NORMAL",
    authorities: ["device"],
    deptId: null,
    deptName: null,
    email: null,
    phone: null,
  };
  session.signIn("t".repeat(43), user);
});

const click = (element: HTMLElement) => fireEvent.click(element);

async function rowAction(name: string) {
  const row = (await screen.findByText("Room 301 terminal")).closest("tr") as HTMLElement;
  click(await within(row).findByRole("button", { name: /More/ }));
  const menus = await screen.findAllByRole("group", { name: "More" });
  click(await within(menus[menus.length - 1]!).findByRole("button", { name }));
}

describe("a device's key on its row", () => {
  it("is issued after a confirmation and shown once, with the warning", async () => {
    const { requests } = renderKit([terminals], handler, "/device/terminal-management");
    await rowAction("Device key");
    const confirm = await screen.findByText(/that key stops working at once/);
    expect(callsTo(requests, "POST", "/device/key/t1")).toHaveLength(0);
    click(within(confirm.closest(".ant-modal") as HTMLElement).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(callsTo(requests, "POST", "/device/key/t1")).toHaveLength(1));
    expect(await screen.findByText(/This key is shown only now/)).toBeInTheDocument();
    expect(screen.getByTestId("secret-value")).toHaveTextContent(KEY);
    const dialog = screen.getByTestId("secret-value").closest(".ant-modal") as HTMLElement;
    const closes = within(dialog).getAllByRole("button", { name: "Close" });
    click(closes[closes.length - 1]!);
    await waitFor(() => expect(screen.queryByTestId("secret-value")).toBeNull());
  });

  it("is not issued when the confirmation is cancelled; revoking is confirmed too", async () => {
    const { requests } = renderKit([terminals], handler, "/device/terminal-management");
    await rowAction("Device key");
    const confirm = await screen.findByText(/that key stops working at once/);
    click(within(confirm.closest(".ant-modal") as HTMLElement).getByRole("button", { name: "Cancel" }));
    await rowAction("Revoke key");
    const revoke = await screen.findByText(/the device is refused until it is given a new key/);
    click(within(revoke.closest(".ant-modal") as HTMLElement).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(callsTo(requests, "DELETE", "/device/key/t1")).toHaveLength(1));
    expect(callsTo(requests, "POST", "/device/key/t1")).toHaveLength(0);
  });
});
