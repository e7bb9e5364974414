import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import common from "../../locales/en-US/common.json" with { type: "json" };
import errors from "../../locales/en-US/errors.json" with { type: "json" };
import live from "../../locales/en-US/live.json" with { type: "json" };
import control from "../../locales/en-US/meeting-control.json" with { type: "json" };
import list from "../../locales/en-US/meeting-list.json" with { type: "json" };
import monitor from "../../locales/en-US/monitor.json" with { type: "json" };
import zhCommon from "../../locales/zh-CN/common.json" with { type: "json" };
import zhErrors from "../../locales/zh-CN/errors.json" with { type: "json" };
import zhLive from "../../locales/zh-CN/live.json" with { type: "json" };
import zhControl from "../../locales/zh-CN/meeting-control.json" with { type: "json" };
import zhList from "../../locales/zh-CN/meeting-list.json" with { type: "json" };
import { scheduleBody } from "../fixtures/schedule-body";
import { apiLogin, login } from "./helpers";

/**
 * Live meetings as operators use them, in each language, against the real server and its
 * simulator: an instant meeting is started from /home and opened from its row; participants are
 * invited and connect; one is muted, the layout changes, a message is shown, one participant moves
 * to another running meeting, the meeting is locked and ended. A second console on another
 * browser context watches the same meeting and sees each change arrive without reloading. It signs
 * in as another SYSTEM user: the demo operator's data authority does not cover the administrator's
 * meeting, and live meetings follow data authority (tests/server/live-authority.test.ts). Then the
 * spec §4 rule: a meeting that is not ONLINE is announced with its status and the user is taken to
 * the monitor.
 */
test.use({ locale: "en-US" });

const stamp = Date.now().toString(36).slice(-5);

