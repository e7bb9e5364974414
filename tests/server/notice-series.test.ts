import { and, asc, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { SavedSchedule } from "#contract/schedules";
import { users } from "../../server/src/db/schema.ts";
import { meetings } from "../../server/src/db/schema-meetings.ts";
import { noticeWorker } from "../../server/src/notifications/notices.ts";
import { scheduleBody } from "../fixtures/schedule-body.ts";
import { type MailRead, type SmtpSink, startSmtpSink } from "../fixtures/smtp-sink.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";
import { eventValues, readCalendar } from "./ics-read.ts";
import { sinkMailBody } from "./mail-fixtures.ts";

/**
 * The invitations of series as calendar clients read them: every .ics the server mails is parsed
 * with ical.js, its series expanded, and compared with the schedule's own meetings, in a zone whose
 * daylight-saving change (2030-03-31) falls inside the series.
 */
process.env.TZ = "Europe/Berlin";

const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2030, month - 1, day, hour, minute).getTime();
const PUBLIC_URL = "https://meet.example.com";
const SMTP_AUTH = { user: "mailer", pass: "Smtp-Secret-9" };
const base = "/api/v1/meeting/schedules";
const clock = at(3, 1, 8);
let app: FastifyInstance;
let sink: SmtpSink;
let user: string;
let room: { id: string; name: string };
let people: { id: string; email: string }[];

const drain = () => noticeWorker(app.ctx).drain();

