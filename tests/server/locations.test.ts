import type { FastifyInstance } from "fastify";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

/** The address dictionary: tree and flat lists, the level rule, sibling names, subtree deletion. */
interface Location {
  id: string;
  parentId: string;
  name: string;
  level: string;
  path: string;
  hasChildren: boolean;
  roomCount: number;
  children?: Location[];
}
interface Page<T> {
  records: T[];
  total: number;
}

let app: FastifyInstance;
let admin: string;
let operator: string;
let user: string;
beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
  user = (await loginAs(app, ...USER)).token;
});
afterAll(() => app.close());

const api = "/api/v1/device/dict/supply";
const list = async (query: string, token = admin) =>
  envelopeOf<Page<Location>>(await call(app, "GET", `${api}/query?${query}`, { token }));
const create = (payload: Record<string, unknown>, language?: "en-US") =>
  call(app, "POST", api, { token: admin, payload, language });
const created = async (payload: Record<string, unknown>) => envelopeOf<Location>(await create(payload)).data;

describe("listing locations", () => {
  it("answers the seeded regions as a tree with paths and room counts", async () => {
    const { data } = await list("tree=true&size=500");
    expect(data.records.map((region) => region.name)).toEqual(["北京总部", "上海分部", "深圳分部"]);
    expect(data.total).toBe(3);
    const building = data.records[0].children![0];
    expect(building).toMatchObject({ level: "BUILDING", path: "北京总部 / A座", hasChildren: true });
    expect(building.children![0]).toMatchObject({
      level: "FLOOR",
      path: "北京总部 / A座 / 2F",
      children: [],
    });
    const rooms = data.records.reduce((sum, region) => sum + region.roomCount, 0);
    expect(rooms).toBe(40);
    expect(building.roomCount).toBe(building.children!.reduce((sum, floor) => sum + floor.roomCount, 0));
  });

  it("lists flat, filtered by level, parent and keyword, and pages", async () => {
    const floors = await list("level=FLOOR&size=5&page=2");
    expect(floors.data.total).toBe(20);
    expect(floors.data.records).toHaveLength(5);
    for (const floor of floors.data.records) expect(floor.path.split(" / ")).toHaveLength(3);
    const regions = await list("parentId=0");
    expect(regions.data.total).toBe(3);
    const keyword = await list("keyword=%E7%A7%91%E6%8A%80%E5%9B%AD"); // 科技园
    expect(keyword.data.records.map((row) => row.name).sort()).toEqual(["科技园A栋", "科技园B栋"]);
    const treeByKeyword = await list("tree=true&keyword=%E7%A7%91%E6%8A%80%E5%9B%AD");
    expect(treeByKeyword.data.records.every((row) => row.children!.length > 0)).toBe(true);
  });

  it("refuses an unknown sort field and accepts a known one", async () => {
    const bad = await call(app, "GET", `${api}/query?sort=remark,asc`, { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Record<string, string> }>(bad).data.fields).toHaveProperty("sort");
    const byName = await list("parentId=0&sort=name,desc");
    expect(byName.status).toBe(200);
  });

  it("lets location, meetingRoom or device holders read; others get 403", async () => {
    expect((await list("", operator)).status).toBe(200);
    const denied = await call(app, "GET", `${api}/query`, { token: user });
    expect(denied.statusCode).toBe(403);
    expect((await call(app, "POST", api, { token: user, payload: {} })).statusCode).toBe(403);
    expect((await call(app, "GET", `${api}/query`)).statusCode).toBe(401);
  });
});

describe("saving locations", () => {
  it("creates a region, a building and a floor, with the path of each", async () => {
    const region = await created({ parentId: "0", name: "测试区", level: "REGION" });
    const building = await created({ parentId: region.id, name: "X栋", level: "BUILDING", sort: 2 });
    const floor = await created({ parentId: building.id, name: "1F", level: "FLOOR", remark: "大堂" });
    expect(floor).toMatchObject({
      path: "测试区 / X栋 / 1F",
      roomCount: 0,
      hasChildren: false,
      remark: "大堂",
    });
    const again = envelopeOf<Location>(await call(app, "GET", `${api}/${region.id}`, { token: admin }));
    expect(again.data).toMatchObject({ hasChildren: true, path: "测试区" });
  });

  it("enforces the level rule on the parent field", async () => {
    const floorAtRoot = await create({ parentId: "0", name: "9F", level: "FLOOR" }, "en-US");
    expect(floorAtRoot.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Record<string, string> }>(floorAtRoot).data.fields.parentId).toMatch(
      /region goes at the top/,
    );
    const { data } = await list("level=BUILDING&size=1");
    const buildingUnderBuilding = await create({
      parentId: data.records[0].id,
      name: "Z",
      level: "BUILDING",
    });
    expect(buildingUnderBuilding.statusCode).toBe(400);
    const orphan = await create({ parentId: "no-such-id", name: "Z", level: "BUILDING" });
    expect(envelopeOf<{ fields: Record<string, string> }>(orphan).data.fields.parentId).toBe(
      "上级位置不存在",
    );
  });

  it("answers field messages in both languages", async () => {
    const zh = await create({ parentId: "0", level: "REGION" });
    expect(envelopeOf<{ fields: Record<string, string> }>(zh).data.fields.name).toBe("不能为空");
    const en = await create({ parentId: "0", name: "x".repeat(51), level: "PLANET" }, "en-US");
    const fields = envelopeOf<{ fields: Record<string, string> }>(en).data.fields;
    expect(fields.name).toBe("must be at most 50 characters");
    expect(fields.level).toMatch(/^must be one of: REGION, BUILDING, FLOOR$/);
  });

  it("refuses a sibling with the same name (any case) with 409", async () => {
    await created({ parentId: "0", name: "Dup Region", level: "REGION" });
    const clash = await create({ parentId: "0", name: "dup region", level: "REGION" });
    expect(clash.statusCode).toBe(409);
    expect(envelopeOf(clash).message).toBe("同一上级下已有同名位置");
  });

  it("updates, refusing a move under its own subtree and unknown ids", async () => {
    const region = await created({ parentId: "0", name: "移动测试", level: "REGION" });
    const building = await created({ parentId: region.id, name: "B1", level: "BUILDING" });
    const renamed = await call(app, "PUT", `${api}/${building.id}`, {
      token: admin,
      payload: { parentId: region.id, name: "B2", level: "BUILDING" },
    });
    expect(envelopeOf<Location>(renamed).data.path).toBe("移动测试 / B2");
    const underSelf = await call(app, "PUT", `${api}/${region.id}`, {
      token: admin,
      payload: { parentId: building.id, name: "移动测试", level: "REGION" },
    });
    expect(underSelf.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Record<string, string> }>(underSelf).data.fields).toHaveProperty("parentId");
    const levelChange = await call(app, "PUT", `${api}/${building.id}`, {
      token: admin,
      payload: { parentId: "0", name: "B2", level: "REGION" },
    });
    expect(levelChange.statusCode).toBe(200);
    const unknown = await call(app, "PUT", `${api}/nope`, {
      token: admin,
      payload: { parentId: "0", name: "x", level: "REGION" },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(app, "GET", `${api}/nope`, { token: admin })).statusCode).toBe(404);
  });
});

