import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { apiLogin, CAPTCHA, fillLogin, login, spaced } from "./helpers";
import { deptId, MANAGER_PASSWORD, makeReportManager } from "./report-manager";

/**
 * The six analyses through the real server: each opens with its figures and charts; the range and
 * the department live in the URL (a reload keeps them); a bar (by its table view, the keyboard's
 * way) opens the meetings behind it; the exports arrive as files. A department manager sees only
 * their department's subtree, and another department's id in the link is refused.
 */
const REPORTS = [
  ["/report/meeting-detail-report", "会议明细"],
  ["/report/meeting-room-analysis", "会议室分析"],
  ["/report/department-analysis", "部门分析"],
  ["/report/personal-analysis", "个人分析"],
  ["/report/concurrent-analysis", "并发分析"],
  ["/report/participants-analysis", "参会人分析"],
] as const;

const MANAGER = `rpt${Date.now().toString(36).slice(-5)}`;
const MANAGED = "研发中心";
const SUBTREE = new Set([MANAGED, "平台研发部", "终端研发部", "测试部"]);

/** The report has drawn its figures and its charts' frames (no skeleton left). */
async function settled(page: Page) {
  await expect(page.locator(".report-figures .ant-statistic").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".page-frame .ant-skeleton")).toHaveCount(0, { timeout: 20_000 });
}

/** A chart card by its title, switched to its table view. */
async function chartTable(page: Page, title: string) {
  const card = page
    .locator(".ant-card")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await card.getByText("表格", { exact: true }).click();
  return card;
}

