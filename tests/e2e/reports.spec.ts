import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { apiLogin, CAPTCHA, fillLogin, login, spaced } from "./helpers";
import { deptId, MANAGER_PASSWORD, makeReportManager } from "./report-manager";

/**
 * The six analyses through the real server: each opens with its figures and charts; the range and
 * the department live in the URL (a reload keeps them); a bar (by its table view, the keyboard's
 * way) opens the meetings behind it; the exports arrive as files. A department manager sees only
 * their department's subtree, and another department's id in the link is refused; the personal
 * report offers them their subtree's people, and an ordinary user no choice at all.
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

/** A downloaded CSV file's lines, without the byte-order mark. */
function csvLines(file: string): string[] {
  return readFileSync(file, "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
}

/** Days of the range a report file names (…-YYYYMMDD_YYYYMMDD.ext), both included. */
function daysNamed(fileName: string): number {
  const [, from, to] = /(\d{8})_(\d{8})\.\w+$/.exec(fileName) ?? [];
  const day = (s: string) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(4, 6)) - 1, Number(s.slice(6)));
  return (day(to) - day(from)) / 86_400_000 + 1;
}

/** Clicks an export button of `scope` and returns the file that arrives. */
async function download(page: Page, scope: ReturnType<Page["locator"]>, name: RegExp) {
  const arriving = page.waitForEvent("download");
  await scope.getByRole("button", { name }).click();
  const file = await arriving;
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

const isZip = (file: string) => readFileSync(file).subarray(0, 2).toString() === "PK";

/** A user's id, as the administrator finds them by account. */
async function userId(request: APIRequestContext, account: string): Promise<string> {
  const token = await apiLogin(request, "admin");
  const response = await request.get(`/api/v1/system/user/options?keyword=${account}`, {
    headers: { token },
  });
  const found = (await response.json()).data.records.find((u: { account: string }) => u.account === account);
  expect(found, account).toBeDefined();
  return found.id as string;
}

/** The personal report's user picker: its search box, and the options it lists. */
async function searchPicker(page: Page, text: string) {
  const picker = page.getByRole("search").getByRole("combobox", { name: "人员" });
  // The chosen name lies over the search box: type into it as the keyboard does.
  await picker.focus();
  await picker.fill(text);
  return page.locator(".ant-select-dropdown:visible");
}

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

/**
 * The first row of a chart's table view whose figures (the cells between the period and the
 * button) pass `wanted`; the test fails if none does.
 */
async function firstRowWhere(card: Locator, wanted: (figures: number[]) => boolean) {
  const rows = card.locator(".ant-table-row");
  await expect(rows.first()).toBeVisible();
  for (let i = 0; i < (await rows.count()); i++) {
    const figures = (await rows.nth(i).locator("td").allTextContents()).slice(1, -1).map(Number);
    if (wanted(figures)) return rows.nth(i);
  }
  throw new Error("no row of the chart's table has the figures wanted");
}

test.describe("reports as the administrator", () => {
  test.beforeEach(async ({ page }) => {
    await login(page, "admin");
  });

  test("each report opens with its figures and charts", async ({ page }) => {
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    for (const [path, title] of REPORTS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await settled(page);
      // The charts have drawn their marks, each named with its value, and each chart carries its
      // words for screen readers.
      await expect(page.locator(".report-chart svg.report-svg").first()).toBeVisible();
      const marks = page.locator(".report-chart .report-mark");
      expect(await marks.count()).toBeGreaterThan(0);
      await expect(marks.first()).toHaveAttribute("aria-label", /\S: \d/);
      await expect(page.locator(".report-chart figcaption").first()).toContainText(/：/);
    }
    expect(errors).toEqual([]);
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

  test("a bar chosen by keyboard opens the meetings behind it", async ({ page }) => {
    await page.goto("/report/meeting-detail-report");
    await settled(page);
    const chart = page.getByRole("group", { name: "各类型会议数", exact: true });
    // One tab stop for the whole chart: its first bar, whose name carries the type and its count.
    const first = chart.locator('[tabindex="0"]');
    await first.focus();
    await expect(first).toBeFocused();
    const bars = chart.getByRole("button");
    expect(await bars.count()).toBeGreaterThan(1);
    await page.keyboard.press("ArrowRight");
    const second = bars.nth(1);
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute("tabindex", "0");
    const [type = "", count = ""] = ((await second.getAttribute("aria-label")) ?? "").split(": ");
    // The tooltip tells the focused bar's exact value.
    await expect(chart.locator(".report-tooltip")).toContainText(type);
    await expect(chart.locator(".report-tooltip")).toContainText(count);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/drill=type%3A|drill=type:/);
    const drawer = page.locator(".ant-drawer-content");
    await expect(drawer.locator(".ant-pagination-total-text")).toHaveText(`共 ${count} 条`);
    for (const text of await drawer.locator(".ant-table-row td:nth-child(3)").allTextContents()) {
      expect(text.trim()).toBe(type);
    }
  });

  test("a trend point opens the meetings of its period", async ({ page }) => {
    await page.goto("/report/department-analysis?range=month");
    await settled(page);
    const card = await chartTable(page, "各部门会议时长趋势");
    // The first day with hours in any department.
    const row = await firstRowWhere(card, (hours) => hours.some((v) => v > 0));
    const day = (await row.locator("td").first().textContent())?.trim() ?? "";
    await row.getByRole("button", { name: "查看会议" }).click();
    await expect(page).toHaveURL(/drill=period%3A|drill=period:/);
    const drawer = page.locator(".ant-drawer-content");
    const times = drawer.locator(".ant-table-row td:nth-child(4)");
    await expect(times.first()).toBeVisible();
    // Each meeting of the drawer runs on that day ("11-18" in the chart, "2026/11/18 …" in the table).
    for (const text of await times.allTextContents()) expect(text).toContain(day.replace("-", "/"));
  });

  test("a detail trend point opens as many meetings as it counts, and a reload keeps it open", async ({
    page,
  }) => {
    await page.goto("/report/meeting-detail-report?range=month");
    await settled(page);
    const card = await chartTable(page, "会议数与时长趋势");
    // Columns: the day, its meetings, its hours, the button.
    const row = await firstRowWhere(card, ([meetings]) => meetings > 0);
    const meetings = Number(await row.locator("td").nth(1).textContent());
    await row.getByRole("button", { name: "查看会议" }).click();
    await expect(page).toHaveURL(/drill=period%3A|drill=period:/);
    const drawer = page.locator(".ant-drawer-content");
    await expect(drawer.locator(".ant-pagination-total-text")).toHaveText(`共 ${meetings} 条`);
    await page.reload();
    await expect(drawer.locator(".ant-pagination-total-text")).toHaveText(`共 ${meetings} 条`);
  });

  test("a room trend point opens the bookings of its day", async ({ page }) => {
    await page.goto("/report/meeting-room-analysis?range=month");
    await settled(page);
    const card = await chartTable(page, "预订与使用时长趋势");
    const row = await firstRowWhere(card, ([booked]) => booked > 0);
    const day = (await row.locator("td").first().textContent())?.trim() ?? "";
    await row.getByRole("button", { name: "查看预订" }).click();
    const drawer = page.locator(".ant-drawer-content");
    const times = drawer.locator(".ant-table-row td:nth-child(5)");
    await expect(times.first()).toBeVisible();
    for (const text of await times.allTextContents())
      expect(text).toMatch(new RegExp(`^\\d{4}/${day.replace("-", "/")} `));
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

  test("the concurrency and participants reports export their peaks, and concurrency the meetings of its peak", async ({
    page,
  }) => {
    await page.goto("/report/concurrent-analysis");
    await settled(page);
    const peaks = await download(page, page.locator(".page-frame-extra"), /导出 CSV/);
    expect(peaks.name).toMatch(/^并发会议峰值-\d{8}_\d{8}\.csv$/);
    const lines = csvLines(peaks.path);
    expect(lines[0]).toBe("时段,最高并发会议数,首次达到时间,MCU 端口数");
    // A month by day: a line for every day of the range the file names.
    expect(lines).toHaveLength(1 + daysNamed(peaks.name));
    const atPeak = page.getByRole("region", { name: /^峰值时刻/ });
    const moment = await download(page, atPeak, /导出 Excel/);
    expect(moment.name).toMatch(/^进行中的会议-\d{8}-\d{4}-\d{8}_\d{8}\.xlsx$/);
    expect(isZip(moment.path)).toBe(true);

    await page.goto("/report/participants-analysis");
    await settled(page);
    const participants = await download(page, page.locator(".page-frame-extra"), /导出 CSV/);
    expect(participants.name).toMatch(/^并发参会人峰值-\d{8}_\d{8}\.csv$/);
    const days = csvLines(participants.path);
    expect(days[0]).toBe("时段,最高并发参会人数,首次达到时间,MCU 端口数,端口占用率（%）");
    expect(days).toHaveLength(1 + daysNamed(participants.name));
    // The demo data has no call records: no peak, so no meetings of a peak to export (the server
    // tests export them).
  });

  test("the personal report: the administrator picks whose, the link keeps it, the export follows", async ({
    page,
  }) => {
    await page.goto("/report/personal-analysis");
    await settled(page);
    await expect(page.getByRole("region", { name: "我的会议" })).toBeVisible();
    const options = await searchPicker(page, "zhangwei");
    await options.getByText("张伟 (zhangwei) · 平台研发部", { exact: true }).click();
    await expect(page).toHaveURL(/[?&]user=/);
    const table = page.getByRole("region", { name: "张伟的会议" });
    await expect(table).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(table).toBeVisible();
    // The reloaded page names the chosen person before the picker itself is fetched.
    await expect(page.getByRole("search").getByRole("combobox", { name: "人员" })).toHaveValue(/^张伟/);
    const total = Number(
      /\d+/.exec((await table.locator(".ant-pagination-total-text").textContent()) ?? "")?.[0] ?? "0",
    );
    const file = await download(page, page.locator(".page-frame-extra"), /导出 CSV/);
    expect(file.name).toMatch(/^个人会议报表-张伟-\d{8}_\d{8}\.csv$/);
    const lines = csvLines(file.path);
    expect(lines[0]).toMatch(/^会议名称,会议号,/);
    expect(lines).toHaveLength(1 + total);
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

    async function managerLogin(page: Page, account = MANAGER) {
      await page.goto("/login");
      await expect(page.locator(".captcha-image img")).toBeVisible();
      await fillLogin(page, account, MANAGER_PASSWORD, CAPTCHA);
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

    test("the personal report offers a manager their subtree's people only, and refuses another's link", async ({
      page,
      request,
    }) => {
      await managerLogin(page);
      await page.goto("/report/personal-analysis");
      await settled(page);
      const outside = await searchPicker(page, "hexue");
      await expect(outside.getByText("没有可选的人员")).toBeVisible();
      const inside = await searchPicker(page, "lina");
      await inside.getByText("李娜 (lina) · 终端研发部", { exact: true }).click();
      await expect(page.getByRole("region", { name: "李娜的会议" })).toBeVisible();

      const hexue = await userId(request, "hexue");
      const refused = page.waitForResponse(
        (r) => r.url().includes("/report/statistic/by-user") && r.url().includes(hexue),
      );
      await page.goto(`/report/personal-analysis?user=${hexue}`);
      expect((await refused).status()).toBe(404);
      await expect(page.locator(".report-failed").first()).toContainText("资源不存在");
      // The picker stays, to choose someone they may see.
      await expect(page.getByRole("search").getByRole("combobox", { name: "人员" })).toBeVisible();
    });

    test("an ordinary user sees their own personal report, with no picker", async ({ page, request }) => {
      const account = `${MANAGER}u`;
      await makeReportManager(request, account, MANAGED, {
        authority: false,
        permissions: ["dataReport", "personalReport"],
      });
      await managerLogin(page, account);
      await page.goto("/report");
      await expect(page).toHaveURL(/\/report\/personal-analysis/);
      await settled(page);
      await expect(page.getByRole("region", { name: "我的会议" })).toBeVisible();
      await expect(page.getByRole("search").getByRole("combobox", { name: "人员" })).toHaveCount(0);
      const lina = await userId(request, "lina");
      const refused = page.waitForResponse((r) => r.url().includes("/report/statistic/by-user"));
      await page.goto(`/report/personal-analysis?user=${lina}`);
      expect((await refused).status()).toBe(404);
      await expect(page.locator(".report-failed").first()).toBeVisible();
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