/** The strings of the pages the operator flow reads, per language. */
const STRINGS = {
  "en-US": { common, errors, live, control, list },
  "zh-CN": { common: zhCommon, errors: zhErrors, live: zhLive, control: zhControl, list: zhList },
} as const;
type Language = keyof typeof STRINGS;
/** A button's name as antd renders it: two Chinese characters get a space between them. */
const named = (text: string): RegExp =>
  new RegExp([...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s*"));

interface Api {
  get<T>(path: string): Promise<T>;
  /** The envelope's status and data, whatever the status. */
  post(path: string, data: unknown): Promise<{ status: number; data: unknown }>;
}

async function api(request: APIRequestContext): Promise<Api> {
  const token = await apiLogin(request, "admin");
  return {
    get: async <T>(path: string) => {
      const envelope = (await (await request.get(`/api/v1${path}`, { headers: { token } })).json()) as {
        status: number;
        data: T;
      };
      expect(envelope.status, JSON.stringify(envelope)).toBe(200);
      return envelope.data;
    },
    post: async (path, data) => (await request.post(`/api/v1${path}`, { headers: { token }, data })).json(),
  };
}

/** Books a meeting starting in ten minutes (inside the readiness window) in the first free room. */
async function bookSoon(admin: Api, name: string): Promise<void> {
  const rooms = await admin.get<{ records: { id: string }[] }>(
    "/device/room/authority/query?page=1&size=50&sort=name,asc&enabled=true",
  );
  const startAt = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
  for (const room of rooms.records) {
    const saved = await admin.post(
      "/meeting/schedules",
      scheduleBody({ name, roomIds: [room.id], startAt, endAt: startAt + 30 * 60_000 }),
    );
    if (saved.status === 200) return;
    expect(saved.status, JSON.stringify(saved)).toBe(409);
  }
  throw new Error("no free room");
}

const roster = (page: Page) => page.locator(".roster .ant-table-tbody");
const rosterRow = (page: Page, address: string): Locator =>
  roster(page).locator(".ant-table-row").filter({ hasText: address });
const info = (page: Page, label: string): Locator =>
  page.locator(".ant-descriptions-item-label", { hasText: label }).locator("xpath=following-sibling::td[1]");
const onlineTotal = (page: Page) => page.locator('[data-total="connected"]');
const toast = (page: Page, text: string) => page.locator(".ant-message").getByText(text, { exact: true });

async function secondConsole(browser: Browser, meetingId: string, language: Language): Promise<Page> {
  const context = await browser.newContext({ locale: language });
  const page = await context.newPage();
  await login(page, "admin");
  await page.goto(`/device/meeting-control?meetingId=${meetingId}`);
  await expect(page.locator(".control-view")).toBeVisible();
  await expect(page.locator('[data-stream="live"]')).toBeVisible();
  return page;
}

async function operatorFlow(page: Page, browser: Browser, request: APIRequestContext, language: Language) {
  const { common, errors, live, control, list } = STRINGS[language];
  const MEETING = `E2E live ${language} ${stamp}`;
  const ADDRESSES = ["a", "b", "c", "d"].map((x) => `${x}${stamp}${language.slice(0, 2)}@e2e.example.com`);
  const admin = await api(request);

  // Start an instant meeting from /home.
  await login(page, "admin", "/login");
  await page.goto("/home");
  await page.getByRole("button", { name: named(list.actions.instant) }).click();
  await page.getByRole("dialog").getByLabel(list.instant.name, { exact: true }).fill(MEETING);
  await page.getByRole("button", { name: named(list.instant.start) }).click();
  await expect(page.getByText(list.instant.started)).toBeVisible();
  await page
    .locator(".ant-modal-footer")
    .getByRole("button", { name: named(list.actions.close) })
    .click();
  const running = await admin.get<{ records: { id: string; name: string }[] }>(
    `/meeting/schedules?tab=all&keyword=${encodeURIComponent(MEETING)}`,
  );
  const meetingId = running.records[0]!.id;
  // The driver starts it on an MCU within a tick or two.
  await expect
    .poll(
      async () =>
        (await admin.get<{ meetingStatus: string }>(`/meeting/meetings/${meetingId}/live`)).meetingStatus,
      {
        timeout: 20_000,
      },
    )
    .toBe("ONLINE");

  // Open it from its row's "More" menu.
  await page.reload();
  const row = page.locator(".ant-table-row").filter({ hasText: MEETING });
  await row.getByRole("button", { name: /More|更多/ }).click();
  await page.getByRole("button", { name: named(list.actions.control) }).click();
  await expect(page).toHaveURL(/\/device\/meeting-control/);
  await expect(page.locator(".control-view h2").first()).toHaveText(MEETING);
  await expect(page.locator('[data-stream="live"]')).toBeVisible();

  const watcher = await secondConsole(browser, meetingId, language);

  // Invite four addresses; both consoles watch them connect.
  await page.getByRole("button", { name: named(control.toolbar.invite) }).click();
  await page.getByRole("tab", { name: control.invite.addressesTab }).click();
  for (const [i, address] of ADDRESSES.entries()) {
    if (i > 0) await page.getByRole("button", { name: named(control.invite.addRow) }).click();
    await page
      .getByLabel(control.invite.address.replace("{{index}}", String(i + 1)), { exact: true })
      .fill(address);
  }
  await page
    .getByRole("dialog")
    .getByRole("button", { name: named(control.invite.submit) })
    .click();
  await expect(toast(page, control.invite.done)).toBeVisible();
  for (const view of [page, watcher]) {
    for (const address of ADDRESSES) await expect(rosterRow(view, address)).toBeVisible();
    await expect
      .poll(async () => Number(((await onlineTotal(view).textContent()) ?? "").replace(/\D/g, "")), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(2);
  }

  // Mute one online participant.
  const online = roster(page).locator(".ant-table-row").filter({ hasText: live.participantStatus.connected });
  const mutedAddress = ((await online.first().locator(".roster-call-address").textContent()) ?? "").trim();
  await rosterRow(page, mutedAddress)
    .getByRole("button", { name: new RegExp(`^${control.roster.actions.mute} `) })
    .click();
  await expect(rosterRow(watcher, mutedAddress)).toContainText(control.roster.flags.micOff);

  // Change the layout.
  await page.getByRole("button", { name: named(control.toolbar.layout) }).click();
  await page.getByRole("dialog").getByText(live.layout.TWO_BY_TWO, { exact: true }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: named(control.layout.submit) })
    .click();
  await expect(info(watcher, control.info.layout)).toHaveText(live.layout.TWO_BY_TWO);

  // Show a message.
  await page.getByRole("button", { name: named(control.toolbar.message) }).click();
  await page.getByRole("dialog").getByLabel(control.message.content, { exact: true }).fill(`Break ${stamp}`);
  await page.getByRole("dialog").getByText(live.position.BOTTOM, { exact: true }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: named(control.message.submit) })
    .click();
  await expect(info(watcher, control.info.message)).toContainText(`Break ${stamp}`);
  await expect(info(watcher, control.info.message)).toContainText(live.position.BOTTOM);

  // Move one participant to another running meeting (a demo meeting).
  const movedAddress = ADDRESSES.find((a) => a !== mutedAddress)!;
  await rosterRow(page, movedAddress)
    .getByRole("button", { name: /More|更多/ })
    .click();
  await page.getByRole("button", { name: new RegExp(`^${control.roster.actions.move}`) }).click();
  const dialog = page.getByRole("dialog", { name: control.move.title });
  await dialog.getByRole("combobox", { name: control.move.target }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
  await dialog.getByRole("button", { name: named(control.move.submit) }).click();
  await expect(toast(page, control.move.done)).toBeVisible();
  await expect(rosterRow(watcher, movedAddress)).toHaveCount(0);
  await expect(rosterRow(page, movedAddress)).toHaveCount(0);

  // Lock.
  await page.locator(".control-toolbar").getByText(control.toolbar.lock, { exact: true }).click();
  await expect(info(watcher, control.info.lock)).toHaveText(control.info.locked);

  // Its detail on /home shows the audit trail as a timeline: who, what, target, before and after.
  const home = await page.context().newPage();
  await home.goto(`/home?keyword=${encodeURIComponent(MEETING)}`);
  await home
    .locator(".ant-table-row")
    .filter({ hasText: MEETING })
    .getByRole("button", { name: named(list.actions.detail) })
    .click();
  const timeline = home.locator(".audit-timeline");
  await expect(timeline.locator('[data-audit="LOCK"]')).toContainText(list.audit.action.LOCK);
  await expect(timeline.locator('[data-audit="LOCK"]')).toContainText(
    `${list.audit.field.locked}: ${list.audit.no} → ${list.audit.yes}`,
  );
  await expect(timeline.locator('[data-audit="LAYOUT"]')).toContainText("AUTO → TWO_BY_TWO");
  await expect(timeline.locator('[data-audit="MICROPHONE"]')).toContainText(
    list.audit.who.split("{{name}}")[0],
  );
  await home.close();

  // End: both consoles say the meeting has ended, and the controls are off.
  await page.getByRole("button", { name: named(control.toolbar.end) }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: named(control.toolbar.end) })
    .click();
  await expect(toast(page, errors.messages.endSucceeded)).toBeVisible();
  for (const view of [page, watcher]) {
    await expect(view.getByRole("alert").filter({ hasText: errors.messages.meetingEnded })).toBeVisible();
    await expect(view.getByRole("button", { name: named(control.toolbar.invite) })).toBeDisabled();
  }

  // The audit trail of the ended meeting, as a timeline in its detail on /home (the history lists it).
  const audit = await admin.get<{ records: { action: string }[] }>(
    `/meeting/meetings/${meetingId}/audit?size=50`,
  );
  expect(audit.records.map((e) => e.action)).toEqual(
    expect.arrayContaining(["START", "INVITE", "MICROPHONE", "LAYOUT", "MESSAGE", "MOVE_OUT", "LOCK", "END"]),
  );

  // Spec §4: opening a meeting that is not ONLINE states its status and leads to the monitor, once.
  await watcher.goto(`/device/meeting-control?meetingId=${meetingId}`);
  const alert = watcher.getByRole("dialog").filter({ hasText: control.notOnline.title });
  await expect(alert).toContainText(live.monitorLabel.ended);
  await alert.getByRole("button", { name: named(control.notOnline.ok) }).click();
  await expect(watcher).toHaveURL(/\/monitor\/meeting$/);
  await expect(watcher.getByRole("heading", { level: 1 })).toHaveText(common.menu.monitorMeeting);
  // Once: coming back to the control page does not announce it again.
  await watcher.goto("/device/meeting-control");
  await expect(watcher.getByText(control.choose)).toBeVisible();
  await expect(watcher.getByRole("dialog")).toHaveCount(0);
  await watcher.context().close();
}

test("an operator runs an instant meeting end to end; a second console sees each change live", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await operatorFlow(page, browser, request, "en-US");
});

