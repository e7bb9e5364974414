import { expect, type Page, test } from "@playwright/test";
import { apiLogin, login } from "./helpers";

/** Spec §8: each 401 errorCode warns, then after 3 s the window goes to "/" (and so to the login page). */
async function expectWarningThenLogin(page: Page, text: string) {
  const started = Date.now();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
}

test("401 TOKEN_INVALID: the token is removed and the user is sent to log in again", async ({ page }) => {
  await login(page, "user");
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const out = await page.request.post("/api/v1/logout", { headers: { token: token ?? "" } });
  expect(out.status()).toBe(200);
  await page.reload();
  await expectWarningThenLogin(page, "未授权，请重新登录");
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("401 RE_LOGIN_ERROR: a second login elsewhere ends this one when single-session is on", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, "admin");
  const setSingle = (value: string) =>
    request.post("/api/v1/system/config", {
      headers: { token: admin },
      data: { key: "SINGLE_SESSION", value },
    });
  expect((await setSingle("true")).status()).toBe(200);
  try {
    await login(page, "operator");
    await apiLogin(request, "operator");
    await page.reload();
    await expectWarningThenLogin(page, "您的账号已在别处登录");
  } finally {
    const again = await apiLogin(request, "admin");
    await request.post("/api/v1/system/config", {
      headers: { token: again },
      data: { key: "SINGLE_SESSION", value: "false" },
    });
  }
});

test("401 UNAUTHORIZED and 401 without a body warn as the catalogue says", async ({ page }) => {
  await login(page, "user");
  await page.route("**/api/v1/current/user", (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/json",
      body: JSON.stringify({ status: 401, message: "", data: null, errorCode: "UNAUTHORIZED" }),
    }),
  );
  await page.reload();
  await expectWarningThenLogin(page, "无权限操作，请重新登录");

  await page.unroute("**/api/v1/current/user");
  await login(page, "user");
  await page.route("**/api/v1/current/user", (route) => route.fulfill({ status: 401, body: "" }));
  await page.reload();
  await expectWarningThenLogin(page, "token 失效，请重新登录");
});

test("502 shows a network error and returns to / unless already on the login page", async ({ page }) => {
  await login(page, "user");
  await page.route("**/api/v1/current/user", (route) => route.fulfill({ status: 502, body: "Bad Gateway" }));
  await page.reload();
  await expect(page.getByText("网络错误")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  let captchaCalls = 0;
  await page.route("**/api/v1/login/captcha", (route) => {
    captchaCalls++;
    return route.fulfill({ status: 502, body: "Bad Gateway" });
  });
  await page.goto("/login");
  await page.waitForTimeout(4_000);
  await expect(page).toHaveURL(/\/login$/);
  expect(captchaCalls).toBeLessThanOrEqual(2);
});

test("public pages: download without a package, not-support-mobile, no-permission", async ({ page }) => {
  await page.goto("/download");
  await expect(page.getByText("暂无可下载的安装包")).toBeVisible();
  await page.goto("/not-support-mobile");
  await expect(page.getByText("暂不支持手机访问")).toBeVisible();
  await page.goto("/systec/NoPermission");
  await expect(page.getByText("您没有访问此页面的权限，请联系管理员。")).toBeVisible();
});
