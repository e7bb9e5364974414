import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import calendar from "../../locales/zh-CN/calendar.json" with { type: "json" };
import history from "../../locales/zh-CN/history.json" with { type: "json" };
import kit from "../../locales/zh-CN/kit.json" with { type: "json" };
import list from "../../locales/zh-CN/meeting-list.json" with { type: "json" };
import meetings from "../../locales/zh-CN/meetings.json" with { type: "json" };
import { scheduleBody } from "../fixtures/schedule-body";
import { apiLogin, login, spaced } from "./helpers";

/**
 * Meetings as people use them, in the default language against the real server: an ordinary user
 * schedules, finds and edits a meeting, cancels one occurrence of a series and joins by number; the
 * operator (a meeting administrator) sees the meeting they are invited to and books a room from the
 * calendar; the admin exports the history. Setup that is not under test goes through the API.
 */
const stamp = Date.now().toString(36).slice(-5);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const form = meetings.schedule;

interface Api {
  token: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, data: unknown): Promise<T>;
}

async function api(request: APIRequestContext, who: "user" | "operator" | "admin"): Promise<Api> {
  const token = await apiLogin(request, who);
  const headers = { token, language: "zh-CN" };
  const unwrap = async <T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> => {
    const envelope = (await response.json()) as { status: number; data: T };
    expect(envelope.status, JSON.stringify(envelope)).toBe(200);
    return envelope.data;
  };
  return {
    token,
    get: async (path) => unwrap(await request.get(`/api/v1${path}`, { headers })),
    post: async (path, data) => unwrap(await request.post(`/api/v1${path}`, { headers, data })),
  };
}

/** A room the caller may book, away from the ones the demo meetings use (they take the last rooms). */
async function bookableRoom(client: Api, index: number): Promise<{ id: string; name: string }> {
  const page = await client.get<{ records: { id: string; name: string }[] }>(
    "/device/room/authority/query?page=1&size=50&sort=name,asc&enabled=true",
  );
  return page.records[index];
}

/** A whole local hour `days` days from now. */
function slot(days: number, hour: number): number {
  const d = new Date(Date.now() + days * DAY);
  d.setHours(hour, 0, 0, 0);
  return d.getTime();
}

const rowOf = (page: Page, name: string): Locator => page.locator(".ant-table-row").filter({ hasText: name });

async function search(page: Page, keyword: string) {
  const box = page.getByPlaceholder(list.searchPlaceholder);
  await box.fill(keyword);
  await box.press("Enter");
}

async function pickFirstRoom(page: Page) {
  const item = page.locator(".ant-form-item").filter({ hasText: form.fields.roomIds }).first();
  await item.locator(".ant-select-selector").click();
  const option = page.locator(".ant-select-dropdown:visible .ant-select-item-option").first();
  await expect(option).toBeVisible();
  await option.click();
  await page.keyboard.press("Escape");
}

