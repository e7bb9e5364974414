import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { OPERATOR_PERMISSIONS } from "#contract/permissions";
import { locations } from "../../server/src/db/schema-devices.ts";
import { scheduleBody } from "../fixtures/schedule-body.ts";
import { ADMIN, call, encryptPassword, envelopeOf, loginAs, makeApp, publicKeyOf } from "./helpers.ts";

/**
 * The data-authority matrix (QUALITY.md §2 object-level checks): two departments, A and B, each with
 * a room, a terminal, a human detector with a sensor, a door screen, a place on a shared floor map,
 * a private meeting and a member; two operators, each covering only their own department, with every
 * permission of a room, device, meeting and user administrator. Each operator tries every room,
 * device, meeting and user call on the other department's objects: every try must be refused (404
 * for an object by id, absent from a list, 400 for naming it in a write, 403 for a department they
 * see but do not cover). The same call on their own objects succeeds, so a refusal is the
 * authority's, not a broken call. The matrix is printed for the record.
 */
type Side = "A" | "B";
interface Objects {
  dept: string;
  room: string;
  terminal: string;
  detector: string;
  detectorSerial: string;
  sensor: string;
  board: string;
  schedule: string;
  meeting: string;
  member: string;
  operator: string;
  token: string;
}

/** 2030-01-07 (a Monday) 08:00 in the process time zone. */
const T0 = new Date(2030, 0, 7, 8).getTime();
let app: FastifyInstance;
let admin: string;
let floorId: string;
let terminalModel: { productId: string; modelId: string };
const objects = {} as Record<Side, Objects>;
const PASSWORD = "Matrix#2030";

async function ok<T>(method: string, url: string, token: string, payload?: unknown): Promise<T> {
  const response = await call(app, method, `/api/v1${url}`, { token, payload });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return envelopeOf<T>(response).data;
}

async function setUp(side: Side, roleId: string, brand: string, model: string): Promise<void> {
  const dept = (await ok<{ id: string }>("POST", "/system/dept", admin, { name: `矩阵部门 ${side}` })).id;
  const key = await publicKeyOf(app);
  const person = async (account: string, roleIds: string[]) =>
    (
      await ok<{ id: string }>("POST", "/system/user", admin, {
        account,
        name: account,
        deptId: dept,
        roleIds,
        password: encryptPassword(key, PASSWORD),
      })
    ).id;
  const operator = await person(`matrix-op-${side.toLowerCase()}`, [roleId]);
  const member = await person(`matrix-member-${side.toLowerCase()}`, []);
  await ok("POST", `/system/authority/user/data/${operator}`, admin, { deptIds: [dept] });
  const room = (
    await ok<{ id: string }>("POST", "/device/room", admin, {
      name: `矩阵会议室 ${side}`,
      deptId: dept,
      capacity: 8,
    })
  ).id;
  const terminal = (
    await ok<{ id: string }>("POST", "/device/terminal", admin, {
      name: `矩阵终端 ${side}`,
      productId: brand,
      modelId: model,
      dialAddress: `matrix-${side}@example.com`,
      protocol: "SIP",
      roomId: room,
    })
  ).id;
  const detectorSerial = `MATRIX-DET-${side}`;
  const detector = (
    await ok<{ id: string }>("POST", "/device/human-detector", admin, {
      name: `矩阵探测器 ${side}`,
      serialNumber: detectorSerial,
      roomId: room,
    })
  ).id;
  const sensor = (
    await ok<{ id: string }>("POST", "/device/human-detector/sensor", admin, {
      name: `矩阵传感器 ${side}`,
      serialNumber: `MATRIX-SEN-${side}`,
      detectorId: detector,
    })
  ).id;
  const board = (await ok<{ id: string }>("POST", `/device/room-board/code/${room}`, admin)).id;
  const memberToken = (await loginAs(app, `matrix-member-${side.toLowerCase()}`, PASSWORD)).token;
  const saved = await ok<{ id: string; meetingIds: string[] }>(
    "POST",
    "/meeting/schedules",
    memberToken,
    scheduleBody({
      name: `矩阵私密会议 ${side}`,
      roomIds: [room],
      startAt: T0 + 26 * 3600_000,
      endAt: T0 + 27 * 3600_000,
    }),
  );
  const token = (await loginAs(app, `matrix-op-${side.toLowerCase()}`, PASSWORD)).token;
  objects[side] = {
    dept,
    room,
    terminal,
    detector,
    detectorSerial,
    sensor,
    board,
    schedule: saved.id,
    meeting: saved.meetingIds[0],
    member,
    operator,
    token,
  };
}

