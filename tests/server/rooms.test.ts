import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { rooms as roomsTable } from "../../server/src/db/schema-devices.ts";
import { boundedTotal } from "../../server/src/lib/list-query.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

/** Meeting rooms: lists and filters, authority, CRUD and validation, department changes. */
interface Room {
  id: string;
  name: string;
  code: string | null;
  locationId: string | null;
  locationPath: string | null;
  deptId: string | null;
  deptName: string | null;
  capacity: number;
  type: string | null;
  equipment: string[];
  enabled: boolean;
  terminalId: string | null;
  terminalName: string | null;
}
interface Page<T> {
  records: T[];
  total: number;
  totalBounded?: true;
}
type Fields = { fields: Record<string, string> };

let app: FastifyInstance;
let admin: string;
let operator: string;
let user: string;
let floorId: string;
beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
  user = (await loginAs(app, ...USER)).token;
  const floors = await call(app, "GET", "/api/v1/device/dict/supply/query?level=FLOOR&size=1", {
    token: admin,
  });
  floorId = envelopeOf<Page<{ id: string }>>(floors).data.records[0].id;
});
afterAll(() => app.close());

const api = "/api/v1/device/room";
const query = async (search: string, token = admin, path = "query") =>
  envelopeOf<Page<Room>>(await call(app, "GET", `${api}/${path}?${search}`, { token }));
const post = (payload: Record<string, unknown>, language?: "en-US") =>
  call(app, "POST", api, { token: admin, payload, language });
const newRoom = async (payload: Record<string, unknown> = {}) =>
  envelopeOf<Room>(await post({ name: `R-${randomUUID().slice(0, 8)}`, capacity: 8, ...payload })).data;
const deptIdOf = async (name: string) => {
  const { data } = await query("size=500");
  return data.records.find((room) => room.deptName === name)!.deptId!;
};

