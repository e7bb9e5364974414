import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import common from "../../locales/zh-CN/common.json" with { type: "json" };
import feedback from "../../locales/zh-CN/feedback.json" with { type: "json" };
import list from "../../locales/zh-CN/meeting-list.json" with { type: "json" };
import profile from "../../locales/zh-CN/profile.json" with { type: "json" };
import settings from "../../locales/zh-CN/settings.json" with { type: "json" };
import { apiLogin, login, spaced } from "./helpers";

/**
 * The system settings as an administrator uses them, against the real server in the default
 * language: the meeting rules reach the schedule form, the login page shows its new title and logo,
 * feedback goes from a user to the administrators and back, and a user edits their own details.
 */
const stamp = Date.now().toString(36).slice(-5);
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function put(request: APIRequestContext, path: string, data: unknown) {
  const token = await apiLogin(request, "admin");
  const response = await request.put(`/api/v1${path}`, { headers: { token }, data });
  expect(response.status()).toBe(200);
}

/** The minutes the start picker offers, read from its open panel. */
async function offeredMinutes(page: Page): Promise<string[]> {
  await page.getByLabel("开始时间").first().click();
  const columns = page.locator(".ant-picker-dropdown:visible .ant-picker-time-panel-column");
  // The latest hour: on today's date the minutes already past are hidden, whatever the interval.
  await columns.nth(0).locator(".ant-picker-time-panel-cell").last().click();
  const minutes = columns.nth(1);
  await expect(minutes).toBeVisible();
  return (await minutes.locator(".ant-picker-time-panel-cell-inner").allInnerTexts()).map((m) => m.trim());
}

