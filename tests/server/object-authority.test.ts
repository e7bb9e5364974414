import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { JoinTarget, Occupancy } from "#contract/meetings";
import type { Conflict, SavedSchedule } from "#contract/schedules";
import { buildApp } from "../../server/src/app.ts";
import type { Database } from "../../server/src/db/database.ts";
import { users } from "../../server/src/db/schema.ts";
import { scheduleBody } from "../fixtures/schedule-body.ts";
import { ADMIN, CAPTCHA, call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

/**
 * Object-level authority, tried as an outside tester would: user B (zhangwei) against user A
 * ("user")'s private meeting, its number, its room bookings and its attachment.
 */
type Fields = { fields: Record<string, string> };
interface FileRecord {
  id: string;
  name: string;
}

/** Tuesday 2030-01-08 00:00 in the process time zone; the clock starts at 08:00 the day before. */
const at = (day: number, hour: number, minute = 0) => new Date(2030, 0, 8 + day, hour, minute).getTime();
let clock = at(-1, 8);

let app: FastifyInstance;
const tokens: Record<"a" | "b" | "c" | "operator" | "admin", string> = {
  a: "",
  b: "",
  c: "",
  operator: "",
  admin: "",
};
let room: { id: string; name: string };
let secret: FileRecord;
let shared: FileRecord;
let privateMeeting: SavedSchedule;
let publicMeeting: SavedSchedule;
const PRIVATE_NAME = "A 的私密评审";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

function multipart(name: string, data: string | Buffer) {
  const boundary = "----authority-test";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(token: string, name: string, data: string | Buffer): Promise<FileRecord> {
  const { payload, contentType } = multipart(name, data);
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/system/file/upload",
    headers: { token, "content-type": contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<FileRecord>(response).data;
}

const schedulesUrl = "/api/v1/meeting/schedules";
const body = (overrides: Record<string, unknown>) => ({
  ...scheduleBody({ startAt: at(1, 10), endAt: at(1, 11), roomIds: [room.id] }),
  ...overrides,
});
const create = (token: string, overrides: Record<string, unknown>, language?: "en-US") =>
  call(app, "POST", schedulesUrl, { token, payload: body(overrides), language });

async function authorityRooms(token: string) {
  const response = await call(app, "GET", "/api/v1/device/room/authority/query?size=500&enabled=true", {
    token,
  });
  return envelopeOf<{ records: { id: string; name: string }[] }>(response).data.records;
}

beforeAll(async () => {
  app = await makeApp({ now: () => clock });
  // B works in A's department, so that both may book the same rooms.
  const db = app.ctx.db;
  const [home] = await db.select({ deptId: users.deptId }).from(users).where(eq(users.account, "user"));
  await db.update(users).set({ deptId: home.deptId }).where(eq(users.account, "zhangwei"));
  const accounts = [USER, ["zhangwei", "User@123"], ["wangfang", "User@123"], OPERATOR, ADMIN] as const;
  const [a, b, c, operator, admin] = await Promise.all(
    accounts.map(([account, password]) => loginAs(app, account, password)),
  );
  Object.assign(tokens, { a: a.token, b: b.token, c: c.token, operator: operator.token, admin: admin.token });
  const bRooms = new Set((await authorityRooms(tokens.b)).map((r) => r.id));
  const common = (await authorityRooms(tokens.a)).find((r) => bRooms.has(r.id));
  if (!common) throw new Error("A and B share no room");
  room = common;
  secret = await upload(tokens.a, "a-secret.txt", "A's private notes");
  shared = await upload(tokens.a, "a-shared.txt", "for everyone");
  const made = await create(tokens.a, { name: PRIVATE_NAME, fileIds: [secret.id] });
  expect(made.statusCode, made.body).toBe(200);
  privateMeeting = envelopeOf<SavedSchedule>(made).data;
  const open = await create(tokens.a, {
    name: "A 的公开分享",
    isPublic: true,
    startAt: at(2, 10),
    endAt: at(2, 11),
    fileIds: [shared.id],
  });
  expect(open.statusCode, open.body).toBe(200);
  publicMeeting = envelopeOf<SavedSchedule>(open).data;
});
afterAll(() => app.close());

const get = (token: string, url: string, language?: "en-US") =>
  call(app, "GET", `/api/v1${url}`, { token, language });

describe("the meeting itself", () => {
  it("hides A's private meeting, its attendees and its conflicts' name from B", async () => {
    expect((await get(tokens.b, `/meeting/schedules/${privateMeeting.id}`)).statusCode).toBe(404);
    expect((await get(tokens.b, `/meeting/schedules/${privateMeeting.id}/users`)).statusCode).toBe(404);
    expect((await get(tokens.a, `/meeting/schedules/${privateMeeting.id}`)).statusCode).toBe(200);
    const busy = await create(tokens.b, { name: "B 撞车", startAt: at(1, 10, 30), endAt: at(1, 12) });
    expect(busy.statusCode).toBe(409);
    const { conflicts } = envelopeOf<{ conflicts: Conflict[] }>(busy).data;
    expect(conflicts.map((c) => c.meetingName)).toEqual([null]);
    expect(busy.body).not.toContain(PRIVATE_NAME);
  });
});

describe("join by number", () => {
  const lookUp = (token: string, number: string, language?: "en-US") =>
    get(token, `/meeting/schedules/meeting/by-number/${number}`, language);

  it("tells B only what joining needs about A's private meeting", async () => {
    const response = await lookUp(tokens.b, privateMeeting.meetingNumber);
    expect(response.statusCode).toBe(200);
    const target = envelopeOf<JoinTarget>(response).data;
    expect(target).toEqual({
      networkNumber: privateMeeting.meetingNumber,
      name: null,
      status: "SCHEDULE",
      startAt: at(1, 10),
      endAt: at(1, 11),
      hasPassword: false,
      joinByApp: true,
      joinByTerminal: true,
    });
    for (const leak of [PRIVATE_NAME, privateMeeting.id, privateMeeting.meetingIds[0], room.id, room.name]) {
      expect(response.body).not.toContain(leak);
    }
    const own = envelopeOf<JoinTarget>(await lookUp(tokens.a, privateMeeting.meetingNumber)).data;
    expect(own.name).toBe(PRIVATE_NAME);
  });

  it("allows 10 lookups a minute per user, then 429 in the caller's language", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await lookUp(tokens.c, String(100_000 + i))).statusCode);
    expect(statuses.every((status) => status === 404)).toBe(true);
    const limited = await lookUp(tokens.c, publicMeeting.meetingNumber);
    expect(limited.statusCode).toBe(429);
    expect(envelopeOf(limited).errorCode).toBe("TOO_MANY_REQUESTS");
    expect(envelopeOf(limited).message).toBe("查询会议号过于频繁，请 60 秒后重试");
    expect(limited.headers["retry-after"]).toBe("60");
    clock += 30_000;
    const english = await lookUp(tokens.c, publicMeeting.meetingNumber, "en-US");
    expect(english.statusCode).toBe(429);
    expect(envelopeOf(english).message).toBe(
      "Too many meeting number lookups; please try again in 30 seconds",
    );
    expect((await lookUp(tokens.operator, publicMeeting.meetingNumber)).statusCode).toBe(200);
    clock += 30_000;
    expect((await lookUp(tokens.c, publicMeeting.meetingNumber)).statusCode).toBe(200);
  });

  it("counts in the database: two server instances on one database share one limit", async () => {
    const second = await buildApp({
      db: {
        db: app.ctx.db,
        pool: (app.ctx.db as unknown as { $client: Database["pool"] }).$client,
        embedded: null,
        dedicated: app.ctx.dedicated,
        close: async () => {},
      },
      now: () => clock,
      config: { captchaFixed: CAPTCHA, staticDir: "/nonexistent-console" },
    });
    try {
      clock += 60_000;
      const url = `/api/v1/meeting/schedules/meeting/by-number/${publicMeeting.meetingNumber}`;
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => call(i % 2 ? second : app, "GET", url, { token: tokens.b })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    } finally {
      await second.close();
    }
  });
});

