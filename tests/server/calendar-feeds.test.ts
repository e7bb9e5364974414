import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { CalendarFeed } from "#contract/calendar-feeds";
import type { SavedSchedule } from "#contract/schedules";
import { FEED_RATE } from "../../server/src/calendar-feeds/feed-routes.ts";
import { users } from "../../server/src/db/schema.ts";
import { calendarFeeds } from "../../server/src/db/schema-calendar-feeds.ts";
import { meetings } from "../../server/src/db/schema-meetings.ts";
import { sha256 } from "../../server/src/lib/ids.ts";
import { scheduleBody } from "../fixtures/schedule-body.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";
import { eventValues, readCalendar } from "./ics-read.ts";

/**
 * The calendar feeds through the server: a user's and a room's, read by their token alone, parsed
 * with ical.js as a calendar client would, their series expanded and compared with the schedule's
 * own meetings across the spring change of Europe/Berlin.
 */
process.env.TZ = "Europe/Berlin";

const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2030, month - 1, day, hour, minute).getTime();
const PUBLIC_URL = "https://meet.example.com";
const base = "/api/v1/meeting/schedules";
const clock = at(3, 1, 8);
let app: FastifyInstance;
let admin: string;
let user: string;
let userId: string;
let room: { id: string; name: string };
let series: SavedSchedule;
let moved: SavedSchedule;
let secret: SavedSchedule;
let open: SavedSchedule;

beforeAll(async () => {
  app = await makeApp({ now: () => clock, config: { publicUrl: PUBLIC_URL } });
  admin = (await loginAs(app, ...ADMIN)).token;
  user = (await loginAs(app, ...USER)).token;
  const [row] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.account, USER[0]));
  userId = row.id;
  const mine = await call(app, "GET", "/api/v1/device/room/authority/query?size=500&enabled=true", {
    token: user,
  });
  room = envelopeOf<{ records: { id: string; name: string }[] }>(mine).data.records[0];

  // The user hosts a weekly series (private, as the form starts); one occurrence is cancelled,
  // another moved on its own.
  series = await book(user, {
    name: "Planning",
    roomIds: [room.id],
    startAt: at(3, 25, 10),
    endAt: at(3, 25, 11),
    recurrence: { kind: "WEEKLY", weekdays: [1, 3, 5], until: at(4, 5, 12) },
  });
  const dropped = await call(app, "DELETE", `${base}/${series.id}?meetingId=${series.meetingIds[2]}`, {
    token: user,
  });
  expect(dropped.statusCode, dropped.body).toBe(200);
  const edit = await call(app, "PUT", `${base}/${series.id}?meetingId=${series.meetingIds[4]}&scope=one`, {
    token: user,
    payload: scheduleBody({
      name: "Planning (moved)",
      roomIds: [room.id],
      startAt: at(4, 3, 15),
      endAt: at(4, 3, 16),
    }),
  });
  expect(edit.statusCode, edit.body).toBe(200);
  moved = envelopeOf<SavedSchedule>(edit).data;

  // The administrator hosts a private meeting the user attends, and a public one.
  secret = await book(admin, {
    name: "Board review",
    roomIds: [room.id],
    attendeeIds: [userId],
    agenda: "Quarterly figures",
    startAt: at(3, 12, 14),
    endAt: at(3, 12, 15),
  });
  open = await book(admin, {
    name: "Town hall",
    roomIds: [room.id],
    isPublic: true,
    password: "731942",
    startAt: at(3, 13, 9),
    endAt: at(3, 13, 10),
  });
});
afterAll(async () => {
  await app.close();
});

async function book(token: string, body: Parameters<typeof scheduleBody>[0]): Promise<SavedSchedule> {
  const response = await call(app, "POST", base, { token, payload: scheduleBody(body) });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<SavedSchedule>(response).data;
}

async function feedOf(
  token: string,
  route: string,
  method = "GET",
  language: "zh-CN" | "en-US" = "zh-CN",
): Promise<CalendarFeed> {
  const response = await call(app, method, route, { token, language });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<CalendarFeed>(response).data;
}

/** The feed's address as the server answers it, fetched without any session. */
function fetchFeed(url: string, headers: Record<string, string> = {}) {
  expect(url.startsWith(`${PUBLIC_URL}/api/v1/calendar/feeds/`)).toBe(true);
  expect(url.split("?")[0].endsWith(".ics")).toBe(true);
  return app.inject({ method: "GET", url: url.slice(PUBLIC_URL.length), headers });
}

const activeMeetings = (scheduleIds: string[]) =>
  app.ctx.db
    .select({ startAt: meetings.startAt, endAt: meetings.endAt })
    .from(meetings)
    .where(and(inArray(meetings.scheduleId, scheduleIds), isNull(meetings.cancelledAt)))
    .orderBy(asc(meetings.startAt));

const uidOf = (s: SavedSchedule) => `${s.id}@meeting-console`;
const eventsOf = (text: string, uid: string) => readCalendar(text).events.filter((e) => e.uid === uid);

