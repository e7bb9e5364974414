import { expect, test } from "@playwright/test";
import history from "../../locales/en-US/history.json" with { type: "json" };
import { ACCOUNTS, CAPTCHA, fillLogin, login, topMenu } from "./helpers";

test.describe("login", () => {
  test("shows the login form with a real captcha image, in Chinese by default", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "欢迎登录" })).toBeVisible();
    const src = await page.locator(".captcha-image img").getAttribute("src");
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  test("requires account, password and captcha before calling the server", async ({ page }) => {
    let loginCalls = 0;
    page.on("request", (r) => r.url().endsWith("/api/v1/login") && r.method() === "POST" && loginCalls++);
    await page.goto("/login");
    await page.locator("form.login-card button[type=submit]").click();
    await expect(page.getByText("请输入账号")).toBeVisible();
    await expect(page.getByText("请输入密码")).toBeVisible();
    await expect(page.getByText("请输入验证码")).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test("a wrong captcha shows the server message and a new captcha", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator(".captcha-image img")).toBeVisible();
    const before = await page.locator(".captcha-image img").getAttribute("src");
    await fillLogin(page, "admin", "Admin@123", "zzzz");
    await expect(page.locator("#login-captcha-error")).toBeVisible();
    await expect(page.locator(".captcha-image img")).not.toHaveAttribute("src", before ?? "");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows the server message", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator(".captcha-image img")).toBeVisible();
    await fillLogin(page, "user", "Wrong@1234");
    const message = page.locator(".form-error, .field-error").first();
    await expect(message).toBeVisible();
    await expect(message).toContainText("密码");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the same form also lives at /admin/login", async ({ page }) => {
    await login(page, "user", "/admin/login");
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe("menus follow the permissions of each demo account", () => {
  test("admin sees every section", async ({ page }) => {
    await login(page, "admin");
    expect(await topMenu(page)).toEqual([
      "会议",
      "历史会议",
      "运营管理",
      "运维管理",
      "监控中心",
      "数据报表",
      "系统管理",
    ]);
  });

  test("operator sees operations, maintenance and meeting monitoring only", async ({ page }) => {
    await login(page, "operator");
    expect(await topMenu(page)).toEqual(["会议", "历史会议", "运营管理", "运维管理", "监控中心"]);
    await page.locator(".ant-layout-sider").getByText("监控中心").click();
    const monitor = page.locator(".ant-layout-sider .side-nav-sub").last();
    await expect(monitor.getByText("会议监控")).toBeVisible();
    await expect(monitor.getByText("终端监控")).toHaveCount(0);
    await expect(monitor.getByText("MCU 监控")).toHaveCount(0);
  });

  test("user sees meetings and history only", async ({ page }) => {
    await login(page, "user");
    expect(await topMenu(page)).toEqual(["会议", "历史会议"]);
  });
});

test.describe("guard", () => {
  test("a protected URL without login goes to /login?redirect= and back after login", async ({ page }) => {
    await page.goto("/operation/meeting-room-management?page=2");
    await expect(page).toHaveURL(/\/login\?redirect=%2Foperation%2Fmeeting-room-management%3Fpage%3D2$/);
    await expect(page.locator(".captcha-image img")).toBeVisible();
    await fillLogin(page, ACCOUNTS.operator.account, ACCOUNTS.operator.password);
    await expect(page).toHaveURL(/\/operation\/meeting-room-management\?page=2$/);
    await expect(page.getByRole("heading", { name: "会议室管理" })).toBeVisible();
    await expect(page.locator(".ant-table-row").first()).toBeVisible();
  });

  test("a route without the permission lands on the no-permission page", async ({ page }) => {
    await login(page, "user");
    await page.goto("/device/mcu-management");
    await expect(page).toHaveURL(/\/systec\/NoPermission$/);
    await expect(page.getByText("您没有访问此页面的权限，请联系管理员。")).toBeVisible();
  });

  test("system pages without a named permission need a SYSTEM user", async ({ page }) => {
    await login(page, "operator");
    await page.goto("/system/license-setting");
    await expect(page).toHaveURL(/\/systec\/NoPermission$/);
  });

  test("/report and /monitor go to the first page the user may see", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/report");
    await expect(page).toHaveURL(/\/report\/meeting-detail-report$/);
    await page.goto("/monitor");
    await expect(page).toHaveURL(/\/monitor\/meeting$/);
  });

  test("unknown paths and the fixed redirects of spec §2", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await login(page, "admin");
    await page.goto("/device");
    await expect(page).toHaveURL(/\/device\/mcu-management$/);
    await page.goto("/system");
    await expect(page).toHaveURL(/\/system\/synchronization-setting$/);
  });

  test("a token in the query is adopted and removed from the address bar", async ({ page, request }) => {
    const face = await (await request.get("/api/v1/login/interface")).json();
    expect(face.data.publicKey).toContain("BEGIN PUBLIC KEY");
    await login(page, "user");
    const token = await page.evaluate(() => localStorage.getItem("token"));
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/history?token=${encodeURIComponent(token ?? "")}&language=en-US`);
    await expect(page).toHaveURL(/\/history$/);
    // Adopted: the history page renders for the logged-in user, in the language the URL asked for.
    await expect(page.getByText(history.title, { exact: true }).first()).toBeVisible();
  });
});

test.describe("session", () => {
  test("language switch survives a reload", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await fillLogin(page, ACCOUNTS.user.account, ACCOUNTS.user.password, CAPTCHA);
    expect(await topMenu(page)).toEqual(["Meetings", "History"]);
    await page.getByTitle("Language").click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    expect(await topMenu(page)).toEqual(["会议", "历史会议"]);
    await page.reload();
    expect(await topMenu(page)).toEqual(["会议", "历史会议"]);
  });

  test("profile shows the user and logout ends the session", async ({ page }) => {
    await login(page, "operator");
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "个人中心" }).click();
    await expect(page).toHaveURL(/\/personal\/UserInfo$/);
    await expect(page.locator(".ant-descriptions").getByText("operator", { exact: true })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    await page.getByTestId("user-menu").click();
    await page.getByRole("menu").getByRole("menuitem", { name: "退出登录" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const after = await page.request.get("/api/v1/current/user", { headers: { token: token ?? "" } });
    expect(after.status()).toBe(401);
  });
});
