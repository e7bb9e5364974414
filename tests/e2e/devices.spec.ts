import { expect, test } from "@playwright/test";
import enSettings from "../../locales/en-US/device-settings.json" with { type: "json" };
import enKit from "../../locales/en-US/kit.json" with { type: "json" };
import enTerminals from "../../locales/en-US/terminals.json" with { type: "json" };
import zhSettings from "../../locales/zh-CN/device-settings.json" with { type: "json" };
import zhKit from "../../locales/zh-CN/kit.json" with { type: "json" };
import zhTerminals from "../../locales/zh-CN/terminals.json" with { type: "json" };
import { login, seriousViolations, spaced } from "./helpers";

/**
 * Devices reporting in, in both languages: a terminal's key issued on its row (confirmed first,
 * shown once), a heartbeat over the HTTP device API with it making the row's status live, and the
 * MQTT broker card on the integration tab.
 */
const TEXTS = {
  "zh-CN": { kit: zhKit, terminals: zhTerminals, settings: zhSettings, row: 0 },
  "en-US": { kit: enKit, terminals: enTerminals, settings: enSettings, row: 1 },
} as const;

for (const language of ["zh-CN", "en-US"] as const) {
  test(`a terminal's key and heartbeat, and the broker card, ${language}`, async ({ page, request }) => {
    const texts = TEXTS[language];
    await page.addInitScript((lng) => localStorage.setItem("language", lng), language);
    await login(page, "admin", "/device/terminal-management");
    const row = page.locator(".ant-table-row").nth(texts.row);
    const name = ((await row.locator("td").nth(1).textContent()) ?? "").trim();
    const named = page.locator(".ant-table-row").filter({ hasText: name });

    await named.getByRole("button", { name: new RegExp(texts.kit.more) }).click();
    await page.getByRole("button", { name: texts.terminals.actions.issueKey }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: texts.terminals.actions.issueKeyConfirm });
    await confirm.getByRole("button", { name: spaced(texts.kit.confirm) }).click();
    const shown = page.getByTestId("secret-value");
    await expect(shown).toBeVisible();
    const key = ((await shown.textContent()) ?? "").trim();
    expect(key).toMatch(/^mcdk_/);
    await expect(page.getByText(texts.kit.secret.shownOnce)).toBeVisible();
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole("dialog")
      .filter({ has: shown })
      .getByRole("button", { name: spaced(texts.kit.close) })
      .last()
      .click();
    await expect(shown).toHaveCount(0);

    const beat = (registered: boolean) =>
      request.post("/api/v1/device/report/heartbeat", {
        headers: { "device-key": key },
        data: { v: 1, registered, address: "192.0.2.44" },
      });
    expect((await beat(false)).status()).toBe(200);
    await page.reload();
    await expect(named).toContainText(texts.terminals.enums.status.DISCONNECT);
    expect((await beat(true)).status()).toBe(200);
    await page.reload();
    await expect(named).toContainText(texts.terminals.enums.status.CONNECTED);
    await expect(named).toContainText("192.0.2.44");
    expect(
      (
        await request.post("/api/v1/device/report/heartbeat", {
          headers: { "device-key": "mcdk_wrong" },
          data: { v: 1 },
        })
      ).status(),
    ).toBe(401);

    await page.goto("/system/config-setting");
    await expect(page.getByText(texts.settings.title)).toBeVisible();
    await expect(page.getByLabel(texts.settings.topicPrefix)).toHaveValue("meeting");
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}
