import { expect, test } from "@playwright/test";
import enKit from "../../locales/en-US/kit.json" with { type: "json" };
import enBoards from "../../locales/en-US/room-boards.json" with { type: "json" };
import zhBoard from "../../locales/zh-CN/board.json" with { type: "json" };
import zhKit from "../../locales/zh-CN/kit.json" with { type: "json" };
import zhBoards from "../../locales/zh-CN/room-boards.json" with { type: "json" };
import { scheduleBody } from "../fixtures/schedule-body";
import { apiLogin, login, seriousViolations, spaced } from "./helpers";

/**
 * Door screens, the console in both languages: a kiosk at /board shows a pairing code, the
 * administrator enters it on the board's row, the kiosk shows its room and a meeting booked there;
 * a tap checks it in, "book now" takes the free room until then; the key revoked on the row, the
 * kiosk shows a code again. The kiosk speaks the organisation's
 * language (zh-CN unless the notice settings say otherwise), whatever the console's.
 */
const TEXTS = {
  "zh-CN": { kit: zhKit, boards: zhBoards },
  "en-US": { kit: enKit, boards: enBoards },
} as const;
const ORG_BOARD = zhBoard;

for (const language of ["zh-CN", "en-US"] as const) {
  test(`pair a door screen from the board's row and see a meeting on it, ${language}`, async ({
    page,
    browser,
    request,
  }) => {
    const texts = TEXTS[language];
    const token = await apiLogin(request, "admin");
    const room = `E2E door ${language} ${Date.now() % 100_000}`;
    const created = await request.post("/api/v1/device/room", {
      headers: { token },
      data: { name: room, capacity: 6 },
    });
    expect(created.status()).toBe(200);
    const roomId = (await created.json()).data.id as string;
    expect(
      (await request.post(`/api/v1/device/room-board/code/${roomId}`, { headers: { token } })).status(),
    ).toBe(200);
    const startAt = Date.now() + 5 * 60_000;
    const topic = `Door review ${language}`;
    const booked = await request.post("/api/v1/meeting/schedules", {
      headers: { token },
      data: {
        ...scheduleBody({ startAt, endAt: startAt + 30 * 60_000, roomIds: [roomId] }),
        name: topic,
        isPublic: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);

    const kiosk = await (await browser.newContext()).newPage();
    await kiosk.goto("/board");
    const codeOnScreen = kiosk.getByTestId("board-code");
    await expect(codeOnScreen).toHaveText(/^\d{6}$/);
    const code = ((await codeOnScreen.textContent()) ?? "").trim();
    expect(await seriousViolations(kiosk)).toEqual([]);

    await page.addInitScript((lng) => localStorage.setItem("language", lng), language);
    await login(page, "admin", "/device/roomBoard-management");
    const row = page.locator(".ant-table-row").filter({ hasText: room });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: new RegExp(texts.kit.more) }).click();
    await page.getByRole("button", { name: texts.boards.actions.pair }).click();
    const form = page.getByRole("dialog").filter({ has: page.getByLabel(texts.boards.fields.pairingCode) });
    await form.getByLabel(texts.boards.fields.pairingCode).fill(code);
    await form.getByRole("button", { name: spaced(texts.kit.confirm) }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: texts.boards.actions.pairConfirm });
    await confirm.getByRole("button", { name: spaced(texts.kit.confirm) }).click();
    await expect(page.getByText(texts.boards.actions.pairSuccess, { exact: true })).toBeVisible();

    await expect(kiosk.getByRole("heading", { name: room })).toBeVisible({ timeout: 15_000 });
    await expect(kiosk.locator(".board-state")).toContainText(ORG_BOARD.free);
    await expect(kiosk.getByRole("listitem").filter({ hasText: topic })).toBeVisible();
    expect(await seriousViolations(kiosk)).toEqual([]);

    // The meeting starts within ten minutes: one tap checks it in, and the console reads the check-in.
    await kiosk.getByRole("button", { name: ORG_BOARD.checkIn }).click();
    await expect(kiosk.getByText(ORG_BOARD.checkedIn)).toBeVisible();
    const meetingId = (await booked.json()).data.meetingIds[0] as string;
    const checkIns = await request.get(`/api/v1/meeting/meetings/${meetingId}/check-ins`, {
      headers: { token },
    });
    expect((await checkIns.json()).data).toEqual([expect.objectContaining({ roomId })]);

    // Book now: the free room until the meeting, then in use.
    await kiosk.getByRole("button", { name: ORG_BOARD.minutes.replace("{{count}}", "15") }).click();
    await expect(kiosk.locator(".board-state")).toContainText(ORG_BOARD.busy);

    await row.getByRole("button", { name: texts.boards.actions.revokeKey }).click();
    await page
      .getByRole("dialog")
      .filter({ hasText: texts.boards.actions.revokeKeyConfirm })
      .getByRole("button", { name: spaced(texts.kit.confirm) })
      .click();
    await kiosk.reload();
    await expect(kiosk.getByTestId("board-code")).toHaveText(/^\d{6}$/);
  });
}
