import { expect, type Page, test } from "@playwright/test";
import { apiLogin, login, seriousViolations } from "./helpers";

/**
 * QUALITY.md §1: every built page, in both languages, passes axe with no serious or critical
 * violation. The pages are the public ones and every console page an administrator can open,
 * with a create form and a record page of the generated screens.
 */
const PUBLIC_PAGES = ["/login", "/download", "/systec/NoPermission", "/not-support-mobile"];

const CONSOLE_PAGES = [
  "/home",
  "/home?view=calendar",
  "/home/schedule",
  "/history",
  "/personal/UserInfo",
  "/operation/location-management",
  "/operation/meeting-room-management",
  "/operation/meeting-room-management/rooms/create",
  "/device/mcu-management",
  "/device/mcu-management?tab=resource-pools",
  "/device/terminal-management",
  "/device/detector-management",
  "/device/detector-management?tab=sensors",
  "/device/roomBoard-management",
  "/device/grail-management",
  "/report/meeting-detail-report",
  "/report/meeting-room-analysis",
  "/report/department-analysis",
  "/report/personal-analysis",
  "/report/concurrent-analysis",
  "/report/participants-analysis",
  "/system/user-management",
  "/system/user-management/users/create",
  "/system/authority-management",
  "/system/synchronization-setting",
  "/system/user-setting",
  "/system/meeting-setting",
  "/system/server-setting",
  "/system/feedback",
  "/system/login-page-setting",
  "/system/dictionary-management",
  "/system/dictionary-management?type=ROOM_EQUIPMENT",
  "/system/notice-setting",
  "/system/notice-setting?sendStatus=ALL",
  "/system/config-setting",
  "/system/license-setting",
  "/system/upload-system-management",
  "/system/open-api",
  "/system/audit-log",
];

/** Pages that follow a live stream: never network-idle, settled once the stream is live. */
const LIVE_PAGES = ["/device/meeting-monitor", "/monitor/meeting", "/monitor/terminal", "/monitor/mcu"];

/** The control page's dialogs, opened by the toolbar button with this icon. */
const CONTROL_DIALOGS = ["user-add", "layout", "message", "safety", "key"];

const LANGUAGES = ["zh-CN", "en-US"] as const;

/** Waits for a page's content (a table's rows, a form, a card) rather than its skeleton. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".ant-skeleton")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0, { timeout: 15_000 });
}

async function settledLive(page: Page) {
  await expect(page.locator('[data-stream="live"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".ant-skeleton")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0, { timeout: 15_000 });
}

for (const language of LANGUAGES) {
  test.describe(`axe, ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem("language", lng), language);
    });

    test("public pages", async ({ page }) => {
      const found: Record<string, string[]> = {};
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await settled(page);
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    });

    test("console pages", async ({ page }) => {
      test.setTimeout(240_000);
      await login(page, "admin");
      const found: Record<string, string[]> = {};
      for (const path of CONSOLE_PAGES) {
        await page.goto(path);
        await expect(page.locator(".ant-layout-sider")).toBeVisible();
        await settled(page);
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    });

    test("the console frame's menus, opened from the keyboard", async ({ page }) => {
      await login(page, "admin");
      await settled(page);
      const found: Record<string, string[]> = {};
      // A menu section opens with Enter and shows its pages' links.
      const section = page.locator(".side-nav > li > button").first();
      await section.focus();
      await page.keyboard.press("Enter");
      await expect(section).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator(".side-nav-sub a").first()).toBeVisible();
      const sider = await seriousViolations(page);
      if (sider.length) found["side menu, a section open"] = sider;
      // The header's menus: Enter opens on the first item, arrows move, Escape closes back to the button.
      const headerMenus = {
        user: page.getByTestId("user-menu"),
        language: page.locator('[aria-haspopup="menu"]').first(),
      };
      for (const [name, button] of Object.entries(headerMenus)) {
        await button.focus();
        await page.keyboard.press("Enter");
        const menu = page.getByRole("menu");
        await expect(menu.getByRole("menuitem").first()).toBeFocused();
        await page.keyboard.press("ArrowDown");
        await expect(menu.getByRole("menuitem").nth(1)).toBeFocused();
        const violations = await seriousViolations(page);
        if (violations.length) found[`header menu ${name}`] = violations;
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
      }
      expect(found).toEqual({});
    });

    test("live pages: monitors, meeting control and its dialogs", async ({ page, request }) => {
      test.setTimeout(240_000);
      const token = await apiLogin(request, "admin");
      // A demo meeting running on the simulator (the driver starts them within seconds of the server).
      let meetingId = "";
      await expect
        .poll(
          async () => {
            const running = await (
              await request.get("/api/v1/meeting/monitor/meeting?status=ONLINE", { headers: { token } })
            ).json();
            meetingId = running.data.records[0]?.id ?? "";
            return meetingId;
          },
          { timeout: 30_000 },
        )
        .not.toBe("");
      await login(page, "admin");
      const found: Record<string, string[]> = {};
      const check = async (name: string) => {
        const violations = await seriousViolations(page);
        if (violations.length) found[name] = violations;
      };
      for (const path of [...LIVE_PAGES, `/home/control/${meetingId}`]) {
        await page.goto(path);
        await settledLive(page);
        await check(path);
      }
      await page.goto(`/device/meeting-control?meetingId=${meetingId}`);
      await settledLive(page);
      await expect(page.locator(".roster .ant-table-row").first()).toBeVisible();
      await check("/device/meeting-control");
      for (const icon of CONTROL_DIALOGS) {
        await page.locator(`.control-toolbar button:has(.anticon-${icon})`).click();
        const dialog = page.locator(".ant-modal-wrap:visible .ant-modal");
        await expect(dialog).toBeVisible();
        await expect(dialog.locator(".ant-skeleton")).toHaveCount(0, { timeout: 15_000 });
        // Past its opening animation: axe reads colours as they end up.
        await page.waitForTimeout(500);
        await check(`dialog ${icon}`);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
      await page
        .locator(".roster .ant-table-row")
        .first()
        .getByRole("button", { name: /More|更多/ })
        .click();
      await page.locator(".row-actions-menu button").last().click();
      await expect(page.locator(".ant-modal-confirm")).toBeVisible();
      await page.waitForTimeout(500);
      await check("confirm remove");
      expect(found).toEqual({});
    });

    test("authority management with a role chosen, each tab", async ({ page }) => {
      await login(page, "admin");
      await page.goto("/system/authority-management");
      await settled(page);
      await page
        .locator(".ant-tree-treenode:not(.ant-tree-treenode-disabled) .ant-tree-title")
        .last()
        .click();
      const found: Record<string, string[]> = {};
      for (const tab of ["resources", "data", "users"]) {
        await page.locator(`[role="tab"][id$="-tab-${tab}"]`).click();
        await settled(page);
        const violations = await seriousViolations(page);
        if (violations.length) found[tab] = violations;
      }
      expect(found).toEqual({});
    });
  });
}
