import { expect, test } from "@playwright/test";
import { ACCOUNTS, apiLogin, fillLogin, login } from "./helpers";

test("change password: server rules shown beside the field, success ends the session", async ({ page }) => {
  await login(page, "luoxia", "/personal/UserInfo");
  const form = page.locator("form").filter({ has: page.locator("#newPassword") });
  await form.locator("#oldPassword").fill("Wrong@1234");
  await form.locator("#newPassword").fill("Better#2026");
  await form.locator("#confirmPassword").fill("Better#2026");
  await form.getByRole("button", { name: "修改密码" }).click();
  await expect(form.locator("#oldPassword_help")).toBeVisible();

  await form.locator("#oldPassword").fill(ACCOUNTS.luoxia.password);
  await form.locator("#newPassword").fill("abcdefgh");
  await form.locator("#confirmPassword").fill("abcdefgh");
  await form.getByRole("button", { name: "修改密码" }).click();
  await expect(form.locator("#newPassword_help")).toBeVisible();

  await form.locator("#newPassword").fill("Better#2026");
  await form.locator("#confirmPassword").fill("Better#2026");
  await form.getByRole("button", { name: "修改密码" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, "luoxia", "Better#2026");
  await expect(page.locator(".ant-layout-sider")).toBeVisible();
  await page.goto("/personal/UserInfo");
  await form.locator("#oldPassword").fill("Better#2026");
  await form.locator("#newPassword").fill(ACCOUNTS.luoxia.password);
  await form.locator("#confirmPassword").fill(ACCOUNTS.luoxia.password);
  await form.getByRole("button", { name: "修改密码" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("single sign-on return adopts the token and opens the console", async ({ page, request }) => {
  const token = await apiLogin(request, "operator");
  await page.goto(`/singleLogin?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator(".ant-layout-sider")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  });

  test("goes to the mobile domain when one is configured, and the download page stays reachable", async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, "admin");
    const set = (value: string | null) =>
      request.post("/api/v1/system/config", {
        headers: { token: admin },
        data: { key: "MOBILE_DOMAIN", value },
      });
    expect((await set("http://m.meeting.test")).status()).toBe(200);
    try {
      await page.route("http://m.meeting.test/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<h1>mobile site</h1>" }),
      );
      await page.goto("/login");
      await expect(page).toHaveURL(/^http:\/\/m\.meeting\.test\//);
      await page.goto("/download");
      await expect(page.getByText("暂无可下载的安装包")).toBeVisible();
    } finally {
      expect((await set(null)).status()).toBe(200);
    }
  });

  test("without a mobile domain ends on the not-supported page, not in a loop", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByText("暂不支持手机访问")).toBeVisible();
  });
});

test("a CAS login type sends /login to the external login page (guard step 3)", async ({ page, request }) => {
  const admin = await apiLogin(request, "admin");
  const set = (key: string, value: string | null) =>
    request.post("/api/v1/system/config", { headers: { token: admin }, data: { key, value } });
  expect((await set("LOGIN_URL", "http://sso.meeting.test/cas/login")).status()).toBe(200);
  expect((await set("LOGIN_TYPE", "CAS")).status()).toBe(200);
  try {
    await page.route("http://sso.meeting.test/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>corporate sign-in</h1>" }),
    );
    await page.goto("/login");
    await expect(page).toHaveURL(/^http:\/\/sso\.meeting\.test\/cas\/login/);
    await expect(page.getByText("corporate sign-in")).toBeVisible();
  } finally {
    expect((await set("LOGIN_TYPE", "LOCAL")).status()).toBe(200);
    expect((await set("LOGIN_URL", null)).status()).toBe(200);
  }
});