beforeAll(async () => {
  app = await makeApp({ now: () => T0 });
  admin = (await loginAs(app, ...ADMIN)).token;
  const groups = await ok<{ id: string }[]>("GET", "/system/group?type=ROLE", admin);
  const role = await ok<{ id: string }>("POST", "/system/role", admin, {
    name: "矩阵管理员",
    groupId: groups[0].id,
  });
  await ok("POST", `/system/role/${role.id}/add/resources`, admin, {
    resources: [...OPERATOR_PERMISSIONS, "system", "user"],
  });
  const [brand] = await ok<{ id: string }[]>("GET", "/device/terminal/product", admin);
  const [model] = await ok<{ id: string }[]>("GET", `/device/terminal/product/${brand.id}`, admin);
  terminalModel = { productId: brand.id, modelId: model.id };
  await setUp("A", role.id, brand.id, model.id);
  await setUp("B", role.id, brand.id, model.id);
  const [floor] = await app.ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.level, "FLOOR"))
    .limit(1);
  floorId = (
    await ok<{ id: string }>("POST", "/device/meeting-floor", admin, {
      name: "矩阵平面图",
      locationId: floor.id,
    })
  ).id;
  await ok("PUT", `/device/meeting-floor/association/update/${floorId}`, admin, {
    rooms: [
      { roomId: objects.A.room, x: 0.2, y: 0.2 },
      { roomId: objects.B.room, x: 0.8, y: 0.8 },
    ],
  });
}, 120_000);
afterAll(() => app?.close());

/** What a try did: refused (404, 403, 400 beside the named field, absent from a list...), or "ALLOWED". */
type Outcome = string;

interface Try {
  call: string;
  /** The try by `me` on `them`'s objects. */
  attempt(me: Objects, them: Objects): Promise<Outcome>;
  /** The same call on one's own objects succeeds (a control: the refusal is the authority's). */
  control?(me: Objects): Promise<boolean>;
}

const request = (method: string, url: string, token: string, payload?: unknown) =>
  call(app, method, `/api/v1${url}`, { token, payload });

/** A by-id call: 404 refused, 403 refused, 400 refused; anything else allowed. */
const byId =
  (method: string, url: (o: Objects) => string, body?: (me: Objects, them: Objects) => unknown) =>
  async (me: Objects, them: Objects): Promise<Outcome> => {
    const response = await request(method, url(them), me.token, body?.(me, them));
    return ["404", "403", "400"].includes(String(response.statusCode))
      ? (String(response.statusCode) as Outcome)
      : "ALLOWED";
  };

/** A write naming the other's object from one's own: 404, or 400 beside the field that names it. */
const naming =
  (method: string, url: (me: Objects) => string, body: (me: Objects, them: Objects) => unknown) =>
  async (me: Objects, them: Objects): Promise<Outcome> => {
    const response = await request(method, url(me), me.token, body(me, them));
    if (response.statusCode === 404) return "404";
    const fields = Object.keys(
      envelopeOf<{ fields?: Record<string, string> } | null>(response).data?.fields ?? {},
    );
    return response.statusCode === 400 && fields.length > 0 ? `400 ${fields.join(",")}` : "ALLOWED";
  };

/** A list: the other's object must be absent from everything the caller can page through. */
const listed =
  (url: string, id: (o: Objects) => string, field = "id") =>
  async (me: Objects, them: Objects): Promise<Outcome> => {
    const response = await request("GET", url, me.token);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    const data = envelopeOf<{ records?: Record<string, unknown>[] } | Record<string, unknown>[]>(
      response,
    ).data;
    const rows = Array.isArray(data) ? data : (data.records ?? []);
    return rows.some((row) => row[field] === id(them)) ? "ALLOWED" : "absent";
  };

const listControl =
  (url: string, id: (o: Objects) => string, field = "id") =>
  async (me: Objects): Promise<boolean> =>
    (await listed(url, id, field)(me, me)) === "ALLOWED";

const getsOwn = (url: (o: Objects) => string) => async (me: Objects) =>
  (await request("GET", url(me), me.token)).statusCode === 200;

