import { expect, test } from "@playwright/test";
import en from "../../locales/en-US/audit-log.json" with { type: "json" };
import enAuth from "../../locales/en-US/auth-settings.json" with { type: "json" };
import enCommon from "../../locales/en-US/common.json" with { type: "json" };
import zh from "../../locales/zh-CN/audit-log.json" with { type: "json" };
import zhAuth from "../../locales/zh-CN/auth-settings.json" with { type: "json" };
import zhCommon from "../../locales/zh-CN/common.json" with { type: "json" };
import { apiLogin, login, seriousViolations } from "./helpers";

/**
 * The audit log page, in both languages: a room renamed a moment ago is there with who did it, and
 * its drawer shows the name before and after; the page and the drawer pass axe.
 */
const TEXTS = {
  "zh-CN": { log: zh, menu: zhCommon.menu.auditLog, retention: zhAuth.auditRetention.title },
  "en-US": { log: en, menu: enCommon.menu.auditLog, retention: enAuth.auditRetention.title },
} as const;

for (const language of ["zh-CN", "en-US"] as const) {
  test(`the audit log shows a room edit just made, ${language}`, async ({ page, request }) => {
    const texts = TEXTS[language];
    const token = await apiLogin(request, "admin");
    const stamp = `${language}-${Date.now()}`;
    const created = await request.post("/api/v1/device/room", {
      headers: { token },
      data: { name: `审计 E2E ${stamp}`, capacity: 6 },
    });
    const room = (await created.json()).data as { id: string };
    const edited = await request.put(`/api/v1/device/room/${room.id}`, {
      headers: { token },
      data: { name: `审计 E2E ${stamp} 改`, capacity: 6 },
    });
    expect(edited.status()).toBe(200);

    await page.addInitScript((lng) => localStorage.setItem("language", lng), language);
    await login(page, "admin");
    await page.goto(`/system/audit-log?feature=rooms&keyword=${encodeURIComponent(stamp)}`);
    await expect(page.getByRole("heading", { level: 1, name: texts.menu })).toBeVisible();
    const row = page.locator(".ant-table-row", { hasText: "rooms.update" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`审计 E2E ${stamp} 改`);
    await expect(row).toContainText(texts.log.outcomes.SUCCESS);
    await expect(page.locator(".ant-table-row", { hasText: "rooms.create" })).toHaveCount(1);
    // The filters live in the address: a reload shows the same entries.
    await page.reload();
    await expect(page.locator(".ant-table-row", { hasText: "rooms.update" })).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole("button", { name: texts.log.detail.open }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByText(texts.log.detail.title)).toBeVisible();
    await expect(drawer.getByText(`"审计 E2E ${stamp}"`)).toBeVisible();
    await expect(drawer.getByText(`"审计 E2E ${stamp} 改"`)).toBeVisible();
    // Past its opening animation: axe reads colours as they end up.
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the retention card on the authentication tab, ${language}`, async ({ page }) => {
    await page.addInitScript((lng) => localStorage.setItem("language", lng), language);
    await login(page, "admin");
    await page.goto("/system/user-setting");
    await expect(page.getByText(TEXTS[language].retention)).toBeVisible();
    await expect(page.getByRole("spinbutton").last()).toHaveValue("365");
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}