test.describe("meetings", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a user schedules a meeting with an attendee from the organisation, finds it under hosted by me and edits it; the attendee finds it under invited me", async ({
    page,
  }) => {
    const name = `e2e 周会 ${stamp}`;
    await login(page, "user");
    await page.goto("/home");
    await page.getByRole("button", { name: list.actions.schedule }).click();
    await expect(page).toHaveURL(/\/home\/schedule$/);
    // Two days ahead: the default start (the next quarter hour) would be inside the join-in-advance
    // window, where a meeting can no longer be edited.
    await page.goto(`/home/schedule?start=${slot(2, 10)}&end=${slot(2, 11)}`);
    await page.getByLabel(form.fields.name).fill(name);
    await pickFirstRoom(page);
    const attendees = page.locator(".ant-form-item").filter({ hasText: form.fields.attendeeIds }).first();
    await attendees.locator(".ant-select-selector").click();
    await page.keyboard.type("operator");
    await page
      .locator(".ant-select-dropdown:visible")
      .getByText(/\(operator\)/)
      .first()
      .click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: spaced(form.submitCreate) }).click();
    await expect(page).toHaveURL(/\/home(\?.*)?$/);

    await page.getByRole("tab", { name: list.tabs.hosted }).click();
    await expect(page).toHaveURL(/tab=hosted/);
    await search(page, name);
    await expect(rowOf(page, name)).toBeVisible();
    await expect(rowOf(page, name)).toContainText(list.status.SCHEDULE);

    // Edit: a new name, saved through the same form.
    await rowOf(page, name)
      .getByRole("button", { name: spaced(list.actions.edit) })
      .click();
    await expect(page).toHaveURL(/\/home\/schedule\/[^/?]+/);
    const renamed = `${name} 改`;
    await expect(page.getByLabel(form.fields.name)).toHaveValue(name);
    await page.getByLabel(form.fields.name).fill(renamed);
    await page.getByRole("button", { name: spaced(form.submitEdit) }).click();
    await expect(page).toHaveURL(/\/home(\?.*)?$/);
    await search(page, renamed);
    await expect(rowOf(page, renamed)).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await login(page, "operator");
    await page.goto(`/home?tab=invited&keyword=${encodeURIComponent(renamed)}`);
    await expect(rowOf(page, renamed)).toBeVisible();
  });

  test("a user cancels one occurrence of a weekly series and joins a meeting by its number", async ({
    page,
    request,
  }) => {
    const user = await api(request, "user");
    const room = await bookableRoom(user, 1);
    const name = `e2e 系列 ${stamp}`;
    const first = slot(2, 15);
    const saved = await user.post<{ meetingIds: string[]; meetingNumber: string }>(
      "/meeting/schedules",
      scheduleBody({
        name,
        roomIds: [room.id],
        startAt: first,
        endAt: first + HOUR,
        recurrence: { kind: "DAILY", until: first + 2 * DAY },
      }),
    );
    expect(saved.meetingIds).toHaveLength(3);

    await login(page, "user");
    await page.goto(`/home?keyword=${encodeURIComponent(name)}`);
    await expect(rowOf(page, name)).toHaveCount(3);
    // A row shows detail and edit; cancel is under "More".
    await rowOf(page, name).first().getByRole("button", { name: kit.more }).click();
    await page
      .getByRole("group", { name: kit.more })
      .getByRole("button", { name: spaced(list.actions.cancel) })
      .click();
    const dialog = page.getByRole("dialog").filter({ hasText: list.scope.question });
    await dialog.getByText(list.scope.one).click();
    await dialog.getByRole("button", { name: spaced(list.actions.cancelMeeting) }).click();
    await expect(page.getByText(list.cancelled)).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(2);

    // The same slot is now free again; the next day's occurrence is still booked: the form says so.
    await page.goto(`/home/schedule?roomId=${room.id}&start=${first + DAY}&end=${first + DAY + HOUR}`);
    await expect(page.getByTestId("conflicts")).toContainText(room.name);

    // Join by number.
    await page.goto("/home");
    await page.getByRole("button", { name: list.actions.join }).click();
    const join = page.getByRole("dialog").filter({ hasText: list.join.title });
    await join.getByPlaceholder(list.join.numberPlaceholder).fill(saved.meetingNumber);
    await join.getByRole("button", { name: list.join.find }).click();
    await expect(join).toContainText(name);
    await expect(join).toContainText(saved.meetingNumber);
  });

  test("the operator books a room from the calendar by clicking a free slot", async ({ page }) => {
    await login(page, "operator");
    const tomorrow = new Date(Date.now() + DAY);
    const date = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}`;
    await page.goto(`/home?view=calendar&date=${date}`);
    const track = page.getByTestId("room-calendar-track").first();
    await expect(track).toBeVisible();
    await expect(page.getByText(calendar.hint)).toBeVisible();
    const box = await track.boundingBox();
    if (!box) throw new Error("the calendar track has no box");
    // 07:00–22:00 is shown: a tenth of the way in is about 08:30, before any demo meeting.
    await page.mouse.click(box.x + box.width * 0.1, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/home\/schedule\?.*roomId=/);
    const url = new URL(page.url());
    const start = Number(url.searchParams.get("start"));
    expect(new Date(start).getDate()).toBe(tomorrow.getDate());
    await page.getByLabel(form.fields.name).fill(`e2e 日历 ${stamp}`);
    await page.getByRole("button", { name: spaced(form.submitCreate) }).click();
    await expect(page).toHaveURL(/\/home(\?.*)?$/);
  });

  test("the admin exports the meeting history", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/history");
    await expect(page.locator(".ant-table-row").first()).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: history.export.xlsx }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });
});
