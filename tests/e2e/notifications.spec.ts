import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import notice from "../../locales/zh-CN/notice-settings.json" with { type: "json" };
import { scheduleBody } from "../fixtures/schedule-body";
import { type SmtpSink, startSmtpSink } from "../fixtures/smtp-sink";
import { readCalendar, unfold } from "../server/ics-read";
import { apiLogin, login, spaced } from "./helpers";

/**
 * Notifications as the administrator sets them up, against the real server and a real SMTP server
 * this spec starts on loopback: connect the mail server and send a test message, edit the
 * invitation template (its preview follows), book a meeting with an attendee, and read the e-mail
 * that arrives and its calendar invitation; the send shows on the notice tab.
 */
const stamp = Date.now().toString(36).slice(-5);
const HOUR = 3_600_000;
let sink: SmtpSink;

test.beforeAll(async () => {
  sink = await startSmtpSink();
});
test.afterAll(async () => {
  await sink.stop();
});

const icsValue = (ics: string, name: string) =>
  unfold(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, "");

async function api(request: APIRequestContext) {
  const token = await apiLogin(request, "admin");
  const headers = { token, language: "zh-CN" };
  const data = async <T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> => {
    const envelope = (await response.json()) as { status: number; data: T };
    expect(envelope.status, JSON.stringify(envelope)).toBe(200);
    return envelope.data;
  };
  return {
    get: async <T>(path: string) => data<T>(await request.get(`/api/v1${path}`, { headers })),
    post: async <T>(path: string, body: unknown) =>
      data<T>(await request.post(`/api/v1${path}`, { headers, data: body })),
  };
}

async function chooseOption(page: Page, fieldId: string, label: string) {
  await page.locator(`.ant-select:has(#${fieldId})`).click();
  await page.locator(`.ant-select-item-option[title="${label}"]`).click();
}

test("the administrator connects the mail server, edits the invitation, and the attendee's e-mail carries the calendar invite", async ({
  page,
  request,
}) => {
  await login(page, "admin");
  await page.goto("/system/notice-setting");

  // The mail server: the spec's SMTP server on loopback, without sign-in or TLS.
  await page.locator("#host").fill("127.0.0.1");
  await chooseOption(page, "security", notice.mail.securities.NONE);
  await page.locator("#port").fill(String(sink.port));
  await page.locator("#fromAddress").fill("meetings@example.com");
  await page.locator("#fromName").fill("会议平台");
  await page.getByRole("button", { name: spaced(notice.mail.save) }).click();
  await expect(page.getByText(notice.mail.saved)).toBeVisible();

  await page.getByRole("textbox", { name: notice.mail.testTo }).fill("admin@example.com");
  await page.getByRole("button", { name: notice.mail.test }).click();
  await expect(page.getByRole("status").filter({ hasText: "admin@example.com" })).toBeVisible();
  const testMail = await sink.waitFor((m) => m.to.includes("admin@example.com"));
  expect(testMail.subject).toBe("会议管理平台测试邮件");

  // The invitation template: a new subject, previewed with the sample meeting as typed.
  const templateName = notice.templates.names.EMAIL_SCHEDULED;
  await page.getByRole("button", { name: `编辑${templateName}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const subject = dialog.locator("#subjectZh");
  await subject.fill(`E2E ${stamp} 邀请：{{meetingName}}（{{meetingNumber}}）`);
  await expect(dialog.getByText(`E2E ${stamp} 邀请：季度经营分析会（8812345）`)).toBeVisible();
  await subject.fill(`E2E ${stamp} 邀请：{{meetingTitle}}`);
  await expect(dialog.getByText("未知的占位符：meetingTitle")).toBeVisible();
  const axe = await new AxeBuilder({ page }).include(".ant-modal").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await subject.fill(`E2E ${stamp} 邀请：{{meetingName}}（{{meetingNumber}}）`);
  await dialog.getByRole("button", { name: spaced(notice.templates.save) }).click();
  await expect(page.getByText(notice.templates.saved)).toBeVisible();

  // A meeting booked with an attendee who has an e-mail address.
  const admin = await api(request);
  const rooms = await admin.get<{ records: { id: string; name: string }[] }>(
    "/device/room/authority/query?page=1&size=50&sort=name,asc&enabled=true",
  );
  const room = rooms.records[3];
  const users = await admin.get<{ records: { id: string; account: string; email: string }[] }>(
    "/system/user?keyword=zhangwei",
  );
  const attendee = users.records.find((u) => u.account === "zhangwei")!;
  const start = new Date(Date.now() + 3 * 24 * HOUR);
  start.setHours(16, 0, 0, 0);
  const name = `e2e 通知 ${stamp}`;
  const saved = await admin.post<{ id: string; meetingNumber: string }>(
    "/meeting/schedules",
    scheduleBody({
      name,
      roomIds: [room.id],
      startAt: start.getTime(),
      endAt: start.getTime() + HOUR,
      attendeeIds: [attendee.id],
    }),
  );

  const mail = await sink.waitFor((m) => m.to.includes(attendee.email) && m.subject.includes(name));
  expect(mail.subject).toBe(`E2E ${stamp} 邀请：${name}（${saved.meetingNumber}）`);
  expect(mail.text).toContain(room.name);
  expect(mail.calendar?.headers["content-type"]).toContain("method=REQUEST");
  const ics = mail.calendar!.text;
  expect(icsValue(ics, "METHOD")).toBe("REQUEST");
  expect(icsValue(ics, "UID")).toBe(`${saved.id}@meeting-console`);
  expect(icsValue(ics, "SEQUENCE")).toBe("0");
  expect(icsValue(ics, "SUMMARY")).toBe(name);
  expect(readCalendar(ics).occurrences()).toEqual([
    { startAt: start.getTime(), endAt: start.getTime() + HOUR },
  ]);
  expect(icsValue(ics, "ATTENDEE")?.toLowerCase()).toBe(`mailto:${attendee.email}`.toLowerCase());

  // The notice tab lists the send.
  await page.getByText(notice.outbox.filters.SENT, { exact: true }).click();
  await expect(page).toHaveURL(/sendStatus=SENT/);
  const row = page.locator(".ant-table-row").filter({ hasText: attendee.email }).filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(notice.outbox.statuses.SENT);
});