const product = "meeting";
const TRIES: Try[] = [
  // ---- rooms
  {
    call: "GET /device/room/query",
    attempt: listed("/device/room/query?size=500", (o) => o.room),
    control: listControl("/device/room/query?size=500", (o) => o.room),
  },
  {
    call: "GET /device/room/{id}",
    attempt: byId("GET", (o) => `/device/room/${o.room}`),
    control: getsOwn((o) => `/device/room/${o.room}`),
  },
  {
    call: "PUT /device/room/{id}",
    attempt: byId(
      "PUT",
      (o) => `/device/room/${o.room}`,
      () => ({ name: "改名", capacity: 9 }),
    ),
  },
  { call: "DELETE /device/room/{id}", attempt: byId("DELETE", (o) => `/device/room/${o.room}`) },
  {
    call: "POST /device/room/delete/batch",
    attempt: naming(
      "POST",
      () => "/device/room/delete/batch",
      (_me, them) => ({ ids: [them.room] }),
    ),
  },
  {
    call: "POST /device/room/change/dept/{ids} (their room)",
    attempt: byId(
      "POST",
      (o) => `/device/room/change/dept/${o.room}`,
      (me) => ({ deptId: me.dept }),
    ),
  },
  {
    call: "POST /device/room/change/dept/{ids} (own room into their department)",
    attempt: naming(
      "POST",
      (me) => `/device/room/change/dept/${me.room}`,
      (_me, them) => ({ deptId: them.dept }),
    ),
  },
  {
    call: "POST /device/room (in their department)",
    attempt: naming(
      "POST",
      () => "/device/room",
      (_me, them) => ({ name: "越权会议室", capacity: 4, deptId: them.dept }),
    ),
  },
  {
    call: "POST /device/room/association-info/get-available",
    attempt: naming(
      "POST",
      () => "/device/room/association-info/get-available",
      (_me, them) => ({
        roomId: them.room,
        type: "TERMINAL",
      }),
    ),
    control: async (me) =>
      (
        await request("POST", "/device/room/association-info/get-available", me.token, {
          roomId: me.room,
          type: "TERMINAL",
        })
      ).statusCode === 200,
  },
  {
    call: "POST /device/room/association-info/batch (their room)",
    attempt: naming(
      "POST",
      () => "/device/room/association-info/batch",
      (_me, them) => ({ roomId: them.room, detectorIds: [] }),
    ),
  },
  {
    call: "POST /device/room/association-info/batch (their detector into own room)",
    attempt: naming(
      "POST",
      () => "/device/room/association-info/batch",
      (me, them) => ({
        roomId: me.room,
        detectorIds: [me.detector, them.detector],
      }),
    ),
  },
  {
    call: "GET /device/room/bind-info/terminal/{id}",
    attempt: byId("GET", (o) => `/device/room/bind-info/terminal/${o.room}`),
    control: getsOwn((o) => `/device/room/bind-info/terminal/${o.room}`),
  },
  {
    call: "PUT /device/room/bind-info/{id} (their room)",
    attempt: byId(
      "PUT",
      (o) => `/device/room/bind-info/${o.room}`,
      () => ({ terminalId: null }),
    ),
  },
  {
    call: "PUT /device/room/bind-info/{id} (their terminal into own room)",
    attempt: naming(
      "PUT",
      (me) => `/device/room/bind-info/${me.room}`,
      (_me, them) => ({ terminalId: them.terminal }),
    ),
  },
  // ---- terminals
  {
    call: "GET /device/terminal/query",
    attempt: listed("/device/terminal/query?size=500", (o) => o.terminal),
    control: listControl("/device/terminal/query?size=500", (o) => o.terminal),
  },
  {
    call: "GET /device/terminal/{id}",
    attempt: byId("GET", (o) => `/device/terminal/${o.terminal}`),
    control: getsOwn((o) => `/device/terminal/${o.terminal}`),
  },
  {
    call: "PUT /device/terminal/{id}",
    attempt: byId(
      "PUT",
      (o) => `/device/terminal/${o.terminal}`,
      (_me, them) => terminalBody(them, "改名"),
    ),
  },
  {
    call: "PUT /device/terminal (id in body)",
    attempt: naming(
      "PUT",
      () => "/device/terminal",
      (_me, them) => ({ id: them.terminal, ...terminalBody(them, "改名") }),
    ),
  },
  { call: "DELETE /device/terminal/{id}", attempt: byId("DELETE", (o) => `/device/terminal/${o.terminal}`) },
  {
    call: "POST /device/terminal/delete/batch",
    attempt: naming(
      "POST",
      () => "/device/terminal/delete/batch",
      (_me, them) => ({ ids: [them.terminal] }),
    ),
  },
  {
    call: "POST /device/terminal (in their room)",
    attempt: naming(
      "POST",
      () => "/device/terminal",
      (me, them) => ({
        ...terminalBody(them, "越权终端"),
        dialAddress: `intruder-${me.operator}@example.com`,
      }),
    ),
  },
  // ---- human detectors
  {
    call: "GET /device/human-detector/query",
    attempt: listed("/device/human-detector/query?size=500", (o) => o.detector),
    control: listControl("/device/human-detector/query?size=500", (o) => o.detector),
  },
  {
    call: "GET /device/human-detector/{id}",
    attempt: byId("GET", (o) => `/device/human-detector/${o.detector}`),
    control: getsOwn((o) => `/device/human-detector/${o.detector}`),
  },
  {
    call: "PUT /device/human-detector/{id}",
    attempt: byId(
      "PUT",
      (o) => `/device/human-detector/${o.detector}`,
      (_me, them) => ({
        name: "改名",
        serialNumber: them.detectorSerial,
        roomId: them.room,
      }),
    ),
  },
  {
    call: "DELETE /device/human-detector/{id}",
    attempt: byId("DELETE", (o) => `/device/human-detector/${o.detector}`),
  },
  {
    call: "POST /device/human-detector/delete/batch",
    attempt: naming(
      "POST",
      () => "/device/human-detector/delete/batch",
      (_me, them) => ({ ids: [them.detector] }),
    ),
  },
  {
    call: "POST /device/human-detector (in their room)",
    attempt: naming(
      "POST",
      () => "/device/human-detector",
      (me, them) => ({
        name: "越权探测器",
        serialNumber: `INTRUDER-${me.operator}`,
        roomId: them.room,
      }),
    ),
  },
  // ---- sensors
  {
    call: "GET /device/human-detector/sensor/query",
    attempt: listed("/device/human-detector/sensor/query?size=500", (o) => o.sensor),
    control: listControl("/device/human-detector/sensor/query?size=500", (o) => o.sensor),
  },
  {
    call: "GET /device/human-detector/sensor/{id}",
    attempt: byId("GET", (o) => `/device/human-detector/sensor/${o.sensor}`),
    control: getsOwn((o) => `/device/human-detector/sensor/${o.sensor}`),
  },
  {
    call: "PUT /device/human-detector/sensor/{id}",
    attempt: byId(
      "PUT",
      (o) => `/device/human-detector/sensor/${o.sensor}`,
      (_me, them) => ({
        name: "改名",
        serialNumber: `MATRIX-SEN-X-${them.sensor}`,
        detectorId: them.detector,
      }),
    ),
  },
  {
    call: "DELETE /device/human-detector/sensor/{id}",
    attempt: byId("DELETE", (o) => `/device/human-detector/sensor/${o.sensor}`),
  },
  {
    call: "POST /device/human-detector/sensor/delete/batch",
    attempt: naming(
      "POST",
      () => "/device/human-detector/sensor/delete/batch",
      (_me, them) => ({ ids: [them.sensor] }),
    ),
  },
  {
    call: "POST /device/human-detector/sensor (on their detector)",
    attempt: naming(
      "POST",
      () => "/device/human-detector/sensor",
      (me, them) => ({
        name: "越权传感器",
        serialNumber: `INTRUDER-SEN-${me.operator}`,
        detectorId: them.detector,
      }),
    ),
  },
  {
    call: "POST /device/human-detector/sensor/import/csv (on their detector)",
    attempt: async (me, them) => {
      const csv = `name,serialNumber,detectorSerialNumber\n越权导入,IMPORT-${me.operator},${them.detectorSerial}\n`;
      const boundary = "----matrix";
      const payload = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      );
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/device/human-detector/sensor/import/csv",
        headers: { token: me.token, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      const report = envelopeOf<{ imported: number; failed: number }>(response).data;
      return response.statusCode === 200 && report.imported === 0 && report.failed === 1
        ? "row refused"
        : "ALLOWED";
    },
  },
  // ---- room boards (door screens)
  {
    call: "GET /device/room-board/query",
    attempt: listed("/device/room-board/query?size=500", (o) => o.board),
    control: listControl("/device/room-board/query?size=500", (o) => o.board),
  },
  {
    call: "GET /device/room-board/by-room/{roomId}",
    attempt: byId("GET", (o) => `/device/room-board/by-room/${o.room}`),
    control: getsOwn((o) => `/device/room-board/by-room/${o.room}`),
  },
  {
    call: "POST /device/room-board/by-room-ids/{ids}",
    attempt: async (me, them) => {
      const response = await request("POST", `/device/room-board/by-room-ids/${them.room}`, me.token);
      return envelopeOf<unknown[]>(response).data.length === 0 ? "absent" : "ALLOWED";
    },
    control: async (me) =>
      envelopeOf<unknown[]>(await request("POST", `/device/room-board/by-room-ids/${me.room}`, me.token)).data
        .length === 1,
  },
  {
    call: "POST /device/room-board/code/{roomId}",
    attempt: byId("POST", (o) => `/device/room-board/code/${o.room}`),
  },
  { call: "DELETE /device/room-board/{id}", attempt: byId("DELETE", (o) => `/device/room-board/${o.board}`) },
  {
    call: "POST /device/room-board/batch-delete",
    attempt: naming(
      "POST",
      () => "/device/room-board/batch-delete",
      (_me, them) => ({ ids: [them.board] }),
    ),
  },
  // ---- floor maps (shared; their room placements follow the rooms)
  {
    call: `GET /device/${product}-floor/{id} (their placement)`,
    attempt: async (me, them) => {
      const floor = envelopeOf<{ rooms: { roomId: string }[] }>(
        await request("GET", `/device/${product}-floor/${floorId}`, me.token),
      ).data;
      return floor.rooms.some((r) => r.roomId === them.room) ? "ALLOWED" : "hidden";
    },
    control: async (me) =>
      envelopeOf<{ rooms: { roomId: string }[] }>(
        await request("GET", `/device/${product}-floor/${floorId}`, me.token),
      ).data.rooms.some((r) => r.roomId === me.room),
  },
  {
    call: `GET /device/${product}-floor/by-room/{roomId}`,
    attempt: byId("GET", (o) => `/device/${product}-floor/by-room/${o.room}`),
    control: getsOwn((o) => `/device/${product}-floor/by-room/${o.room}`),
  },
  {
    call: `PUT /device/${product}-floor/association/update/{id} (placing their room)`,
    attempt: naming(
      "PUT",
      () => `/device/${product}-floor/association/update/${floorId}`,
      (me, them) => ({
        rooms: [
          { roomId: me.room, x: 0.3, y: 0.3 },
          { roomId: them.room, x: 0.5, y: 0.5 },
        ],
      }),
    ),
  },
  // ---- meetings (each operator holds meetingControl: a meeting administrator of their department)
  {
    call: `GET /${product}/schedules?tab=all`,
    attempt: listed(`/${product}/schedules?tab=all&size=500`, (o) => o.schedule, "scheduleId"),
    control: listControl(`/${product}/schedules?tab=all&size=500`, (o) => o.schedule, "scheduleId"),
  },
  {
    call: `GET /${product}/meetings`,
    attempt: listed(`/${product}/meetings?size=500`, (o) => o.meeting),
    control: listControl(`/${product}/meetings?size=500`, (o) => o.meeting),
  },
  {
    call: `GET /${product}/schedules/{id}`,
    attempt: byId("GET", (o) => `/${product}/schedules/${o.schedule}`),
    control: getsOwn((o) => `/${product}/schedules/${o.schedule}`),
  },
  {
    call: `GET /${product}/schedules/{id}/users`,
    attempt: byId("GET", (o) => `/${product}/schedules/${o.schedule}/users`),
    control: getsOwn((o) => `/${product}/schedules/${o.schedule}/users`),
  },
  {
    call: `PUT /${product}/schedules/{id}`,
    attempt: byId(
      "PUT",
      (o) => `/${product}/schedules/${o.schedule}`,
      (_me, them) =>
        scheduleBody({
          name: "越权修改",
          roomIds: [them.room],
          startAt: T0 + 26 * 3600_000,
          endAt: T0 + 27 * 3600_000,
        }),
    ),
  },
  {
    call: `DELETE /${product}/schedules/{id}`,
    attempt: byId("DELETE", (o) => `/${product}/schedules/${o.schedule}`),
  },
  {
    call: `DELETE /${product}/schedules/cycle/{id}`,
    attempt: byId("DELETE", (o) => `/${product}/schedules/cycle/${o.schedule}`),
  },
  {
    call: `GET /${product}/meetings/{id}`,
    attempt: byId("GET", (o) => `/${product}/meetings/${o.meeting}`),
    control: getsOwn((o) => `/${product}/meetings/${o.meeting}`),
  },
  {
    call: `DELETE /${product}/meetings/{id} (end)`,
    attempt: byId("DELETE", (o) => `/${product}/meetings/${o.meeting}`),
  },
  // ---- users and departments (each operator also holds `user`)
  {
    call: "GET /system/user",
    attempt: listed("/system/user?size=500", (o) => o.member),
    control: listControl("/system/user?size=500", (o) => o.member),
  },
  {
    call: "GET /system/user/{id}",
    attempt: byId("GET", (o) => `/system/user/${o.member}`),
    control: getsOwn((o) => `/system/user/${o.member}`),
  },
  {
    call: "PUT /system/user/{id}",
    attempt: byId(
      "PUT",
      (o) => `/system/user/${o.member}`,
      () => ({ enabled: false }),
    ),
  },
  { call: "DELETE /system/user/{id}", attempt: byId("DELETE", (o) => `/system/user/${o.member}`) },
  {
    call: "POST /system/user/delete/list",
    attempt: naming(
      "POST",
      () => "/system/user/delete/list",
      (_me, them) => ({ ids: [them.member] }),
    ),
  },
  {
    call: "POST /system/user/batch/update/role",
    attempt: naming(
      "POST",
      () => "/system/user/batch/update/role",
      (_me, them) => ({ userIds: [them.member], roleIds: [] }),
    ),
  },
  {
    call: "PATCH /system/user/{id}/change/password",
    attempt: async (me, them) => {
      const response = await request("PATCH", `/system/user/${them.member}/change/password`, me.token, {
        newPassword: encryptPassword(await publicKeyOf(app), "Intruder#2030"),
      });
      return response.statusCode === 404 ? "404" : "ALLOWED";
    },
  },
  {
    call: "POST /system/user (in their department)",
    attempt: async (me, them) => {
      const response = await request("POST", "/system/user", me.token, {
        account: `intruder-${me.operator}`,
        name: "越权用户",
        deptId: them.dept,
        password: encryptPassword(await publicKeyOf(app), PASSWORD),
      });
      const fields = envelopeOf<{ fields?: Record<string, string> }>(response).data?.fields ?? {};
      return response.statusCode === 400 && fields.deptId ? "400 deptId" : "ALLOWED";
    },
  },
  {
    call: "GET /system/authority/user/data/{id}",
    attempt: byId("GET", (o) => `/system/authority/user/data/${o.member}`),
    control: getsOwn((o) => `/system/authority/user/data/${o.member}`),
  },
  {
    call: "POST /system/authority/user/data/{id} (own member, their department)",
    attempt: naming(
      "POST",
      (me) => `/system/authority/user/data/${me.member}`,
      (_me, them) => ({ deptIds: [them.dept] }),
    ),
  },
  {
    call: "PUT /system/dept/{id}",
    attempt: byId(
      "PUT",
      (o) => `/system/dept/${o.dept}`,
      () => ({ name: "越权改名" }),
    ),
  },
  { call: "DELETE /system/dept/{id}", attempt: byId("DELETE", (o) => `/system/dept/${o.dept}`) },
  {
    call: "POST /system/dept (under their department)",
    attempt: naming(
      "POST",
      () => "/system/dept",
      (_me, them) => ({ name: "越权部门", parentId: them.dept }),
    ),
  },
];

