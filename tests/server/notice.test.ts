import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { MailSettings, MailTestResult, NoticeTemplate, OutboxEntry } from "#contract/notice";
import type { SavedSchedule } from "#contract/schedules";
import { users } from "../../server/src/db/schema.ts";
import { mailSettings, noticeOutbox } from "../../server/src/db/schema-notice.ts";
import { noticeWorker } from "../../server/src/notifications/notices.ts";
import { scheduleBody } from "../fixtures/schedule-body.ts";
import { type SmtpSink, startSmtpSink } from "../fixtures/smtp-sink.ts";
import {
  ADMIN,
  call,
  encryptPassword,
  envelopeOf,
  loginAs,
  makeApp,
  OPERATOR,
  publicKeyOf,
  USER,
} from "./helpers.ts";
import { eventValues, icsValue, icsValues, readCalendar } from "./ics-read.ts";
import { sinkMailBody } from "./mail-fixtures.ts";

/**
 * Notifications against a real SMTP server on loopback: templates, the mail server settings and
 * their test message, invitations with .ics on booking, editing and cancelling, and the outbox
 * while the mail server is down and after it comes back.
 */
const at = (day: number, hour: number) => new Date(2030, 0, 7 + day, hour).getTime();
let clock = at(0, 8);
let app: FastifyInstance;
let sink: SmtpSink;
let admin: string;
let operator: string;
let user: string;
let rooms: { id: string; name: string }[];
const SMTP_AUTH = { user: "mailer", pass: "Smtp-Secret-9" };
const base = "/api/v1/meeting/schedules";

const attendeeIds = async (accounts: string[]) => {
  const rows = await app.ctx.db
    .select({ id: users.id, account: users.account, email: users.email })
    .from(users);
  return accounts.map((account) => rows.find((row) => row.account === account)!);
};

const mailBody = (overrides: Record<string, unknown> = {}) => sinkMailBody(app, sink, SMTP_AUTH, overrides);

const drain = () => noticeWorker(app.ctx).drain();

beforeAll(async () => {
  sink = await startSmtpSink(SMTP_AUTH);
  app = await makeApp({ now: () => clock });
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
  user = (await loginAs(app, ...USER)).token;
  const mine = await call(app, "GET", "/api/v1/device/room/authority/query?size=500&enabled=true", {
    token: user,
  });
  rooms = envelopeOf<{ records: { id: string; name: string }[] }>(mine).data.records;
});
afterAll(async () => {
  await app.close();
  await sink.stop();
});

describe("rights", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/v1/system/template"],
    ["GET", "/api/v1/system/template/EMAIL_SCHEDULED"],
    [
      "PUT",
      "/api/v1/system/template/EMAIL_SCHEDULED",
      { enabled: true, subjectZh: "a", subjectEn: "a", bodyZh: "b", bodyEn: "b" },
    ],
    ["PATCH", "/api/v1/system/template/EMAIL_SCHEDULED/false"],
    ["GET", "/api/v1/system/notice/mail"],
    [
      "PUT",
      "/api/v1/system/notice/mail",
      {
        enabled: false,
        host: "x",
        port: 25,
        security: "NONE",
        username: null,
        fromAddress: "a@b.cc",
        fromName: null,
        language: "zh-CN",
      },
    ],
    ["POST", "/api/v1/system/notice/email", { to: "a@b.cc" }],
    ["GET", "/api/v1/system/notice/outbox"],
    ["POST", "/api/v1/system/notice/outbox/x/retry"],
    ["GET", "/api/v1/system/notice/gateways"],
  ];

  it.each(calls)(
    "%s %s needs a SYSTEM user (401 without a session, 403 for others)",
    async (method, url, payload) => {
      expect((await call(app, method, url, { payload })).statusCode).toBe(401);
      expect((await call(app, method, url, { token: operator, payload })).statusCode).toBe(403);
      expect((await call(app, method, url, { token: user, payload })).statusCode).toBe(403);
    },
  );

  it("answers the administrator", async () => {
    for (const url of [
      "/api/v1/system/template",
      "/api/v1/system/notice/mail",
      "/api/v1/system/notice/outbox",
      "/api/v1/system/notice/gateways",
    ]) {
      expect((await call(app, "GET", url, { token: admin })).statusCode, url).toBe(200);
    }
  });
});

