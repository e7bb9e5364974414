import { expect, test } from "@playwright/test";
import { startOidcProvider, type TestOidcProvider } from "../fixtures/oidc-idp";
import { apiLogin, login, seriousViolations } from "./helpers";

/**
 * Single sign-on end to end through OpenID Connect, against a real provider (oidc-provider) started
 * by this file on a loopback port, with an interaction that signs in a chosen account and consents
 * at once. The administrator sets it up on the authentication tab and makes it the login type; a
 * visitor opening /login is signed in through the provider and lands on the page asked for.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const origin = `http://127.0.0.1:${port}`;
let idp: TestOidcProvider;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: `${origin}/api/v1/sso/oidc/callback` });
});

test.afterAll(async ({ request }) => {
  // Leave the shared server as other files expect it: local logins, no single sign-on.
  const token = await apiLogin(request, "admin");
  await request.put("/api/v1/system/config/authentication", {
    headers: { token },
    data: { loginType: "LOCAL", singleSession: false, passwordPolicy: { minLength: 8, minClasses: 3 } },
  });
  const current = (await (await request.get("/api/v1/system/config/sso", { headers: { token } })).json())
    .data;
  const { configured: _c, callbacks: _b, updatedAt: _u, ...body } = current;
  await request.put("/api/v1/system/config/sso", {
    headers: { token },
    data: {
      ...body,
      protocol: null,
      oidc: { issuer: body.oidc.issuer, clientId: body.oidc.clientId, scopes: body.oidc.scopes },
    },
  });
  await idp?.close();
});

test("the administrator sets up OpenID Connect, tests it and makes it the login type", async ({ page }) => {
  // English first; the language switch further down must survive reloads.
  await page.addInitScript(() => {
    if (sessionStorage.getItem("language-set")) return;
    localStorage.setItem("language", "en-US");
    sessionStorage.setItem("language-set", "1");
  });
  await login(page, "admin");
  await page.goto("/system/user-setting");
  const ssoType = page.getByRole("radio", { name: /OpenID Connect \(OAuth 2\) single sign-on/ });
  await expect(ssoType).toBeDisabled();

  await page.getByText("OpenID Connect", { exact: true }).click();
  await expect(page.getByLabel("Console address")).toHaveValue(origin);
  await expect(page.getByText(`${origin}/api/v1/sso/oidc/callback`)).toBeVisible();
  await page.getByLabel("Issuer").fill(idp.issuer);
  await page.getByLabel("Client ID").fill(idp.clientId);
  await page.getByLabel("Client secret").fill(idp.clientSecret);

  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByText("Connection test passed")).toBeVisible();
  await expect(page.getByText(`token: ${idp.issuer}/token`)).toBeVisible();
  await page.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(page.getByText("The single sign-on settings are saved")).toBeVisible();
  await expect(page.getByLabel("Client secret")).toHaveValue("");
  await expect(page.getByText(/A secret is stored/)).toBeVisible();

  await expect(ssoType).toBeEnabled();
  await ssoType.check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("The authentication settings are saved")).toBeVisible();
  await expect(page.locator(".ant-message")).toHaveCount(0, { timeout: 10_000 });

  for (const language of ["en-US", "zh-CN"]) {
    await page.evaluate((lang) => localStorage.setItem("language", lang), language);
    await page.goto("/system/user-setting");
    await expect(page.locator(".ant-skeleton")).toHaveCount(0);
    await expect(page.getByLabel(language === "en-US" ? "Issuer" : "签发方（Issuer）")).toHaveValue(
      idp.issuer,
    );
    expect(await seriousViolations(page), language).toEqual([]);
  }
});

test("a visitor opening /login signs in through the provider and lands where they were going", async ({
  browser,
}) => {
  idp.signInAs({ account: "operator", name: "Operator", email: "operator@example.com" });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("language", "en-US"));
  await page.goto("/history");
  // /history → /login?redirect=/history → /singleLogin → the provider → back with a grant → /history.
  await expect(page).toHaveURL(`${origin}/history`, { timeout: 30_000 });
  await expect(page.locator(".ant-layout-sider")).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const me = await page.request.get("/api/v1/current/user", { headers: { token: token ?? "" } });
  expect((await me.json()).data.account).toBe("operator");
  await context.close();
});

test("an account the console does not know is told why, and administrators keep a password login", async ({
  browser,
}) => {
  idp.signInAs({ account: "stranger", name: "Stranger", email: "stranger@example.com" });
  for (const [language, text] of [
    ["en-US", "Your account does not exist in this console"],
    ["zh-CN", "您的账号在本系统中不存在"],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((lang) => localStorage.setItem("language", lang), language);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/singleLogin\?error=UNKNOWN_ACCOUNT/, { timeout: 30_000 });
    await expect(page.getByRole("alert")).toContainText(text);
    expect(await seriousViolations(page), language).toEqual([]);
    if (language === "en-US") {
      await page.getByRole("link", { name: "Sign in with a password" }).click();
      await expect(page).toHaveURL(/\/admin\/login\?local/);
      await expect(page.locator("#login-account")).toBeVisible();
    }
    await context.close();
  }
});