test("a host controls their own meeting from its row on /home (no meetingControl)", async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E host ${stamp}`;
  await login(page, "user");
  await page.goto("/home");
  await page.getByRole("button", { name: list.actions.instant }).click();
  await page.getByRole("dialog").getByLabel(list.instant.name, { exact: true }).fill(name);
  await page.getByRole("button", { name: list.instant.start }).click();
  await expect(page.getByText(list.instant.started)).toBeVisible();
  await page.locator(".ant-modal-footer").getByRole("button", { name: list.actions.close }).click();

  // Once the driver has started it, its row offers control under "More".
  const row = page.locator(".ant-table-row").filter({ hasText: name });
  await expect(async () => {
    await page.reload();
    await row.getByRole("button", { name: /More/ }).click();
    await expect(page.getByRole("button", { name: list.actions.control })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole("button", { name: list.actions.control }).click();
  await expect(page).toHaveURL(/\/home\/control\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(control.hostTitle);
  await expect(page.locator('[data-stream="live"]')).toBeVisible();

  await page.locator(".control-toolbar").getByText(control.toolbar.lock, { exact: true }).click();
  await expect(info(page, control.info.lock)).toHaveText(control.info.locked);
  await page.getByRole("button", { name: control.toolbar.end }).click();
  await page.getByRole("dialog").getByRole("button", { name: control.toolbar.end }).click();
  await expect(toast(page, errors.messages.endSucceeded)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: errors.messages.meetingEnded })).toBeVisible();
});

test("the monitors show what runs, terminals in calls and MCU ports, and follow changes live", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await api(request);
  await login(page, "admin");

  const booked = `E2E soon ${stamp}`;
  await bookSoon(admin, booked);

  await page.goto("/monitor/meeting");
  await expect(page.locator('[data-stream="live"]')).toBeVisible();
  const rows = page.locator(".ant-table-row");
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(live.monitorLabel.inProgress).first()).toBeVisible();
  // A meeting about to start carries its readiness, with the reasons on hover and on focus.
  const soon = rows.filter({ hasText: booked });
  await expect(soon).toContainText(live.monitorLabel.notStarted);
  const readiness = soon.locator(".readiness-tag");
  await expect(readiness).toContainText(
    new RegExp(`${live.readiness.READY}|${live.readiness.AT_RISK}|${live.readiness.NOT_READY}`),
  );
  await readiness.focus();
  await expect(page.locator(".ant-tooltip:visible")).toBeVisible();

  // Readiness shows on /home rows too, from 15 minutes before the start.
  const home = await page.context().newPage();
  await home.goto(`/home?keyword=${encodeURIComponent(booked)}`);
  await expect(
    home.locator(".ant-table-row").filter({ hasText: booked }).locator(".readiness-tag"),
  ).toBeVisible();
  await home.close();

  // Filters live in the URL.
  await page.getByRole("combobox", { name: monitor.meetings.statusFilter }).click();
  await page
    .locator(".ant-select-dropdown:visible")
    .getByText(live.monitorLabel.notStarted, { exact: true })
    .click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/status=SCHEDULE/);
  await expect(rows.filter({ hasText: live.monitorLabel.inProgress })).toHaveCount(0);

  // The terminal monitor: the terminals in a meeting name it.
  await page.goto("/monitor/terminal?inMeeting=true");
  await expect(page.locator('[data-stream="live"]')).toBeVisible();
  const inCalls = page.locator(".ant-table-row");
  await expect(inCalls.first()).toBeVisible();
  await expect(inCalls.filter({ hasText: monitor.terminals.idle })).toHaveCount(0);
  await expect(inCalls.filter({ hasText: live.participantStatus.connected }).first()).toBeVisible();

  // The MCU monitor: ports against capacity, and its meetings; a change of ports arrives live.
  await page.goto("/monitor/mcu");
  await expect(page.locator('[data-stream="live"]')).toBeVisible();
  const mcus = await admin.get<{ records: { name: string; portsInUse: number; capacity: number }[] }>(
    "/meeting/monitor/mcu?size=50",
  );
  const busiest = [...mcus.records].sort((a, b) => b.portsInUse - a.portsInUse)[0]!;
  await expect(page.locator(".ant-table-row").filter({ hasText: busiest.name })).toContainText(
    `of ${busiest.capacity} ports`,
  );
});

test.describe("in Chinese", () => {
  test.use({ locale: "zh-CN" });

  test("an operator runs an instant meeting end to end in Chinese; a second console sees each change live", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await operatorFlow(page, browser, request, "zh-CN");
  });

  test("an operator mutes everyone and locks a running meeting; the page speaks Chinese", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await api(request);
    const running = await admin.get<{ records: { id: string; name: string }[] }>(
      "/meeting/monitor/meeting?status=ONLINE&size=50",
    );
    const meeting = running.records[0]!;
    await login(page, "operator");
    await page.goto(`/device/meeting-control?meetingId=${meeting.id}`);
    await expect(page.locator(".control-view h2").first()).toHaveText(meeting.name);
    await expect(page.locator('[data-stream="live"]')).toBeVisible();
    await expect(page.getByRole("columnheader", { name: zhControl.roster.columns.quality })).toBeVisible();
    await expect(roster(page).locator(".ant-table-row").first()).toBeVisible();

    await page.getByRole("button", { name: new RegExp(`(^| )${zhControl.toolbar.muteAll}$`) }).click();
    await expect(toast(page, zhControl.toolbar.mutedAll)).toBeVisible();
    const online = roster(page)
      .locator(".ant-table-row")
      .filter({ hasText: zhLive.participantStatus.connected });
    await expect(online.first()).toContainText(zhControl.roster.flags.micOff);
    await expect(online.filter({ hasText: zhControl.roster.flags.micOn })).toHaveCount(0);

    await page.locator(".control-toolbar").getByText(zhControl.toolbar.lock, { exact: true }).click();
    await expect(info(page, zhControl.info.lock)).toHaveText(zhControl.info.locked);
    await page.locator(".control-toolbar").getByText(zhControl.toolbar.unlock, { exact: true }).click();
    await expect(info(page, zhControl.info.lock)).toHaveText(zhControl.info.unlocked);
  });
});