beforeAll(async () => {
  sink = await startSmtpSink(SMTP_AUTH);
  app = await makeApp({ now: () => clock, config: { publicUrl: PUBLIC_URL } });
  const admin = (await loginAs(app, ...ADMIN)).token;
  user = (await loginAs(app, ...USER)).token;
  const saved = await call(app, "PUT", "/api/v1/system/notice/mail", {
    token: admin,
    payload: await sinkMailBody(app, sink, SMTP_AUTH),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const mine = await call(app, "GET", "/api/v1/device/room/authority/query?size=500&enabled=true", {
    token: user,
  });
  room = envelopeOf<{ records: { id: string; name: string }[] }>(mine).data.records[0];
  const rows = await app.ctx.db
    .select({ id: users.id, account: users.account, email: users.email })
    .from(users);
  people = ["zhangwei", "wangfang"].map((account) => {
    const row = rows.find((r) => r.account === account);
    if (!row?.email) throw new Error(`${account} has no e-mail`);
    return { id: row.id, email: row.email };
  });
});
afterAll(async () => {
  await app.close();
  await sink.stop();
});

const activeMeetings = (scheduleId: string) =>
  app.ctx.db
    .select({ id: meetings.id, startAt: meetings.startAt, endAt: meetings.endAt })
    .from(meetings)
    .where(and(eq(meetings.scheduleId, scheduleId), isNull(meetings.cancelledAt)))
    .orderBy(asc(meetings.startAt));

const times = (rows: { startAt: number; endAt: number }[]) =>
  rows.map(({ startAt, endAt }) => ({ startAt, endAt })).sort((a, b) => a.startAt - b.startAt);

/** The mails to one address whose calendar has that UID, METHOD and SEQUENCE. */
function mailsTo(email: string, uid: string, method: string, sequence?: number): MailRead[] {
  return sink.received.filter((m) => {
    if (!m.to.includes(email) || !m.calendar) return false;
    const read = readCalendar(m.calendar.text);
    return (
      read.uids.includes(uid) &&
      read.method === method &&
      (sequence === undefined || read.events[0].sequence === sequence)
    );
  });
}

/** The series' form: both people invited, the first one hosting. */
const planning = (
  over: Partial<Parameters<typeof scheduleBody>[0]> &
    Pick<Parameters<typeof scheduleBody>[0], "startAt" | "endAt">,
) =>
  scheduleBody({
    name: "Planning",
    roomIds: [room.id],
    attendeeIds: people.map((p) => p.id),
    hostId: people[0].id,
    ...over,
  });

async function book(body: ReturnType<typeof scheduleBody>): Promise<SavedSchedule> {
  const response = await call(app, "POST", base, { token: user, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  await drain();
  return envelopeOf<SavedSchedule>(response).data;
}

describe("a weekly series across the spring change", () => {
  let series: SavedSchedule;
  let uid: string;

  it("goes out as one VEVENT with an RRULE that expands to the schedule's meetings, with the join information", async () => {
    series = await book(
      planning({
        startAt: at(3, 25, 10),
        endAt: at(3, 25, 11),
        recurrence: { kind: "WEEKLY", weekdays: [1, 3, 5], until: at(4, 5, 12) },
      }),
    );
    uid = `${series.id}@meeting-console`;
    expect(series.meetingIds).toHaveLength(6);
    for (const person of people) {
      const [mail] = mailsTo(person.email, uid, "REQUEST", 0);
      expect(mail, person.email).toBeTruthy();
      const text = mail.calendar?.text ?? "";
      expect(eventValues(text, "RRULE")).toEqual([
        `FREQ=WEEKLY;UNTIL=${new Date(at(4, 5, 10)).toISOString().replace(/[-:]|\.\d{3}/g, "")};BYDAY=MO,WE,FR`,
      ]);
      expect(eventValues(text, "RDATE")).toEqual([]);
      const read = readCalendar(text);
      expect(read.occurrences()).toEqual(times(await activeMeetings(series.id)));
      const [event] = read.events;
      expect(event.startDate.zone?.tzid).toBe("Europe/Berlin");
      expect(event.location).toBe(room.name);
      expect(event.description).toContain(`Meeting number: ${series.meetingNumber}`);
      expect(event.description).toContain(`${PUBLIC_URL}/join/${series.meetingNumber}`);
      expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase()).sort()).toEqual(
        people.map((p) => `mailto:${p.email}`.toLowerCase()).sort(),
      );
    }
  });

  it("a cancelled occurrence is a CANCEL by RECURRENCE-ID, then an EXDATE; one edited on its own is an override", async () => {
    const cancelled = series.meetingIds[2];
    const [gone] = (await activeMeetings(series.id)).filter((m) => m.id === cancelled);
    const dropped = await call(app, "DELETE", `${base}/${series.id}?meetingId=${cancelled}`, { token: user });
    expect(dropped.statusCode, dropped.body).toBe(200);
    await drain();
    const [cancel] = mailsTo(people[1].email, uid, "CANCEL", 1);
    const cancelRead = readCalendar(cancel.calendar?.text ?? "");
    expect(cancelRead.events.map((e) => e.recurrenceId?.toJSDate().getTime())).toEqual([gone.startAt]);

    // The fifth meeting (after the change, Wednesday 3 April) moves to 15:00 on its own.
    const moved = series.meetingIds[4];
    const edit = await call(app, "PUT", `${base}/${series.id}?meetingId=${moved}&scope=one`, {
      token: user,
      payload: planning({ name: "Planning (moved)", startAt: at(4, 3, 15), endAt: at(4, 3, 16) }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const child = envelopeOf<SavedSchedule>(edit).data;
    await drain();

    const [instance] = mailsTo(people[1].email, uid, "REQUEST", 2);
    const instanceRead = readCalendar(instance.calendar?.text ?? "");
    expect(instanceRead.events).toHaveLength(1);
    expect(instanceRead.events[0].recurrenceId?.toJSDate().getTime()).toBe(at(4, 3, 10));
    expect(instanceRead.events[0].summary).toBe("Planning (moved)");

    const [whole] = mailsTo(people[1].email, uid, "REQUEST", 3);
    const text = whole.calendar?.text ?? "";
    expect(eventValues(text, "EXDATE")).toEqual(["20300329T100000"]);
    const read = readCalendar(text);
    const expected = times([...(await activeMeetings(series.id)), ...(await activeMeetings(child.id))]);
    expect(read.occurrences()).toEqual(expected);
    expect(expected).toContainEqual({ startAt: at(4, 3, 15), endAt: at(4, 3, 16) });
    expect(expected).toHaveLength(5);

    // Cancelling the occurrence edited on its own cancels that instance of the series' event.
    const cancelChild = await call(app, "DELETE", `${base}/${child.id}`, { token: user });
    expect(cancelChild.statusCode, cancelChild.body).toBe(200);
    await drain();
    const [childCancel] = mailsTo(people[1].email, uid, "CANCEL", 4);
    const childRead = readCalendar(childCancel.calendar?.text ?? "");
    expect(childRead.events.map((e) => e.recurrenceId?.toJSDate().getTime())).toEqual([at(4, 3, 10)]);
    expect(mailsTo(people[1].email, `${child.id}@meeting-console`, "CANCEL")).toEqual([]);
  });
});

describe("a series Outlook cannot express", () => {
  it("a monthly series on the 31st goes out as single meetings, each its own UID, and the organiser is told", async () => {
    const saved = await book(
      planning({
        name: "Month end",
        startAt: at(3, 31, 9),
        endAt: at(3, 31, 10),
        recurrence: { kind: "MONTHLY", until: at(12, 31, 12) },
      }),
    );
    const booked = await activeMeetings(saved.id);
    expect(booked.map((m) => new Date(m.startAt).getMonth() + 1)).toEqual([3, 5, 7, 8, 10, 12]);
    for (const meeting of booked) {
      const [mail] = mailsTo(people[1].email, `${meeting.id}@meeting-console`, "REQUEST");
      expect(mail, String(meeting.startAt)).toBeTruthy();
      const read = readCalendar(mail.calendar?.text ?? "");
      expect(read.events).toHaveLength(1);
      expect(read.occurrences()).toEqual(times([meeting]));
    }
    expect(mailsTo(people[1].email, `${saved.id}@meeting-console`, "REQUEST")).toEqual([]);
    const told = sink.received.filter(
      (m) => m.to.includes(people[0].email) && m.text.includes("separate single meetings"),
    );
    expect(told).toHaveLength(1);
  });

  it("an edit that makes a series inexpressible cancels its event and sends the meetings; the way back cancels those", async () => {
    const daily = (over: Partial<Parameters<typeof planning>[0]> = {}) =>
      planning({
        name: "Switching",
        startAt: at(5, 31, 14),
        endAt: at(5, 31, 15),
        recurrence: { kind: "DAILY", until: at(6, 2, 12) },
        ...over,
      });
    const saved = await book(daily());
    const uid = `${saved.id}@meeting-console`;
    expect(mailsTo(people[1].email, uid, "REQUEST", 0)).toHaveLength(1);

    const monthly = await call(app, "PUT", `${base}/${saved.id}`, {
      token: user,
      payload: daily({ recurrence: { kind: "MONTHLY", until: at(8, 31, 12) } }),
    });
    expect(monthly.statusCode, monthly.body).toBe(200);
    await drain();
    expect(mailsTo(people[1].email, uid, "CANCEL", 1)).toHaveLength(1);
    const singles = await activeMeetings(saved.id);
    expect(singles).toHaveLength(3);
    for (const meeting of singles) {
      const [mail] = mailsTo(people[1].email, `${meeting.id}@meeting-console`, "REQUEST", 1);
      expect(readCalendar(mail.calendar?.text ?? "").occurrences()).toEqual(times([meeting]));
    }

    const back = await call(app, "PUT", `${base}/${saved.id}`, { token: user, payload: daily() });
    expect(back.statusCode, back.body).toBe(200);
    await drain();
    const [series] = mailsTo(people[1].email, uid, "REQUEST", 2);
    expect(readCalendar(series.calendar?.text ?? "").occurrences()).toEqual(
      times(await activeMeetings(saved.id)),
    );
    const cancelled = singles.filter(
      (m) => mailsTo(people[1].email, `${m.id}@meeting-console`, "CANCEL", 2).length,
    );
    const kept = new Set((await activeMeetings(saved.id)).map((m) => m.id));
    // Each meeting sent alone leaves the calendars, whatever its id in the series now.
    expect(cancelled.map((m) => m.id).sort()).toEqual(singles.map((m) => m.id).sort());
    expect(kept.size).toBe(3);
  });
});