describe("stored paths", () => {
  it("a rename or a move rewrites the paths of the whole subtree, which the room list reads", async () => {
    const first = await created({ parentId: "0", name: "路径甲", level: "REGION" });
    const second = await created({ parentId: "0", name: "路径乙", level: "REGION" });
    const building = await created({ parentId: first.id, name: "楼", level: "BUILDING" });
    const floor = await created({ parentId: building.id, name: "3F", level: "FLOOR" });
    const room = envelopeOf<{ id: string }>(
      await call(app, "POST", "/api/v1/device/room", {
        token: admin,
        payload: { name: "路径测试室", capacity: 4, locationId: floor.id },
      }),
    ).data;
    const pathOf = async (id: string) =>
      envelopeOf<Location>(await call(app, "GET", `${api}/${id}`, { token: admin })).data.path;
    const roomsUnder = async (locationId: string) =>
      envelopeOf<Page<{ id: string; locationPath: string }>>(
        await call(app, "GET", `/api/v1/device/room/query?locationId=${locationId}`, { token: admin }),
      ).data.records;

    await call(app, "PUT", `${api}/${first.id}`, {
      token: admin,
      payload: { parentId: "0", name: "路径丙", level: "REGION" },
    });
    expect(await pathOf(floor.id)).toBe("路径丙 / 楼 / 3F");
    expect(await roomsUnder(first.id)).toEqual([
      expect.objectContaining({ id: room.id, locationPath: "路径丙 / 楼 / 3F" }),
    ]);

    await call(app, "PUT", `${api}/${building.id}`, {
      token: admin,
      payload: { parentId: second.id, name: "楼", level: "BUILDING" },
    });
    expect(await pathOf(building.id)).toBe("路径乙 / 楼");
    expect(await pathOf(floor.id)).toBe("路径乙 / 楼 / 3F");
    expect(await pathOf(first.id)).toBe("路径丙");
    expect(await roomsUnder(first.id)).toEqual([]);
    expect(await roomsUnder(second.id)).toEqual([
      expect.objectContaining({ id: room.id, locationPath: "路径乙 / 楼 / 3F" }),
    ]);
  });
});

describe("deleting locations", () => {
  it("deletes a whole subtree without rooms", async () => {
    const region = await created({ parentId: "0", name: "待删除", level: "REGION" });
    const building = await created({ parentId: region.id, name: "D1", level: "BUILDING" });
    const floor = await created({ parentId: building.id, name: "1F", level: "FLOOR" });
    const response = await call(app, "DELETE", `${api}/${region.id}`, { token: admin });
    expect(response.statusCode).toBe(200);
    for (const id of [region.id, building.id, floor.id])
      expect((await call(app, "GET", `${api}/${id}`, { token: admin })).statusCode).toBe(404);
    expect((await call(app, "DELETE", `${api}/${region.id}`, { token: admin })).statusCode).toBe(404);
  });

  it("refuses with 409 while a room is anywhere in the subtree, all or nothing in a batch", async () => {
    const { data } = await list("parentId=0&keyword=%E5%8C%97%E4%BA%AC"); // 北京
    const beijing = data.records[0];
    const refused = await call(app, "DELETE", `${api}/${beijing.id}`, { token: admin, language: "en-US" });
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toBe(
      `${beijing.roomCount} meeting room(s) are in this location or below it; move or delete them first`,
    );
    const empty = await created({ parentId: "0", name: "空区域", level: "REGION" });
    const batch = await call(app, "POST", `${api}/delete/batch`, {
      token: admin,
      payload: { ids: [empty.id, beijing.id] },
    });
    expect(batch.statusCode).toBe(409);
    expect((await call(app, "GET", `${api}/${empty.id}`, { token: admin })).statusCode).toBe(200);
    const ok = await call(app, "POST", `${api}/delete/batch`, { token: admin, payload: { ids: [empty.id] } });
    expect(ok.statusCode).toBe(200);
    const none = await call(app, "POST", `${api}/delete/batch`, { token: admin, payload: { ids: [] } });
    expect(none.statusCode).toBe(400);
  });
});