describe("room occupancy", () => {
  const occupancy = async (token: string) => {
    const response = await get(
      token,
      `/meeting/schedules/room-occupancy?start=${at(1, 0)}&end=${at(2, 0)}&roomIds=${room.id}`,
    );
    expect(response.statusCode).toBe(200);
    return { body: response.body, rows: envelopeOf<Occupancy[]>(response).data };
  };

  it("shows A's private booking to B as busy and nothing more", async () => {
    const seen = await occupancy(tokens.b);
    expect(seen.rows).toEqual([
      {
        roomId: room.id,
        startAt: at(1, 10),
        endAt: at(1, 11),
        meetingId: null,
        scheduleId: null,
        name: null,
        mine: false,
      },
    ]);
    expect(seen.body).not.toContain(privateMeeting.id);
    expect(seen.body).not.toContain(privateMeeting.meetingIds[0]);
    for (const who of [tokens.a, tokens.operator]) {
      expect((await occupancy(who)).rows).toEqual([
        expect.objectContaining({
          meetingId: privateMeeting.meetingIds[0],
          scheduleId: privateMeeting.id,
          name: PRIVATE_NAME,
        }),
      ]);
    }
  });
});

describe("attachments", () => {
  const info = (token: string, id: string) => get(token, `/system/file/${id}`);
  const download = (token: string, id: string) => get(token, `/system/file/download/${id}`);

  it("404s A's private attachment to B: record, download, list and delete", async () => {
    expect((await info(tokens.b, secret.id)).statusCode).toBe(404);
    expect((await download(tokens.b, secret.id)).statusCode).toBe(404);
    const listed = await call(app, "POST", "/api/v1/system/file/list", {
      token: tokens.b,
      payload: { ids: [secret.id, shared.id] },
    });
    expect(envelopeOf<FileRecord[]>(listed).data.map((f) => f.id)).toEqual([shared.id]);
    const removed = await call(app, "POST", "/api/v1/system/file/delete/batch", {
      token: tokens.b,
      payload: { ids: [secret.id] },
    });
    expect(removed.statusCode).toBe(404);
  });

  it("lets the uploader and whoever sees a meeting it is attached to read it", async () => {
    expect((await download(tokens.a, secret.id)).body).toBe("A's private notes");
    expect((await info(tokens.operator, secret.id)).statusCode).toBe(200);
    expect((await download(tokens.b, shared.id)).body).toBe("for everyone");
    const notOwner = await call(app, "POST", "/api/v1/system/file/delete/batch", {
      token: tokens.b,
      payload: { ids: [shared.id] },
      language: "en-US",
    });
    expect(notOwner.statusCode).toBe(403);
    expect(envelopeOf(notOwner).message).toBe("You can only delete files you uploaded");
    const orphan = await upload(tokens.a, "orphan.txt", "never attached");
    expect((await info(tokens.b, orphan.id)).statusCode).toBe(404);
    expect((await info(tokens.operator, orphan.id)).statusCode).toBe(404);
  });

  it("refuses B attaching A's files to B's own meeting, in both languages", async () => {
    const times = { startAt: at(3, 10), endAt: at(3, 11) };
    for (const fileId of [secret.id, shared.id]) {
      const response = await create(tokens.b, { ...times, name: "B 的会", fileIds: [fileId] });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf<Fields>(response).data.fields.fileIds).toBe(
        "附件不存在或不是您上传的，只能添加自己上传的附件",
      );
    }
    const english = await create(tokens.b, { ...times, fileIds: [secret.id] }, "en-US");
    expect(envelopeOf<Fields>(english).data.fields.fileIds).toBe(
      "An attachment does not exist or was not uploaded by you; only your own uploads can be attached",
    );
    const mine = await upload(tokens.b, "b.txt", "B's own");
    expect((await create(tokens.b, { ...times, fileIds: [mine.id] })).statusCode).toBe(200);
  });

  it("lets a meeting administrator edit A's meeting keeping the attachment A put there", async () => {
    const edited = await call(app, "PUT", `${schedulesUrl}/${privateMeeting.id}`, {
      token: tokens.operator,
      payload: body({ name: PRIVATE_NAME, fileIds: [secret.id] }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const added = await call(app, "PUT", `${schedulesUrl}/${privateMeeting.id}`, {
      token: tokens.operator,
      payload: body({ name: PRIVATE_NAME, fileIds: [secret.id, shared.id] }),
    });
    expect(added.statusCode).toBe(400);
  });

  it("refuses a floor map whose image the device manager may not read", async () => {
    const [location] = await app.ctx.db.query.locations.findMany({
      where: (t, { eq }) => eq(t.level, "FLOOR"),
      limit: 1,
    });
    const floor = (token: string, fileId: string) =>
      call(app, "POST", "/api/v1/device/meeting-floor", {
        token,
        payload: { name: "Map", locationId: location.id, fileId },
      });
    const aImage = await upload(tokens.a, "a-photo.png", PNG);
    const refused = await floor(tokens.operator, aImage.id);
    expect(refused.statusCode).toBe(400);
    expect(envelopeOf<Fields>(refused).data.fields.fileId).toBe("请选择已上传的图片");
    expect((await download(tokens.operator, aImage.id)).statusCode).toBe(404);
    const ownImage = await upload(tokens.operator, "map.png", PNG);
    expect((await floor(tokens.operator, ownImage.id)).statusCode).toBe(200);
    expect((await download(tokens.admin, ownImage.id)).statusCode).toBe(200);
    expect((await download(tokens.b, ownImage.id)).statusCode).toBe(404);
  });
});