describe("templates", () => {
  it("lists the nine templates (three channels, three events), e-mail on and IM/SMS off by default", async () => {
    const list = envelopeOf<{ records: NoticeTemplate[]; total: number }>(
      await call(app, "GET", "/api/v1/system/template", { token: admin }),
    ).data;
    expect(list.total).toBe(9);
    expect(list.records.filter((t) => t.enabled).map((t) => t.id)).toEqual([
      "EMAIL_SCHEDULED",
      "EMAIL_UPDATED",
      "EMAIL_CANCELLED",
    ]);
    const sms = envelopeOf<{ records: NoticeTemplate[] }>(
      await call(app, "GET", "/api/v1/system/template?channel=SMS", { token: admin }),
    ).data.records;
    expect(sms.map((t) => t.event)).toEqual(["SCHEDULED", "UPDATED", "CANCELLED"]);
    expect((await call(app, "GET", "/api/v1/system/template/EMAIL_NOPE", { token: admin })).statusCode).toBe(
      404,
    );
  });

  it("refuses an unknown placeholder beside its field, in the request's language", async () => {
    const response = await call(app, "PUT", "/api/v1/system/template/EMAIL_SCHEDULED", {
      token: admin,
      language: "en-US",
      payload: {
        enabled: true,
        subjectZh: "{{meetingName}}",
        subjectEn: "{{meetingTitle}}",
        bodyZh: "x",
        bodyEn: "y",
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = envelopeOf<{ fields: Record<string, string> }>(response).data.fields;
    expect(fields.subjectEn).toContain("meetingTitle");
    expect(fields.subjectZh).toBeUndefined();
  });

  it("turns a template off and on", async () => {
    const off = await call(app, "PATCH", "/api/v1/system/template/SMS_SCHEDULED/true", { token: admin });
    expect(envelopeOf<NoticeTemplate>(off).data.enabled).toBe(true);
    const on = await call(app, "PATCH", "/api/v1/system/template/SMS_SCHEDULED/false", { token: admin });
    expect(envelopeOf<NoticeTemplate>(on).data.enabled).toBe(false);
  });
});

describe("the mail server", () => {
  it("stores the password sealed and never answers it; another host needs it again", async () => {
    const saved = await call(app, "PUT", "/api/v1/system/notice/mail", {
      token: admin,
      payload: await mailBody(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = envelopeOf<MailSettings>(saved).data;
    expect(view).toMatchObject({ configured: true, enabled: true, passwordSet: true, username: "mailer" });
    expect(saved.body).not.toContain(SMTP_AUTH.pass);
    const [row] = await app.ctx.db.select().from(mailSettings);
    expect(row.passwordSealed).toMatch(/^v1\./);
    expect(row.passwordSealed).not.toContain(SMTP_AUTH.pass);

    const keep = await call(app, "PUT", "/api/v1/system/notice/mail", {
      token: admin,
      payload: await mailBody({ password: undefined }),
    });
    expect(envelopeOf<MailSettings>(keep).data.passwordSet).toBe(true);
    const elsewhere = await call(app, "PUT", "/api/v1/system/notice/mail", {
      token: admin,
      payload: await mailBody({ password: undefined, host: "mail.elsewhere.example" }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Record<string, string> }>(elsewhere).data.fields.password).toBeTruthy();
  });

  it("sends a test message that arrives, and reports the server's refusal of a wrong password", async () => {
    const ok = await call(app, "POST", "/api/v1/system/notice/email", {
      token: admin,
      language: "en-US",
      payload: { to: "admin@example.com" },
    });
    const result = envelopeOf<MailTestResult>(ok).data;
    expect(result.ok, result.detail ?? "").toBe(true);
    const mail = await sink.waitFor((m) => m.to.includes("admin@example.com"));
    expect(mail.subject).toBe("Meeting console test message");
    expect(mail.from).toBe("meetings@example.com");

    const wrong = await call(app, "POST", "/api/v1/system/notice/email", {
      token: admin,
      language: "en-US",
      payload: {
        to: "admin@example.com",
        settings: await mailBody({ password: encryptPassword(await publicKeyOf(app), "nope") }),
      },
    });
    const refused = envelopeOf<MailTestResult>(wrong).data;
    expect(refused.ok).toBe(false);
    expect(refused.detail).toContain("535");
  });
});

describe("meeting invitations", () => {
  let scheduleId: string;
  let attendees: { id: string; account: string; email: string | null }[];

  const invitesTo = (email: string, method: string) =>
    sink.received.filter(
      (m) => m.to.includes(email) && m.calendar && icsValue(m.calendar.text, "METHOD") === method,
    );

  it("books a meeting: each attendee with an e-mail gets the template and a REQUEST invitation", async () => {
    attendees = await attendeeIds(["zhangwei", "wangfang"]);
    expect(attendees.every((a) => a.email)).toBe(true);
    await call(app, "PUT", "/api/v1/system/template/EMAIL_SCHEDULED", {
      token: admin,
      payload: {
        enabled: true,
        subjectZh: "邀请：{{meetingName}}",
        subjectEn: "Invited: {{meetingName}} #{{meetingNumber}}",
        bodyZh: "{{host}}",
        bodyEn: "Host {{host}} in {{rooms}} from {{startTime}}",
      },
    });
    const response = await call(app, "POST", base, {
      token: user,
      payload: scheduleBody({
        name: "Budget, Q4; review",
        startAt: at(1, 10),
        endAt: at(1, 11),
        roomIds: [rooms[0].id],
        attendeeIds: attendees.map((a) => a.id),
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = envelopeOf<SavedSchedule>(response).data;
    scheduleId = saved.id;
    await drain();
    for (const attendee of attendees) {
      const mail = await sink.waitFor(
        (m) => m.to.includes(attendee.email!) && m.subject.startsWith("Invited"),
      );
      expect(mail.subject).toBe(`Invited: Budget, Q4; review #${saved.meetingNumber}`);
      expect(mail.text).toContain(`in ${rooms[0].name}`);
      const ics = mail.calendar!.text;
      expect(mail.calendar!.headers["content-type"]).toContain("method=REQUEST");
      expect(icsValue(ics, "METHOD")).toBe("REQUEST");
      expect(icsValue(ics, "UID")).toBe(`${scheduleId}@meeting-console`);
      expect(icsValue(ics, "SEQUENCE")).toBe("0");
      expect(icsValue(ics, "SUMMARY")).toBe("Budget\\, Q4\\; review");
      expect(readCalendar(ics).occurrences()).toEqual([{ startAt: at(1, 10), endAt: at(1, 11) }]);
      expect(
        icsValues(ics, "ATTENDEE")
          .map((v) => v.toLowerCase())
          .sort(),
      ).toEqual(attendees.map((a) => `mailto:${a.email}`.toLowerCase()).sort());
    }
    const sent = envelopeOf<{ records: OutboxEntry[] }>(
      await call(app, "GET", "/api/v1/system/notice/outbox?status=SENT", { token: admin }),
    ).data.records;
    expect(sent.filter((e) => e.scheduleId === scheduleId)).toHaveLength(2);
  });

  it("edits it: the same UID with a higher SEQUENCE and the new time; a removed attendee gets a cancellation", async () => {
    const response = await call(app, "PUT", `${base}/${scheduleId}`, {
      token: user,
      payload: scheduleBody({
        name: "Budget, Q4; review",
        startAt: at(1, 14),
        endAt: at(1, 15),
        roomIds: [rooms[0].id],
        attendeeIds: [attendees[0].id],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    await drain();
    const [kept] = invitesTo(attendees[0].email!, "REQUEST").filter(
      (m) => icsValue(m.calendar!.text, "SEQUENCE") === "1",
    );
    expect(kept).toBeTruthy();
    expect(icsValue(kept.calendar!.text, "UID")).toBe(`${scheduleId}@meeting-console`);
    expect(readCalendar(kept.calendar!.text).occurrences()).toEqual([
      { startAt: at(1, 14), endAt: at(1, 15) },
    ]);
    expect(kept.subject).toContain("Meeting changed");
    const [removed] = invitesTo(attendees[1].email!, "CANCEL");
    expect(icsValue(removed.calendar!.text, "UID")).toBe(`${scheduleId}@meeting-console`);
    expect(icsValue(removed.calendar!.text, "SEQUENCE")).toBe("1");
  });

  it("cancels it: METHOD:CANCEL with the same UID and a higher SEQUENCE", async () => {
    const response = await call(app, "DELETE", `${base}/${scheduleId}`, { token: user });
    expect(response.statusCode, response.body).toBe(200);
    await drain();
    const [cancel] = invitesTo(attendees[0].email!, "CANCEL");
    const ics = cancel.calendar!.text;
    expect(icsValue(ics, "UID")).toBe(`${scheduleId}@meeting-console`);
    expect(icsValue(ics, "SEQUENCE")).toBe("2");
    expect(icsValue(ics, "STATUS")).toBe("CANCELLED");
    expect(icsValue(ics, "RECURRENCE-ID")).toBeUndefined();
    expect(cancel.subject).toContain("Meeting cancelled");
  });

  it("a series is one event; cancelling one occurrence names it by RECURRENCE-ID", async () => {
    const [zhang] = attendees;
    const response = await call(app, "POST", base, {
      token: user,
      payload: scheduleBody({
        name: "Daily stand-up",
        startAt: at(2, 9),
        endAt: at(2, 10),
        roomIds: [rooms[1].id],
        attendeeIds: [zhang.id],
        recurrence: { kind: "DAILY", until: at(4, 23) },
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = envelopeOf<SavedSchedule>(response).data;
    expect(saved.meetingIds).toHaveLength(3);
    await drain();
    const uid = `${saved.id}@meeting-console`;
    const invite = sink.received.find((m) => m.calendar && icsValue(m.calendar.text, "UID") === uid)!;
    expect(eventValues(invite.calendar!.text, "RDATE")).toEqual([]);
    expect(eventValues(invite.calendar!.text, "RRULE")).toHaveLength(1);
    expect(readCalendar(invite.calendar!.text).occurrences()).toEqual(
      [2, 3, 4].map((day) => ({ startAt: at(day, 9), endAt: at(day, 10) })),
    );
    await call(app, "DELETE", `${base}/${saved.id}?meetingId=${saved.meetingIds[1]}`, { token: user });
    await drain();
    const cancel = sink.received.find(
      (m) =>
        m.calendar &&
        icsValue(m.calendar.text, "UID") === uid &&
        icsValue(m.calendar.text, "METHOD") === "CANCEL",
    )!;
    const [cancelled] = readCalendar(cancel.calendar!.text).events;
    expect(cancelled.recurrenceId?.toJSDate().getTime()).toBe(at(3, 9));
  });
});

describe("the outbox while the mail server is down", () => {
  it("a booking succeeds and its send waits; it arrives once the server is back", async () => {
    const [zhang] = await attendeeIds(["zhangwei"]);
    await sink.stop();
    const response = await call(app, "POST", base, {
      token: user,
      payload: scheduleBody({
        name: "While the mail is down",
        startAt: at(5, 10),
        endAt: at(5, 11),
        roomIds: [rooms[0].id],
        attendeeIds: [zhang.id],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = envelopeOf<SavedSchedule>(response).data;
    await drain();
    const [waiting] = await app.ctx.db.select().from(noticeOutbox).where(eq(noticeOutbox.scheduleId, id));
    expect(waiting).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.nextAttemptAt).toBe(clock + 30_000);
    const listed = envelopeOf<{ records: OutboxEntry[] }>(
      await call(app, "GET", "/api/v1/system/notice/outbox?status=PENDING", { token: admin }),
    ).data.records;
    expect(listed.find((e) => e.id === waiting.id)?.lastError).toBeTruthy();

    await sink.start();
    await drain();
    expect(sink.received.some((m) => m.subject.includes("While the mail is down"))).toBe(false);
    clock += 30_000;
    await drain();
    const mail = await sink.waitFor((m) => m.subject.includes("While the mail is down"));
    expect(icsValue(mail.calendar!.text, "UID")).toBe(`${id}@meeting-console`);
    const [sent] = await app.ctx.db.select().from(noticeOutbox).where(eq(noticeOutbox.scheduleId, id));
    expect(sent).toMatchObject({ status: "SENT", attempts: 2 });
  });

  it("gives a send up after its last try, shows it as failed, and sends it again on request", async () => {
    const [zhang] = await attendeeIds(["zhangwei"]);
    await sink.stop();
    const response = await call(app, "POST", base, {
      token: user,
      payload: scheduleBody({
        name: "Given up",
        startAt: at(6, 10),
        endAt: at(6, 11),
        roomIds: [rooms[0].id],
        attendeeIds: [zhang.id],
      }),
    });
    const { id } = envelopeOf<SavedSchedule>(response).data;
    for (let i = 0; i < 8; i++) {
      await drain();
      clock += 3_600_000;
    }
    const [failed] = await app.ctx.db.select().from(noticeOutbox).where(eq(noticeOutbox.scheduleId, id));
    expect(failed).toMatchObject({ status: "FAILED", attempts: 8 });
    const listed = envelopeOf<{ records: OutboxEntry[] }>(
      await call(app, "GET", "/api/v1/system/notice/outbox?status=FAILED", { token: admin }),
    ).data.records;
    expect(listed.map((e) => e.id)).toContain(failed.id);

    await sink.start();
    const retried = await call(app, "POST", `/api/v1/system/notice/outbox/${failed.id}/retry`, {
      token: admin,
    });
    expect(retried.statusCode).toBe(200);
    await drain();
    await sink.waitFor((m) => m.subject.includes("Given up"));
    const again = await call(app, "POST", `/api/v1/system/notice/outbox/${failed.id}/retry`, {
      token: admin,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe("IM and SMS", () => {
  it("go through the log gateway when their templates are on", async () => {
    const gateways = envelopeOf<{ channel: string; name: string; delivers: boolean }[]>(
      await call(app, "GET", "/api/v1/system/notice/gateways", { token: admin }),
    ).data;
    expect(gateways).toEqual([
      { channel: "IM", name: "log", delivers: false, settings: [] },
      { channel: "SMS", name: "log", delivers: false, settings: [] },
    ]);
    await call(app, "PATCH", "/api/v1/system/template/IM_SCHEDULED/true", { token: admin });
    const [zhang] = await attendeeIds(["zhangwei"]);
    const response = await call(app, "POST", base, {
      token: user,
      payload: scheduleBody({
        name: "Chat notice",
        startAt: at(7, 10),
        endAt: at(7, 11),
        roomIds: [rooms[0].id],
        attendeeIds: [zhang.id],
      }),
    });
    const { id } = envelopeOf<SavedSchedule>(response).data;
    await drain();
    const rows = await app.ctx.db.select().from(noticeOutbox).where(eq(noticeOutbox.scheduleId, id));
    const im = rows.find((row) => row.channel === "IM")!;
    expect(im).toMatchObject({ recipient: "zhangwei", status: "SENT" });
    expect(im.body).toContain("Chat notice");
    expect(rows.some((row) => row.channel === "SMS")).toBe(false);
  });
});

describe("retention", () => {
  it("removes sent rows after 30 days and keeps the others", async () => {
    const before = await app.ctx.db.select().from(noticeOutbox);
    expect(before.some((row) => row.status === "SENT")).toBe(true);
    await app.ctx.db.insert(noticeOutbox).values({
      id: "kept-failed",
      channel: "EMAIL",
      recipient: "x@example.com",
      subject: "s",
      body: "b",
      status: "FAILED",
      attempts: 8,
      nextAttemptAt: clock,
      createdAt: clock,
    });
    clock += 31 * 86_400_000;
    await drain();
    const after = await app.ctx.db.select().from(noticeOutbox);
    expect(after.map((row) => row.id)).toEqual(["kept-failed"]);
  });
});