test.describe("system settings", () => {
  test.afterAll(async ({ request }) => {
    await put(request, "/meeting/configs", { appointmentInterval: 15 });
    await put(request, "/system/login-page", { title: { "zh-CN": null, "en-US": null } });
  });

  test("one page of tabs: each tab has its address, and unsaved edits are guarded", async ({ page }) => {
    await login(page, "admin", "/system/meeting-setting");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(8);
    await expect(page.getByRole("tab", { name: common.menu.settingMeeting })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.getByRole("tab", { name: common.menu.settingNetwork }).click();
    await expect(page).toHaveURL(/\/system\/server-setting$/);
    await page.getByRole("tab", { name: common.menu.settingMeeting }).click();
    await expect(page).toHaveURL(/\/system\/meeting-setting$/);

    await page.getByLabel(settings.meeting.joinAdvanceMinutes).fill("20");
    await page.getByRole("tab", { name: common.menu.feedback }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(settings.unsaved.title);
    await dialog.getByRole("button", { name: spaced(settings.unsaved.stay) }).click();
    await expect(page).toHaveURL(/\/system\/meeting-setting$/);
    await expect(page.getByLabel(settings.meeting.joinAdvanceMinutes)).toHaveValue("20");
    await page.getByRole("tab", { name: common.menu.feedback }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: spaced(settings.unsaved.leave) })
      .click();
    await expect(page).toHaveURL(/\/system\/feedback$/);
  });

  test("the appointment interval: the schedule form follows at once", async ({ page }) => {
    await login(page, "admin", "/home/schedule");
    expect(await offeredMinutes(page)).toContain("15");

    await page.goto("/system/meeting-setting");
    await page
      .locator(".ant-form-item")
      .filter({ hasText: settings.meeting.appointmentInterval })
      .locator(".ant-select-selector")
      .click();
    await page
      .locator(".ant-select-dropdown:visible")
      .getByText(/^30 分钟$/)
      .click();
    await page.getByRole("button", { name: spaced(settings.save) }).click();
    await expect(page.getByText(settings.meeting.saved)).toBeVisible();

    // Within the console (no reload): the form reads the answer the tab replaced.
    await page
      .locator(".ant-layout-sider")
      .getByRole("link", { name: common.menu.meeting, exact: true })
      .click();
    await page.getByRole("button", { name: list.actions.schedule }).click();
    await expect(page).toHaveURL(/\/home\/schedule$/);
    expect(await offeredMinutes(page)).toEqual(["00", "30"]);
  });

  test("the login page shows the title and logo set on its tab", async ({ page, browser }) => {
    await login(page, "admin", "/system/login-page-setting");
    const title = `Acme ${stamp}`;
    await page.getByLabel("标题（中文）").fill(`阿克米 ${stamp}`);
    await page.getByLabel("标题（English）").fill(title);
    await page.getByRole("button", { name: spaced(settings.save) }).click();
    await expect(page.getByText(settings.loginPage.saved)).toBeVisible();

    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "上传标志" }).click();
    await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: "当前标志" })).toBeVisible();

    // An SVG is refused by its content, whatever it is called.
    const refused = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "上传背景" }).click();
    await (await refused).setFiles({
      name: "background.png",
      mimeType: "image/png",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(page.getByRole("alert")).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto("/login");
    await expect(visitor.locator(".brand")).toContainText(`阿克米 ${stamp}`);
    await expect(visitor.locator(".brand-logo")).toHaveAttribute(
      "src",
      /\/api\/v1\/login\/interface\/logo\?v=\d+/,
    );
    expect(await visitor.locator(".brand-logo").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      1,
    );
    await visitor
      .getByRole("button", { name: /中文|English|Language|切换语言/ })
      .first()
      .click();
    await visitor.getByText("English", { exact: true }).last().click();
    await expect(visitor.locator(".brand")).toContainText(title);
    await visitor.close();
  });

  test("feedback: a user sends it, an administrator marks it handled", async ({ page, browser }) => {
    const text = `The projector in room 3 flickers ${stamp}`;
    await login(page, "user");
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: common.header.feedback }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(feedback.content).fill(text);
    await dialog.getByRole("button", { name: spaced(feedback.send) }).click();
    await expect(page.getByText(feedback.sent)).toBeVisible();

    const admin = await browser.newPage();
    await login(admin, "admin", "/system/feedback");
    const row = admin.getByRole("row").filter({ hasText: text });
    await expect(row).toContainText(feedback.list.statuses.OPEN);
    await row.getByRole("button", { name: feedback.list.markHandled }).click();
    const handle = admin.getByRole("dialog");
    await handle.getByLabel(feedback.list.noteLabel).fill("Lamp replaced");
    await handle.getByRole("button", { name: feedback.list.markHandled }).click();
    await expect(admin.getByText(feedback.list.handledDone)).toBeVisible();
    await expect(admin.getByRole("row").filter({ hasText: text })).toHaveCount(0);

    await admin
      .locator(`.ant-select[aria-label="${feedback.list.filterStatus}"] .ant-select-selector`)
      .click();
    await admin.locator(".ant-select-dropdown:visible").getByText(feedback.list.statuses.HANDLED).click();
    await expect(admin).toHaveURL(/status=HANDLED/);
    const handled = admin.getByRole("row").filter({ hasText: text });
    await expect(handled).toContainText("Lamp replaced");
    await expect(handled).toContainText(feedback.list.statuses.HANDLED);
    await admin.reload();
    await expect(admin.getByRole("row").filter({ hasText: text })).toBeVisible();
    await admin.close();
  });

  test("profile: a user edits their own name, e-mail and phone", async ({ page, request }) => {
    await login(page, "luoxia", "/personal/UserInfo");
    const original = (await page.getByTestId("user-menu").textContent()) ?? "";
    await page.getByRole("button", { name: /编\s*辑$/ }).click();
    await page.getByLabel(profile.name).fill(`罗霞 ${stamp}`);
    await page.getByLabel(profile.email).fill("not-an-address");
    await page.getByRole("button", { name: spaced(profile.save) }).click();
    await expect(page.getByText(profile.rules.email)).toBeVisible();
    await page.getByLabel(profile.email).fill(`luoxia.${stamp}@example.com`);
    await page.getByLabel(profile.phone).fill("+86 138 0000 1234");
    await page.getByRole("button", { name: spaced(profile.save) }).click();
    await expect(page.getByText(profile.saved)).toBeVisible();
    const details = page.locator(".ant-descriptions");
    await expect(details).toContainText(`罗霞 ${stamp}`);
    await expect(details).toContainText(`luoxia.${stamp}@example.com`);
    await expect(details).toContainText("+86 138 0000 1234");
    await expect(page.getByTestId("user-menu")).toContainText(`罗霞 ${stamp}`);
    await page.reload();
    await expect(page.locator(".ant-descriptions")).toContainText(`luoxia.${stamp}@example.com`);

    const token = await apiLogin(request, "luoxia");
    await request.put("/api/v1/current/user", {
      headers: { token },
      data: { name: original.trim(), email: null, phone: null },
    });
  });
});
