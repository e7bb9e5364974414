import { expect, type Page, test } from "@playwright/test";
import { login, seriousViolations, spaced } from "./helpers";

/**
 * Calendar feeds in the console: my address on the profile page (copied, fetched by a calendar
 * client with no session, replaced after a confirmation), and a room's on its row.
 */
const FEED = /\/api\/v1\/calendar\/feeds\/[\w-]{43}\.ics\?lang=zh-CN$/;

async function shownAddress(page: Page): Promise<string> {
  const address = page.getByTestId("calendar-feed-url");
  await expect(address).toHaveText(FEED);
  return (await address.textContent()) ?? "";
}

test("my calendar feed: copy the address, read it, and replace it after confirming", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await login(page, "user", "/personal/UserInfo");
  const card = page.locator(".ant-card").filter({ hasText: "我的日历订阅" });
  const first = await shownAddress(page);
  expect(await seriousViolations(page)).toEqual([]);

  await card.locator(".ant-typography-copy").click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

  // Cancelling keeps the address.
  await card.getByRole("button", { name: "更换地址" }).click();
  const dialog = page.locator(".ant-modal-confirm");
  await expect(dialog).toContainText("当前地址将立即失效");
  await dialog.getByRole("button", { name: spaced("取消") }).click();
  await expect(dialog).toHaveCount(0);
  expect(await shownAddress(page)).toBe(first);

  await card.getByRole("button", { name: "更换地址" }).click();
  await dialog.getByRole("button", { name: "更换地址" }).click();
  await expect(page.getByTestId("calendar-feed-url")).not.toHaveText(first);
  const second = await shownAddress(page);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);
});

test("a room's calendar feed from its row: copy the address, read it, replace it after confirming", async ({
  page,
  request,
}) => {
  await login(page, "admin", "/operation/meeting-room-management");
  const row = page.locator(".ant-table-row").first();
  await row.getByRole("button", { name: "更多" }).click();
  await page.locator(".row-actions-menu").getByRole("button", { name: "日历订阅" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "日历地址" });
  const address = dialog.locator(".ant-typography").filter({ hasText: "/calendar/feeds/" });
  await expect(address).toHaveText(FEED);
  await expect(address.locator(".ant-typography-copy")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const first = (await address.textContent()) ?? "";
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("X-WR-CALNAME:会议室 ");
  await dialog.getByRole("button", { name: spaced("关闭") }).click();
  await expect(dialog).toBeHidden();

  // A new address, after a confirmation, ends the old one.
  await row.getByRole("button", { name: "更多" }).click();
  await page.locator(".row-actions-menu").getByRole("button", { name: "更换日历地址" }).click();
  const confirm = page.locator(".ant-modal-confirm");
  await expect(confirm).toContainText("会议室当前的日历地址将立即失效");
  await confirm.getByRole("button", { name: spaced("确定") }).click();
  const fresh = dialog.locator(".ant-typography").filter({ hasText: "/calendar/feeds/" });
  await expect(fresh).toHaveText(FEED);
  const second = (await fresh.textContent()) ?? "";
  expect(second).not.toBe(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);
});
