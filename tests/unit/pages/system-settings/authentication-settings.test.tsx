import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AuthSettings } from "#contract/auth-settings";
import { passwordPolicy } from "../../../../src/auth/password-policy";
import { AuthenticationSettings } from "../../../../src/pages/system-settings/authentication/AuthenticationSettings";
import { envelope } from "../../http/fake-transport";
import { calls, fakeServer } from "../meetings/list/http-mock";
import { renderPage } from "../meetings/list/page-harness";

vi.mock("../../../../src/providers/http/client", async (original) =>
  (await import("../meetings/list/http-mock")).withFakeHttp(await original()),
);

vi.setConfig({ testTimeout: 60_000 });
const user = userEvent.setup({ delay: null });
const URL = "/system/config/authentication";

let stored: AuthSettings;
let putReply: ((body: AuthSettings) => ReturnType<typeof envelope>) | null;

beforeEach(() => {
  fakeServer.requests.length = 0;
  stored = {
    loginType: "LOCAL",
    singleSession: false,
    passwordPolicy: { minLength: 8, minClasses: 3 },
    ldapConfigured: false,
    ssoProtocol: null,
  };
  putReply = null;
  fakeServer.handler = (config) => {
    if (config.url === URL && config.method === "get") return envelope(200, stored);
    if (config.url === URL && config.method === "put") {
      const body = JSON.parse(String(config.data));
      if (putReply) return putReply(body);
      stored = { ...body, ldapConfigured: stored.ldapConfigured, ssoProtocol: stored.ssoProtocol };
      return envelope(200, stored);
    }
    if (config.url === "/system/config/password-policy") return envelope(200, stored.passwordPolicy);
    return envelope(404);
  };
});

describe("the authentication tab", () => {
  it("offers LDAP accounts only once the directory is set up", async () => {
    await renderPage({ "/a": <AuthenticationSettings /> }, "/a");
    expect(await screen.findByRole("radio", { name: /Local and LDAP accounts/ })).toBeDisabled();
    expect(
      screen.getByText(/Set up the LDAP connection in the synchronisation settings/),
    ).toBeInTheDocument();
  });

  it("saves the login type, single session and password rule together, and the forms follow the new rule", async () => {
    stored.ldapConfigured = true;
    await renderPage({ "/a": <AuthenticationSettings /> }, "/a");
    await user.click(await screen.findByRole("radio", { name: /Local and LDAP accounts/ }));
    await user.click(screen.getByRole("switch", { name: "Single session" }));
    const length = screen.getByRole("spinbutton");
    await user.clear(length);
    await user.type(length, "12");
    await user.click(screen.getByText("At least 4 of 4"));
    await screen.findByText(/12–32 characters, at least 4 of/);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls("PUT", URL)).toHaveLength(1));
    expect(JSON.parse(String(calls("PUT", URL)[0].data))).toEqual({
      loginType: "LDAP",
      singleSession: true,
      passwordPolicy: { minLength: 12, minClasses: 4 },
    });
    await screen.findByText("The authentication settings are saved");
    expect(passwordPolicy()).toEqual({ minLength: 12, minClasses: 4 });
  });

  it("shows the server's refusal beside the login type", async () => {
    stored.ldapConfigured = true;
    putReply = () => ({
      status: 400,
      body: {
        status: 400,
        message: "Set up the LDAP connection first",
        data: { fields: { loginType: "Set up the LDAP connection first" } },
      },
    });
    await renderPage({ "/a": <AuthenticationSettings /> }, "/a");
    await user.click(await screen.findByRole("radio", { name: /Local and LDAP accounts/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Set up the LDAP connection first");
  });
});
