import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DeviceSettings } from "#contract/device-intake";
import { IntegrationSettings } from "../../../../src/pages/system-settings/integration/IntegrationSettings";
import { envelope } from "../../http/fake-transport";
import { calls, fakeServer } from "../meetings/list/http-mock";
import { renderPage } from "../meetings/list/page-harness";

vi.mock("../../../../src/providers/http/client", async (original) =>
  (await import("../meetings/list/http-mock")).withFakeHttp(await original()),
);
vi.mock("../../../../src/auth/encrypt-password", () => ({
  encryptPassword: async (_key: string, password: string) => `sealed(${password})`,
}));

vi.setConfig({ testTimeout: 60_000 });
const user = userEvent.setup({ delay: null });
const SETTINGS = "/system/device/settings";

const blank: DeviceSettings = {
  mqttEnabled: false,
  brokerUrl: null,
  username: null,
  passwordSet: false,
  topicPrefix: "meeting",
  heartbeatSeconds: 30,
  updatedAt: null,
};
let stored: DeviceSettings;

beforeEach(() => {
  fakeServer.requests.length = 0;
  stored = blank;
  fakeServer.handler = (config) => {
    if (config.url === "/system/notice/gateways") return envelope(200, []);
    if (config.url === "/login/interface") return envelope(200, { publicKey: "login-key" });
    if (config.url === SETTINGS && config.method === "get") return envelope(200, stored);
    if (config.url === SETTINGS && config.method === "put") {
      const body = JSON.parse(String(config.data));
      stored = { ...body, passwordSet: Boolean(body.password) || stored.passwordSet, updatedAt: 1 };
      delete (stored as { password?: string }).password;
      return envelope(200, stored);
    }
    return envelope(404);
  };
});

describe("the MQTT broker on the integration tab", () => {
  it("needs a broker URL to turn MQTT on, and sends the password encrypted", async () => {
    await renderPage({ "/i": <IntegrationSettings /> }, "/i");
    expect(await screen.findByText("Devices over MQTT")).toBeInTheDocument();
    await user.click(await screen.findByRole("switch", { name: "Subscribe to the broker" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter the broker URL to turn MQTT on")).toBeInTheDocument();
    expect(calls("PUT", SETTINGS)).toHaveLength(0);

    await user.type(screen.getByLabelText("Broker URL"), "http://broker");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/starting with mqtt:\/\//)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Broker URL"));
    await user.type(screen.getByLabelText("Broker URL"), "mqtts://broker.example.com:8883");
    await user.type(screen.getByLabelText("User name"), "console");
    await user.type(screen.getByLabelText("Password"), "s3cret");
    await user.clear(screen.getByLabelText("Topic prefix"));
    await user.type(screen.getByLabelText("Topic prefix"), "acme/rooms");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls("PUT", SETTINGS)).toHaveLength(1));
    expect(JSON.parse(String(calls("PUT", SETTINGS)[0].data))).toEqual({
      mqttEnabled: true,
      brokerUrl: "mqtts://broker.example.com:8883",
      username: "console",
      password: "sealed(s3cret)",
      topicPrefix: "acme/rooms",
      heartbeatSeconds: 30,
    });
    expect(
      await screen.findByText("A password is stored; leave the field empty to keep it."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("keeps a stored password when the field stays empty", async () => {
    stored = { ...blank, mqttEnabled: true, brokerUrl: "mqtt://b:1883", username: "u", passwordSet: true };
    await renderPage({ "/i": <IntegrationSettings /> }, "/i");
    expect(
      await screen.findByText("A password is stored; leave the field empty to keep it."),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Heartbeat interval (seconds)"));
    await user.type(screen.getByLabelText("Heartbeat interval (seconds)"), "20");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls("PUT", SETTINGS)).toHaveLength(1));
    const body = JSON.parse(String(calls("PUT", SETTINGS)[0].data));
    expect(body).toMatchObject({ brokerUrl: "mqtt://b:1883", heartbeatSeconds: 20 });
    expect(body).not.toHaveProperty("password");
  });
});