describe("room lists", () => {
  it("answers the seeded rooms with location path, department and paging", async () => {
    const { data } = await query("size=500");
    expect(data.total).toBe(40);
    const room = data.records.find((each) => each.name === "长城厅")!;
    expect(room.locationPath).toMatch(/^北京总部 \/ A座 \/ \dF$/);
    expect(room.deptName).toBe("总部");
    expect(room.code).toMatch(/^BJ-A\d{3}$/);
    const page = await query("size=7&page=6");
    expect(page.data.records).toHaveLength(5);
  });

  it("filters by keyword, location subtree, type, enabled and capacity", async () => {
    expect((await query("keyword=%E9%95%BF%E5%9F%8E")).data.records.map((r) => r.name)).toEqual(["长城厅"]);
    expect((await query("keyword=sz-")).data.records.every((r) => r.code?.startsWith("SZ-"))).toBe(true);
    const regions = await call(app, "GET", "/api/v1/device/dict/supply/query?parentId=0", { token: admin });
    const shenzhen = envelopeOf<Page<{ id: string; name: string; roomCount: number }>>(
      regions,
    ).data.records.find((region) => region.name === "深圳分部")!;
    const inRegion = await query(`locationId=${shenzhen.id}&size=100`);
    expect(inRegion.data.total).toBe(shenzhen.roomCount);
    expect(inRegion.data.records.every((r) => r.locationPath?.startsWith("深圳分部 / "))).toBe(true);
    const training = await query("type=TRAINING");
    expect(training.data.records.map((r) => r.name).sort()).toEqual(["培训教室一", "培训教室二"]);
    const disabled = await query("enabled=false");
    expect(disabled.data.total).toBeGreaterThan(0);
    expect(disabled.data.records.every((r) => !r.enabled)).toBe(true);
    const big = await query("capacityMin=60&sort=capacity,desc");
    expect(big.data.records.map((r) => r.capacity)).toEqual([200, 60, 60]);
  });

  it("matches a keyword's quotes, backslashes and LIKE wildcards as written, and nothing else", async () => {
    const odd = await newRoom({ name: `O'Brien \\ 5%_x ${randomUUID().slice(0, 4)}` });
    const plain = await newRoom({ name: `OBrien 5x ${randomUUID().slice(0, 4)}` });
    for (const keyword of ["O'Brien", "'Brien \\ 5%_", "\\", "5%_x", "n \\ 5"]) {
      const { data } = await query(`keyword=${encodeURIComponent(keyword)}&size=500`);
      expect(
        data.records.map((room) => room.name),
        keyword,
      ).toEqual([odd.name]);
    }
    for (const keyword of ["'; drop table rooms; --", "\\'); select 1; --", "%", "_"]) {
      const { data } = await query(`keyword=${encodeURIComponent(keyword)}&size=500`);
      expect(
        data.records.every((room) => room.name.includes(keyword)),
        keyword,
      ).toBe(true);
    }
    expect((await query("size=500")).data.total).toBe(42);
    for (const room of [odd, plain]) await call(app, "DELETE", `${api}/${room.id}`, { token: admin });
  });

  it("answers 400, not 500, for NUL characters that PostgreSQL text cannot hold", async () => {
    const byId = await call(app, "GET", `${api}/%00`, { token: admin });
    expect(byId.statusCode).toBe(400);
    const keyword = await call(app, "GET", `${api}/query?keyword=a%00`, { token: admin });
    expect(envelopeOf<Fields>(keyword).data.fields).toHaveProperty("keyword");
    const body = await post({ name: "a\u0000b", capacity: 3 });
    expect(envelopeOf<Fields>(body).data.fields).toHaveProperty("name");
  });

  it("sorts by the allowed columns only", async () => {
    const ascending = (await query("sort=capacity,asc&size=500")).data.records.map((r) => r.capacity);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const bad = await call(app, "GET", `${api}/query?sort=remark,asc`, { token: admin });
    expect(bad.statusCode).toBe(400);
  });

  it("counts up to a bound and says when it stopped there", async () => {
    const { db } = app.ctx;
    const seeded = envelopeOf<Page<Room>>(
      await call(app, "GET", `${api}/query?size=1`, { token: admin }),
    ).data;
    expect(seeded.totalBounded).toBeUndefined();
    const rooms = db.select({ id: roomsTable.id }).from(roomsTable);
    expect(await boundedTotal(db, rooms, seeded.total)).toEqual({ total: seeded.total });
    expect(await boundedTotal(db, rooms, seeded.total - 1)).toEqual({
      total: seeded.total - 1,
      totalBounded: true,
    });
  });

  it("limits the authority query to the user's department subtree; SYSTEM sees all", async () => {
    expect((await query("size=500", admin, "authority/query")).data.total).toBe(40);
    const ops = await query("size=500", operator, "authority/query");
    expect(ops.data.total).toBeGreaterThan(0);
    expect(new Set(ops.data.records.map((r) => r.deptName))).toEqual(new Set(["运维中心", "网络运维组"]));
    const market = await query("size=500", user, "authority/query");
    expect(market.data.total).toBeGreaterThan(0);
    for (const room of market.data.records) expect(["市场部", "华东区", "华南区"]).toContain(room.deptName);
  });

  it("answers 403 without meetingRoom or device, 401 anonymous", async () => {
    expect((await call(app, "GET", `${api}/query`, { token: user })).statusCode).toBe(403);
    expect((await call(app, "GET", `${api}/query`)).statusCode).toBe(401);
    expect((await call(app, "GET", `${api}/query`, { token: operator })).statusCode).toBe(200);
    const denied = await call(app, "POST", api, { token: user, payload: { name: "x", capacity: 1 } });
    expect(denied.statusCode).toBe(403);
    expect((await call(app, "GET", `${api}/authority/query`, { token: user })).statusCode).toBe(200);
  });
});