function terminalBody(o: Objects, name: string) {
  return {
    name,
    ...terminalModel,
    dialAddress: `matrix-${o.terminal}@example.com`,
    protocol: "SIP",
    roomId: o.room,
  };
}

describe("data-authority matrix", () => {
  it("refuses every room, device, meeting and user call of each operator on the other's objects", async () => {
    const rows: [string, Outcome, Outcome, string][] = [];
    for (const t of TRIES) {
      const aOnB = await t.attempt(objects.A, objects.B);
      const bOnA = await t.attempt(objects.B, objects.A);
      const controls = t.control ? [await t.control(objects.A), await t.control(objects.B)] : [];
      rows.push([
        t.call,
        aOnB,
        bOnA,
        controls.length ? (controls.every(Boolean) ? "own: ok" : "own: FAILED") : "",
      ]);
    }
    const width = Math.max(...rows.map((r) => r[0].length));
    const table = [
      `${"call".padEnd(width)} | A on B             | B on A             | control`,
      `${"-".repeat(width)}-|--------------------|--------------------|--------`,
      ...rows.map(
        ([name, a, b, control]) => `${name.padEnd(width)} | ${a.padEnd(18)} | ${b.padEnd(18)} | ${control}`,
      ),
    ].join("\n");
    console.log(`\nData-authority matrix (${rows.length} calls × 2 operators):\n${table}\n`);
    expect(rows.filter((r) => r[1] === "ALLOWED" || r[2] === "ALLOWED").map((r) => r[0])).toEqual([]);
    expect(rows.filter((r) => r[3] === "own: FAILED").map((r) => r[0])).toEqual([]);
  }, 120_000);

  it("left every object of the other department as it was", async () => {
    for (const side of ["A", "B"] as const) {
      const o = objects[side];
      expect((await request("GET", `/device/room/${o.room}`, admin)).statusCode).toBe(200);
      expect(
        envelopeOf<{ name: string }>(await request("GET", `/device/room/${o.room}`, admin)).data.name,
      ).toBe(`矩阵会议室 ${side}`);
      expect((await request("GET", `/device/terminal/${o.terminal}`, admin)).statusCode).toBe(200);
      expect(
        envelopeOf<{ roomId: string }>(await request("GET", `/device/human-detector/${o.detector}`, admin))
          .data.roomId,
      ).toBe(o.room);
      expect((await request("GET", `/device/human-detector/sensor/${o.sensor}`, admin)).statusCode).toBe(200);
      expect(
        envelopeOf<unknown[]>(await request("GET", `/device/room-board/by-room/${o.room}`, admin)).data,
      ).toHaveLength(1);
      expect(
        envelopeOf<{ enabled: boolean }>(await request("GET", `/system/user/${o.member}`, admin)).data
          .enabled,
      ).toBe(true);
      expect(
        envelopeOf<{ name: string }>(await request("GET", `/${product}/schedules/${o.schedule}`, admin)).data
          .name,
      ).toBe(`矩阵私密会议 ${side}`);
    }
    const floor = envelopeOf<{ rooms: { roomId: string }[] }>(
      await request("GET", `/device/${product}-floor/${floorId}`, admin),
    ).data;
    expect(floor.rooms.map((r) => r.roomId).sort()).toEqual([objects.A.room, objects.B.room].sort());
  });

  it("gives an operator the meetings that book a room of their department, whoever made them", async () => {
    const saved = await ok<{ id: string }>(
      "POST",
      "/meeting/schedules",
      admin,
      scheduleBody({
        name: "总部借用 A 会议室",
        roomIds: [objects.A.room],
        startAt: T0 + 50 * 3600_000,
        endAt: T0 + 51 * 3600_000,
      }),
    );
    const detail = await request("GET", `/${product}/schedules/${saved.id}`, objects.A.token);
    expect(detail.statusCode).toBe(200);
    const rows = envelopeOf<{ records: { scheduleId: string; rights: { edit: boolean } }[] }>(
      await request("GET", `/${product}/schedules?tab=all&size=500`, objects.A.token),
    ).data.records;
    expect(rows.find((row) => row.scheduleId === saved.id)?.rights.edit).toBe(true);
    expect((await request("GET", `/${product}/schedules/${saved.id}`, objects.B.token)).statusCode).toBe(404);
    expect((await request("DELETE", `/${product}/schedules/${saved.id}`, objects.A.token)).statusCode).toBe(
      200,
    );
  });

  it("lets an operator see the other's room once an administrator grants the department, from the next call", async () => {
    const url = `/device/room/${objects.B.room}`;
    expect((await request("GET", url, objects.A.token)).statusCode).toBe(404);
    await ok("POST", `/system/authority/user/data/${objects.A.operator}`, admin, {
      deptIds: [objects.A.dept, objects.B.dept],
    });
    expect((await request("GET", url, objects.A.token)).statusCode).toBe(200);
    await ok("POST", `/system/authority/user/data/${objects.A.operator}`, admin, {
      deptIds: [objects.A.dept],
    });
    expect((await request("GET", url, objects.A.token)).statusCode).toBe(404);
  });
});