describe("a user's feed", () => {
  let url: string;

  it("holds the meetings they host or attend, each series expanding to the schedule's own meetings", async () => {
    url = (await feedOf(user, "/api/v1/current/user/calendar-feed")).url;
    // Reading the address again answers the same one.
    expect((await feedOf(user, "/api/v1/current/user/calendar-feed")).url).toBe(url);
    const response = await fetchFeed(url, { language: "en-US" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    const read = readCalendar(response.body);
    expect(read.method).toBeNull();
    expect(read.uids.sort()).toEqual([uidOf(series), uidOf(secret)].sort());
    expect(read.occurrences(uidOf(series))).toEqual(await activeMeetings([series.id, moved.id]));
    expect(read.occurrences(uidOf(series))).toHaveLength(5);
    expect(read.occurrences(uidOf(secret))).toEqual(await activeMeetings([secret.id]));
    expect(eventValues(response.body, "RRULE")).toHaveLength(1);
    expect(eventValues(response.body, "EXDATE")).toEqual(["20300329T100000"]);
    const override = eventsOf(response.body, uidOf(series)).find((e) => e.isRecurrenceException());
    expect(override?.summary).toBe("Planning (moved)");
    expect(override?.recurrenceId?.toJSDate().getTime()).toBe(at(4, 3, 10));
  });

  it("shows a private meeting to its own attendee, topic and all", async () => {
    const [event] = eventsOf((await fetchFeed(url)).body, uidOf(secret));
    expect(event.summary).toBe("Board review");
    expect(event.description).toContain("Quarterly figures");
    expect(event.location).toBe(room.name);
  });

  it("answers 304 to If-None-Match with its ETag, and a new ETag once a meeting changes", async () => {
    const first = await fetchFeed(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchFeed(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await fetchFeed(url, { "if-none-match": '"another"' })).statusCode).toBe(200);
    await book(user, { name: "Retro", roomIds: [room.id], startAt: at(3, 14, 16), endAt: at(3, 14, 17) });
    const changed = await fetchFeed(url, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(readCalendar(changed.body).events.map((e) => e.summary)).toContain("Retro");
  });

  it("rotating ends the old address at once; only the token's hash is stored", async () => {
    const rotated = await feedOf(user, "/api/v1/current/user/calendar-feed/rotate", "POST");
    expect(rotated.url).not.toBe(url);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(rotated.url)).statusCode).toBe(200);
    expect((await feedOf(user, "/api/v1/current/user/calendar-feed")).url).toBe(rotated.url);
    const token = /\/feeds\/([^/?]+)\.ics\?/.exec(rotated.url)?.[1] ?? "";
    expect(token).toHaveLength(43);
    const [row] = await app.ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    url = rotated.url;
  });

  it("a token that opens nothing is a 404, the same as any unknown address", async () => {
    const wrong = `${url.slice(0, url.lastIndexOf("/") + 1)}${"A".repeat(43)}.ics`;
    const response = await fetchFeed(wrong);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("BEGIN:VCALENDAR");
  });
});

describe("a room's feed", () => {
  let url: string;

  it("is the room administrator's to read and rotate, not a user's", async () => {
    const denied = await call(app, "GET", `/api/v1/device/room/calendar-feed/${room.id}`, { token: user });
    expect(denied.statusCode).toBe(403);
    const missing = await call(app, "GET", "/api/v1/device/room/calendar-feed/no-such-room", {
      token: admin,
    });
    expect(missing.statusCode).toBe(404);
    url = (await feedOf(admin, `/api/v1/device/room/calendar-feed/${room.id}`)).url;
  });

  it("holds the room's bookings; a private meeting is busy, without its topic or people", async () => {
    const english = await feedOf(admin, `/api/v1/device/room/calendar-feed/${room.id}`, "GET", "en-US");
    // The address carries the language the console asked in; the token is the same.
    expect(english.url).toBe(url.replace("?lang=zh-CN", "?lang=en-US"));
    const response = await fetchFeed(english.url);
    expect(response.statusCode, response.body).toBe(200);
    const read = readCalendar(response.body);
    expect(read.occurrences(uidOf(series))).toEqual(await activeMeetings([series.id, moved.id]));
    expect(read.occurrences(uidOf(secret))).toEqual(await activeMeetings([secret.id]));
    const [busy] = eventsOf(response.body, uidOf(secret));
    expect(busy.summary).toBe("Busy");
    expect(busy.description).toBeNull();
    expect(busy.attendees).toEqual([]);
    expect(busy.organizer).toBeNull();
    expect(busy.component.getFirstPropertyValue("class")).toBe("PRIVATE");
    expect(response.body).not.toContain("Board review");
    expect(response.body).not.toContain("Quarterly figures");
    expect(response.body).not.toContain("Planning");
    const [shown] = eventsOf(response.body, uidOf(open));
    expect(shown.summary).toBe("Town hall");
    expect(shown.description).toContain(`Meeting number: ${open.meetingNumber}`);
    // Whoever reads a room's calendar is not given the way in.
    expect(response.body).not.toContain("731942");
  });

  it("rotates: the old address is a 404", async () => {
    const rotated = await feedOf(admin, `/api/v1/device/room/calendar-feed/${room.id}/rotate`, "POST");
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(rotated.url)).statusCode).toBe(200);
    url = rotated.url;
  });

  it("is rate limited per token: 429 with Retry-After past the limit", async () => {
    let last = await fetchFeed(url);
    for (let i = 0; i < FEED_RATE.limit && last.statusCode !== 429; i++) last = await fetchFeed(url);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });
});