describe("saving rooms", () => {
  it("creates a room with every field and reads it back", async () => {
    const deptId = await deptIdOf("财务部");
    const room = await newRoom({
      code: "T-100",
      locationId: floorId,
      deptId,
      capacity: 12,
      type: "VIDEO",
      equipment: ["CAMERA", "CAMERA", "SCREEN"],
      enabled: false,
      remark: "test",
      createdAt: 1,
      id: "mine",
    });
    expect(room).toMatchObject({
      code: "T-100",
      deptName: "财务部",
      capacity: 12,
      enabled: false,
      terminalId: null,
    });
    expect(room.equipment).toEqual(["CAMERA", "SCREEN"]);
    expect(room.locationPath?.split(" / ")).toHaveLength(3);
    expect(room.id).not.toBe("mine");
    const again = envelopeOf<Room>(await call(app, "GET", `${api}/${room.id}`, { token: admin }));
    expect(again.data).toEqual(room);
  });

  it("refuses a taken code (any case) with 409", async () => {
    await newRoom({ code: "DUP-1" });
    const clash = await post({ name: "x", capacity: 2, code: "dup-1" }, "en-US");
    expect(clash.statusCode).toBe(409);
    expect(envelopeOf(clash).message).toBe("This room code is already in use");
  });

  it("answers field errors in both languages", async () => {
    const { data: regions } = envelopeOf<Page<{ id: string }>>(
      await call(app, "GET", "/api/v1/device/dict/supply/query?parentId=0", { token: admin }),
    );
    const en = await post(
      { name: "", capacity: 0, locationId: regions.records[0].id, type: "SPACESHIP", equipment: ["LASER"] },
      "en-US",
    );
    expect(en.statusCode).toBe(400);
    expect(envelopeOf<Fields>(en).data.fields).toEqual({
      name: "is required",
      capacity: "must be at least 1",
    });
    const refs = await post({
      name: "x",
      capacity: 3,
      locationId: regions.records[0].id,
      type: "SPACESHIP",
      equipment: ["LASER"],
      deptId: "nope",
    });
    expect(envelopeOf<Fields>(refs).data.fields).toEqual({
      locationId: "请选择已存在的楼栋或楼层",
      deptId: "部门不存在",
      type: "会议室类型无效",
      equipment: "设备选项无效",
    });
  });

  it("updates only the fields sent, clears with null, 404 for unknown ids", async () => {
    const room = await newRoom({ code: "UPD-1", type: "HUDDLE", remark: "keep" });
    const updated = await call(app, "PUT", `${api}/${room.id}`, {
      token: admin,
      payload: { name: "改名", capacity: 20, code: null },
    });
    expect(envelopeOf<Room>(updated).data).toMatchObject({
      name: "改名",
      capacity: 20,
      code: null,
      type: "HUDDLE",
    });
    const unknown = await call(app, "PUT", `${api}/nope`, {
      token: admin,
      payload: { name: "x", capacity: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(app, "GET", `${api}/nope`, { token: admin })).statusCode).toBe(404);
  });

  it("deletes one or a batch, all or nothing", async () => {
    const [a, b] = [await newRoom(), await newRoom()];
    expect((await call(app, "DELETE", `${api}/${a.id}`, { token: admin })).statusCode).toBe(200);
    expect((await call(app, "DELETE", `${api}/${a.id}`, { token: admin })).statusCode).toBe(404);
    const mixed = await call(app, "POST", `${api}/delete/batch`, {
      token: admin,
      payload: { ids: [b.id, a.id] },
    });
    expect(mixed.statusCode).toBe(404);
    expect((await call(app, "GET", `${api}/${b.id}`, { token: admin })).statusCode).toBe(200);
    const ok = await call(app, "POST", `${api}/delete/batch`, { token: admin, payload: { ids: [b.id] } });
    expect(ok.statusCode).toBe(200);
  });

  it("changes the department of a comma list of rooms", async () => {
    const [a, b] = [await newRoom(), await newRoom()];
    const deptId = await deptIdOf("测试部");
    const response = await call(app, "POST", `${api}/change/dept/${a.id},${b.id}`, {
      token: admin,
      payload: { deptId },
    });
    expect(response.statusCode).toBe(200);
    for (const room of [a, b]) {
      const { data } = envelopeOf<Room>(await call(app, "GET", `${api}/${room.id}`, { token: admin }));
      expect(data.deptName).toBe("测试部");
    }
    const badDept = await call(app, "POST", `${api}/change/dept/${a.id}`, {
      token: admin,
      payload: { deptId: "x" },
    });
    expect(envelopeOf<Fields>(badDept).data.fields.deptId).toBe("部门不存在");
    const unknownRoom = await call(app, "POST", `${api}/change/dept/${a.id},nope`, {
      token: admin,
      payload: { deptId },
    });
    expect(unknownRoom.statusCode).toBe(404);
    const empty = await call(app, "POST", `${api}/change/dept/,`, { token: admin, payload: { deptId } });
    expect(empty.statusCode).toBe(400);
  });
});
