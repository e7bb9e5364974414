import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AuthSettings } from "#contract/auth-settings";
import type { SsoSettings } from "#contract/sso";
import { AuthenticationSettings } from "../../../../src/pages/system-settings/authentication/AuthenticationSettings";
import { envelope } from "../../http/fake-transport";
import { calls, fakeServer } from "../meetings/list/http-mock";
import { renderPage } from "../meetings/list/page-harness";

vi.mock("../../../../src/providers/http/client", async (original) =>
  (await import("../meetings/list/http-mock")).withFakeHttp(await original()),
);

vi.setConfig({ testTimeout: 60_000 });
const user = userEvent.setup({ delay: null });
const SSO = "/system/config/sso";

const blank: SsoSettings = {
  protocol: null,
  consoleUrl: null,
  accountAttribute: null,
  createUsers: false,
  cas: { serverUrl: null },
  oidc: { issuer: null, clientId: null, scopes: "openid profile email", clientSecretSet: false },
  saml: { idpMetadata: null, idpEntityId: null, idpSsoUrl: null, idpCertificate: null, spEntityId: null },
  configured: false,
  callbacks: { oidcRedirectUri: null, samlAcsUrl: null, casServiceUrl: null, samlSpMetadataUrl: null },
  updatedAt: null,
};

let auth: AuthSettings;
let sso: SsoSettings;

beforeEach(() => {
  fakeServer.requests.length = 0;
  auth = {
    loginType: "LOCAL",
    singleSession: false,
    passwordPolicy: { minLength: 8, minClasses: 3 },
    ldapConfigured: false,
    ssoProtocol: null,
  };
  sso = blank;
  fakeServer.handler = (config) => {
    if (config.url === "/system/config/authentication") return envelope(200, auth);
    if (config.url === SSO && config.method === "get") return envelope(200, sso);
    if (config.url === SSO && config.method === "put") {
      const body = JSON.parse(String(config.data));
      if (body.cas.serverUrl === "https://cas.example.com/broken") {
        return {
          status: 400,
          body: {
            status: 400,
            message: "Check the fields",
            data: { fields: { "cas.serverUrl": "Not reachable" } },
          },
        };
      }
      sso = { ...blank, ...body, configured: true };
      auth = { ...auth, ssoProtocol: body.protocol };
      return envelope(200, sso);
    }
    return envelope(404);
  };
});

describe("single sign-on on the authentication tab", () => {
  it("offers an SSO login type only once its protocol is set up", async () => {
    await renderPage({ "/a": <AuthenticationSettings /> }, "/a");
    expect(await screen.findByRole("radio", { name: /CAS single sign-on/ })).toBeDisabled();
    expect(screen.getByText(/Set up single sign-on below/)).toBeInTheDocument();

    await user.click(await screen.findByText("CAS"));
    await user.type(await screen.findByLabelText("CAS server address"), "https://cas.example.com/cas");
    expect(screen.getByText(`${window.location.origin}/api/v1/sso/cas/callback`)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save single sign-on" }));
    await waitFor(() => expect(calls("PUT", SSO)).toHaveLength(1));
    expect(JSON.parse(String(calls("PUT", SSO)[0].data))).toMatchObject({
      protocol: "CAS",
      consoleUrl: window.location.origin,
      cas: { serverUrl: "https://cas.example.com/cas" },
      oidc: { issuer: null, clientId: null },
    });
    await screen.findByText("The single sign-on settings are saved");
    await waitFor(() => expect(screen.getByRole("radio", { name: /CAS single sign-on/ })).toBeEnabled());
    expect(screen.getByRole("radio", { name: /SAML single sign-on/ })).toBeDisabled();
  });

  it("checks the form before sending it, and shows the server's refusal beside the field", async () => {
    await renderPage({ "/a": <AuthenticationSettings /> }, "/a");
    await user.click(await screen.findByText("CAS"));
    const address = await screen.findByLabelText("CAS server address");
    await user.type(address, "cas.example.com");
    await user.click(screen.getByRole("button", { name: "Save single sign-on" }));
    await screen.findByText("Enter an http:// or https:// address");
    expect(calls("PUT", SSO)).toHaveLength(0);
    await user.clear(address);
    await user.type(address, "https://cas.example.com/broken");
    await user.click(screen.getByRole("button", { name: "Save single sign-on" }));
    await screen.findByText("Not reachable");
  });

  it("says a stored client secret is kept when its field stays empty", async () => {
    sso = {
      ...blank,
      protocol: "OAUTH2",
      consoleUrl: "https://meet.example.com",
      oidc: {
        issuer: "https://id.example.com",
        clientId: "console",
        scopes: "openid",
        clientSecretSet: true,
      },
      configured: true,
    };
    await renderPage({ "/a": <AuthenticationSettings /> }, "/a");
    expect(await screen.findByText(/A secret is stored. Leave empty to keep it/)).toBeInTheDocument();
    expect(screen.getByText("https://meet.example.com/api/v1/sso/oidc/callback")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save single sign-on" }));
    await waitFor(() => expect(calls("PUT", SSO)).toHaveLength(1));
    const body = JSON.parse(String(calls("PUT", SSO)[0].data));
    expect(body.oidc).toEqual({ issuer: "https://id.example.com", clientId: "console", scopes: "openid" });
  });
});