test.describe("reports as the administrator", () => {
  test.beforeEach(async ({ page }) => {
    await login(page, "admin");
  });

  test("each report opens with its figures and charts", async ({ page }) => {
    for (const [path, title] of REPORTS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await settled(page);
      // Each chart carries its words for screen readers.
      await expect(page.locator(".report-chart figcaption").first()).toContainText(/：/);
    }
  });

  test("/report lands on the first report, the range lives in the URL", async ({ page }) => {
    await page.goto("/report");
    await expect(page).toHaveURL(/\/report\/meeting-detail-report/);
    await settled(page);
    const figures = page.waitForResponse((r) => r.url().includes("/report/statistic/meeting/network"));
    await page.getByRole("search").getByText("周", { exact: true }).click();
    const answer = await figures;
    expect(new URL(answer.url()).searchParams.get("granularity")).toBe("day");
    await expect(page).toHaveURL(/range=week/);
    const url = new URL(page.url());
    const monday = url.searchParams.get("date");
    expect(new Date(`${monday}T00:00:00`).getDay()).toBe(1);
    await page.getByRole("button", { name: "上一周期" }).click();
    await expect(page).not.toHaveURL(new RegExp(`date=${monday}`));
    const before = page.url();
    await page.reload();
    await settled(page);
    expect(page.url()).toBe(before);
    await expect(page.getByRole("search").locator(".ant-segmented-item-selected")).toHaveText("周");
  });

  test("a bar opens the meetings behind it, in a drawer whose page is in the URL", async ({ page }) => {
    await page.goto("/report/meeting-detail-report");
    await settled(page);
    const card = await chartTable(page, "各类型会议数");
    const firstRow = card.locator(".ant-table-row").first();
    const count = Number(await firstRow.locator("td").nth(1).textContent());
    await firstRow.getByRole("button", { name: "查看会议" }).click();
    await expect(page).toHaveURL(/drill=type%3A|drill=type:/);
    const drawer = page.locator(".ant-drawer-content");
    await expect(drawer).toBeVisible();
    await expect(drawer.locator(".ant-pagination-total-text")).toHaveText(`共 ${count} 条`);
    // The drawer's rows are the bar's: every one of the type it stands for.
    const type = (await firstRow.locator("td").first().textContent())?.trim();
    const types = await drawer.locator(".ant-table-row td:nth-child(3)").allTextContents();
    expect(types.length).toBeGreaterThan(0);
    for (const text of types) expect(text.trim()).toBe(type);
    await page.reload();
    await expect(page.locator(".ant-drawer-content")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).not.toHaveURL(/drill=/);
  });

  test("a trend point opens the meetings of its period", async ({ page }) => {
    await page.goto("/report/department-analysis?range=month");
    await settled(page);
    const card = await chartTable(page, "各部门会议时长趋势");
    // The first day with hours in any department.
    const rows = card.locator(".ant-table-row");
    await expect(rows.first()).toBeVisible();
    let chosen = -1;
    for (let i = 0; i < (await rows.count()) && chosen < 0; i++) {
      const values = (await rows.nth(i).locator("td").allTextContents()).slice(1, -1).map(Number);
      if (values.some((v) => v > 0)) chosen = i;
    }
    expect(chosen).toBeGreaterThanOrEqual(0);
    const row = rows.nth(chosen);
    const day = (await row.locator("td").first().textContent())?.trim() ?? "";
    await row.getByRole("button", { name: "查看会议" }).click();
    await expect(page).toHaveURL(/drill=period%3A|drill=period:/);
    const drawer = page.locator(".ant-drawer-content");
    const times = drawer.locator(".ant-table-row td:nth-child(4)");
    await expect(times.first()).toBeVisible();
    // Each meeting of the drawer runs on that day ("11-18" in the chart, "2026/11/18 …" in the table).
    for (const text of await times.allTextContents()) expect(text).toContain(day.replace("-", "/"));
  });

  test("the detail table and booked versus used export as files", async ({ page }) => {
    await page.goto("/report/meeting-detail-report");
    await settled(page);
    const csv = page.waitForEvent("download");
    await page
      .locator(".page-frame-extra")
      .getByRole("button", { name: /导出 CSV/ })
      .click();
    const file = await csv;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const text = readFileSync((await file.path())!, "utf8");
    expect(text.split("\n").length).toBeGreaterThan(2);

    await page.goto("/report/meeting-room-analysis");
    await settled(page);
    const section = page.getByRole("region", { name: "预订与实际使用" });
    const xlsx = page.waitForEvent("download");
    await section.getByRole("button", { name: /导出 Excel/ }).click();
    const book = await xlsx;
    expect(book.suggestedFilename()).toMatch(/\.xlsx$/);
    // An XLSX file is a ZIP archive.
    expect(
      readFileSync((await book.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
  });

  test("booked versus used: a group opens its bookings", async ({ page }) => {
    await page.goto("/report/meeting-room-analysis?groupBy=room");
    await settled(page);
    const section = page.getByRole("region", { name: "预订与实际使用" });
    await expect(section.locator('[aria-label="预订分组方式"] .ant-segmented-item-selected')).toHaveText(
      "会议室",
    );
    const row = section.locator(".ant-table-row").first();
    const room = (await row.locator("td").first().textContent())?.trim();
    const bookings = Number(await row.locator("td").nth(1).textContent());
    await row.getByRole("button", { name: "查看预订" }).click();
    const drawer = page.locator(".ant-drawer-content");
    await expect(drawer.locator(".ant-pagination-total-text")).toHaveText(`共 ${bookings} 条`);
    const rooms = await drawer.locator(".ant-table-row td:nth-child(2)").allTextContents();
    for (const text of rooms) expect(text.trim()).toBe(room);
  });

  test("the organisation's time zone, set on the network tab, is the one report times show in", async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request, "admin");
    const before = (await (await request.get("/api/v1/report/settings", { headers: { token } })).json()).data
      .timeZone as string;
    // Chatham is 12:45 or 13:45 ahead of UTC: no browser zone shows the same minutes.
    const zone = "Pacific/Chatham";
    try {
      await page.goto("/system/server-setting");
      await expect(page.getByRole("combobox", { name: "组织时区" })).toBeAttached();
      await page
        .locator(".ant-form-item")
        .filter({ hasText: "组织时区" })
        .locator(".ant-select-selector")
        .click();
      await page.keyboard.type(zone);
      await expect(page.locator(".ant-select-dropdown:visible .ant-select-item-option-active")).toHaveText(
        zone,
      );
      await page.keyboard.press("Enter");
      await expect(page.locator(".ant-select-selection-item").filter({ hasText: zone })).toBeVisible();
      await page.getByRole("button", { name: spaced("保存") }).click();
      await expect(page.locator(".ant-message").getByText("网络设置已保存")).toBeVisible();

      const meetings = page.waitForResponse(
        (r) => r.url().includes("/report/meeting/network?") && r.request().method() === "GET",
      );
      await page.goto("/report/meeting-detail-report?range=month");
      const first = ((await (await meetings).json()) as { data: { records: { startAt: number }[] } }).data
        .records[0];
      await settled(page);
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat("en-GB", {
          timeZone: zone,
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        })
          .formatToParts(first.startAt)
          .map((part) => [part.type, part.value]),
      );
      const expected = `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
      await expect(page.locator(".page-frame .ant-table-row").first()).toContainText(expected);
    } finally {
      const reset = await request.put("/api/v1/report/settings", {
        headers: { token },
        data: { timeZone: before },
      });
      expect(reset.status()).toBe(200);
    }
  });
});

test.describe
  .serial("reports as a department manager", () => {
    let otherDept = "";

    test.beforeAll(async ({ request }) => {
      const { token } = await makeReportManager(request, MANAGER, MANAGED);
      otherDept = await deptId(request, token, "市场部");
    });

    async function managerLogin(page: Page) {
      await page.goto("/login");
      await expect(page.locator(".captcha-image img")).toBeVisible();
      await fillLogin(page, MANAGER, MANAGER_PASSWORD, CAPTCHA);
      await expect(page.locator(".ant-layout-sider")).toBeVisible();
    }

    test("sees every report, and only their department's subtree", async ({ page }) => {
      await managerLogin(page);
      for (const [path, title] of REPORTS) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await settled(page);
      }
      await page.goto("/report/department-analysis");
      await settled(page);
      // The department filter starts at their department.
      await page.getByRole("search").getByRole("combobox", { name: "部门" }).click();
      const tree = page.locator(".ant-select-tree");
      await expect(tree.getByText(MANAGED, { exact: true })).toBeVisible();
      await expect(tree.getByText("市场部", { exact: true })).toHaveCount(0);
      await page.keyboard.press("Escape");
      // Every bar and every meeting is of their subtree.
      const bars = await chartTable(page, "各部门会议时长");
      await expect(bars.locator(".ant-table-row").first()).toBeVisible();
      for (const name of await bars.locator(".ant-table-row td:first-child").allTextContents()) {
        expect(SUBTREE.has(name.trim()), name).toBe(true);
      }
      const table = page.getByRole("region", { name: "所选部门的会议" });
      await expect(table.locator(".ant-table-row").first()).toBeVisible();
      for (const name of await table.locator(".ant-table-row td:nth-child(7)").allTextContents()) {
        expect(SUBTREE.has(name.trim()), name).toBe(true);
      }
    });

    test("another department's id in the link is refused", async ({ page }) => {
      await managerLogin(page);
      const refused = page.waitForResponse(
        (r) => r.url().includes("/report/statistic/network/by-dept") && r.url().includes(otherDept),
      );
      await page.goto(`/report/department-analysis?dept=${otherDept}`);
      expect((await refused).status()).toBe(404);
      await expect(page.getByText("资源不存在").first()).toBeVisible();
      // The report and its booked-versus-used section both say so.
      await expect(page.locator(".report-failed")).toHaveText(["报表加载失败", "报表加载失败"]);
      await expect(page.locator(".report-figures .ant-statistic")).toHaveCount(0);
    });
  });
