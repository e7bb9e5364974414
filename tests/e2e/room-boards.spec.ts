import { expect, type Page, test } from "@playwright/test";
import kit from "../../locales/zh-CN/kit.json" with { type: "json" };
import boards from "../../locales/zh-CN/room-boards.json" with { type: "json" };
import sensors from "../../locales/zh-CN/sensors.json" with { type: "json" };
import { login, spaced } from "./helpers";

/** Room boards have no create screen: a code is issued for a room, the board binds itself with it. */
async function pickRoom(page: Page, name: string) {
  const dialog = page.getByRole("dialog");
  await dialog.locator("#roomId").click({ force: true });
  await dialog.locator("#roomId").fill(name);
  const option = page
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: name });
  await option.first().click();
}

test("room board: bind code, the board binds itself, shows connected, is deleted", async ({
  page,
  request,
}) => {
  await login(page, "admin", "/device/roomBoard-management");
  const room = "E2E 门口屏会议室";
  // A room of its own, so the flow does not depend on seeded boards.
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const created = await request.post("/api/v1/device/room", {
    headers: { token: token ?? "" },
    data: { name: room, capacity: 8 },
  });
  expect(created.status()).toBe(200);

  await page.getByRole("button", { name: boards.actions.generateCode }).click();
  await pickRoom(page, room);
  await page
    .getByRole("dialog")
    .getByRole("button", { name: spaced(kit.ok) })
    .click();
  const result = page.getByRole("dialog").filter({ hasText: boards.results.bindCode });
  await expect(result).toBeVisible();
  const code = ((await result.locator(".ant-descriptions-item-content").first().textContent()) ?? "").trim();
  expect(code).toMatch(/^\d{6}$/);
  await result
    .getByRole("button")
    .filter({ hasText: /关\s*闭|确\s*定/ })
    .first()
    .click();

  const bind = await request.post("/api/v1/device/room-board/device/bind", {
    data: { code, deviceSerial: "E2E-BOARD-1", name: "E2E 门口屏", appVersion: "1.0.0" },
  });
  expect(bind.status()).toBe(200);
  // The code is single-use.
  const again = await request.post("/api/v1/device/room-board/device/bind", {
    data: { code, deviceSerial: "E2E-BOARD-2" },
  });
  expect(again.status()).toBe(400);

  await page.reload();
  const row = page.locator(".ant-table-row").filter({ hasText: room });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(boards.enums.status.CONNECTED);
  await expect(row).toContainText("E2E-BOARD-1");

  // The row's key and pairing actions put delete under "More".
  await row.getByRole("button", { name: kit.more }).click();
  await page
    .getByRole("group", { name: kit.more })
    .getByRole("button", { name: /删\s*除/ })
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: spaced(kit.confirm) })
    .click();
  await expect(row).toHaveCount(0);
});

test("sensors: the import template downloads and a CSV import reports each row", async ({ page }) => {
  await login(page, "admin", "/device/detector-management?tab=sensors");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: sensors.actions.downloadCsvTemplate }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);

  const detectors = await page.evaluate(async () => {
    const response = await fetch("/api/v1/device/human-detector/query?size=1", {
      headers: { token: localStorage.getItem("token") ?? "" },
    });
    return (await response.json()).data.records as { serialNumber: string }[];
  });
  const serial = detectors[0].serialNumber;
  const csv = [
    "name,serialNumber,detectorSerialNumber,position,status",
    `E2E 传感器,E2E-SN-${Date.now()},${serial},东侧,FREE`,
    "缺少序列号,,nobody,,FREE",
  ].join("\n");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: sensors.actions.importCsv }).click();
  await (await chooser).setFiles({
    name: "sensors.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf8"),
  });
  const report = page.getByRole("dialog");
  await expect(report).toContainText(
    kit.import.summary.replace("{{total}}", "2").replace("{{imported}}", "1").replace("{{failed}}", "1"),
  );
  await expect(report.locator(".ant-table-row")).toHaveCount(2);
});
