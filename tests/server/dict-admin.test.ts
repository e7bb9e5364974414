import type { FastifyInstance } from "fastify";
import type { DictItem, DictType } from "#contract/dict-admin";
import type { Page } from "#contract/list";
import { rooms } from "../../server/src/db/schema-devices.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

/** Dictionary management under /device/dict: SYSTEM users only; values in use stay. */
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

const api = (method: string, path: string, payload?: object, token = admin) =>
  call(app, method, `/api/v1/device/dict${path}`, { token, payload, language: "en-US" });
const items = async (code: string) =>
  envelopeOf<Page<DictItem>>(await api("GET", `?code=${code}&size=100`)).data.records;
const labels = async (code: string) =>
  envelopeOf<{ value: string; label: string }[]>(await api("GET", `/sign/${code}`)).data.map((o) => o.value);

describe("dictionary management", () => {
  it("is for SYSTEM users only, every call", async () => {
    const [item] = await items("ROOM_TYPE");
    const calls: [string, string, object?][] = [
      ["GET", "/type"],
      ["GET", ""],
      ["GET", `/${item.id}`],
      ["POST", "", { code: "ROOM_TYPE", value: "X", labelZh: "x", labelEn: "x" }],
      ["PUT", `/${item.id}`, { labelZh: "x", labelEn: "x" }],
      ["DELETE", `/${item.id}`],
      ["POST", "/delete/batch", { ids: [item.id] }],
      ["PUT", "/sort", { code: "ROOM_TYPE", ids: [item.id] }],
    ];
    for (const [method, path, payload] of calls) {
      expect((await call(app, method, `/api/v1/device/dict${path}`, { payload })).statusCode, path).toBe(401);
      for (const token of [operator, user]) {
        expect((await api(method, path, payload, token)).statusCode, `${method} ${path}`).toBe(403);
      }
    }
    // Reading by code stays open to every signed-in user (forms need the options).
    expect((await api("GET", "/sign/ROOM_TYPE", undefined, user)).statusCode).toBe(200);
  });

  it("lists the types with their names and item counts", async () => {
    const types = envelopeOf<DictType[]>(await api("GET", "/type")).data;
    expect(types.map((t) => t.code)).toEqual(["ROOM_TYPE", "ROOM_EQUIPMENT"]);
    expect(types[0]).toMatchObject({ name: "Room types", itemCount: 4 });
  });

  it("lists a type's items in order, with how many rooms use each", async () => {
    const list = await items("ROOM_TYPE");
    expect(list.map((i) => i.value)).toEqual(["VIDEO", "ORDINARY", "TRAINING", "HUDDLE"]);
    const seeded = await app.ctx.db.select({ type: rooms.type }).from(rooms);
    for (const item of list) {
      expect(item.usage, item.value).toBe(seeded.filter((room) => room.type === item.value).length);
    }
    expect((await api("GET", "?code=NOPE")).statusCode).toBe(400);
    const found = envelopeOf<Page<DictItem>>(await api("GET", "?keyword=train")).data.records;
    expect(found.map((i) => i.value)).toEqual(["TRAINING"]);
  });

  it("adds an item at the end, offered by code at once; a taken or malformed value is refused", async () => {
    const added = await api("POST", "", {
      code: "ROOM_TYPE",
      value: "BOARD",
      labelZh: "董事会议室",
      labelEn: "Boardroom",
    });
    expect(added.statusCode).toBe(200);
    expect(envelopeOf<DictItem>(added).data).toMatchObject({ value: "BOARD", sort: 5, usage: 0 });
    expect(await labels("ROOM_TYPE")).toEqual(["VIDEO", "ORDINARY", "TRAINING", "HUDDLE", "BOARD"]);
    const taken = await api("POST", "", { code: "ROOM_TYPE", value: "BOARD", labelZh: "x", labelEn: "x" });
    expect(taken.statusCode).toBe(409);
    expect(envelopeOf<{ fields: Record<string, string> }>(taken).data.fields).toEqual({
      value: "This dictionary already has this value",
    });
    expect(
      (await api("POST", "", { code: "ROOM_TYPE", value: "lower case", labelZh: "x", labelEn: "x" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api("POST", "", { code: "ROOM_TYPE", value: "OK", labelZh: " ", labelEn: "x" })).statusCode,
    ).toBe(400);
  });

  it("changes an item's labels, never its value", async () => {
    const board = (await items("ROOM_TYPE")).find((i) => i.value === "BOARD")!;
    const saved = await api("PUT", `/${board.id}`, {
      labelZh: "董事会",
      labelEn: "Board room",
      value: "HACK",
    });
    expect(envelopeOf<DictItem>(saved).data).toMatchObject({ value: "BOARD", labelEn: "Board room" });
    expect((await api("PUT", "/missing", { labelZh: "x", labelEn: "x" })).statusCode).toBe(404);
  });

  it("reorders a type's items, which the forms then offer in that order", async () => {
    const list = await items("ROOM_TYPE");
    const reversed = [...list].reverse().map((i) => i.id);
    expect((await api("PUT", "/sort", { code: "ROOM_TYPE", ids: reversed })).statusCode).toBe(200);
    expect(await labels("ROOM_TYPE")).toEqual(["BOARD", "HUDDLE", "TRAINING", "ORDINARY", "VIDEO"]);
    // Not every item, an item twice, or another type's item: refused, nothing moves.
    expect((await api("PUT", "/sort", { code: "ROOM_TYPE", ids: reversed.slice(1) })).statusCode).toBe(400);
    expect(
      (await api("PUT", "/sort", { code: "ROOM_TYPE", ids: [...reversed.slice(1), reversed[1]] })).statusCode,
    ).toBe(400);
    const [equipment] = await items("ROOM_EQUIPMENT");
    expect(
      (await api("PUT", "/sort", { code: "ROOM_TYPE", ids: [...reversed.slice(1), equipment.id] }))
        .statusCode,
    ).toBe(400);
    expect(await labels("ROOM_TYPE")).toEqual(["BOARD", "HUDDLE", "TRAINING", "ORDINARY", "VIDEO"]);
  });

  it("deletes an unused item, and refuses one a room uses, naming it", async () => {
    const now = Date.now();
    await app.ctx.db.insert(rooms).values({
      id: "room-dict-test",
      name: "Dict test room",
      type: "HUDDLE",
      equipment: ["CAMERA"],
      createdAt: now,
      updatedAt: now,
    });
    const list = await items("ROOM_TYPE");
    const huddle = list.find((i) => i.value === "HUDDLE")!;
    const board = list.find((i) => i.value === "BOARD")!;
    expect(huddle.usage).toBeGreaterThan(0);
    expect(board.usage).toBe(0);
    const refused = await api("POST", "/delete/batch", { ids: [board.id, huddle.id] });
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toBe(
      `The value HUDDLE is used by ${huddle.usage} room(s) and cannot be deleted`,
    );
    expect((await items("ROOM_TYPE")).some((i) => i.value === "BOARD")).toBe(true);
    const camera = (await items("ROOM_EQUIPMENT")).find((i) => i.value === "CAMERA")!;
    expect(camera.usage).toBeGreaterThan(0);
    expect((await api("DELETE", `/${camera.id}`)).statusCode).toBe(409);
    expect((await api("DELETE", `/${board.id}`)).statusCode).toBe(200);
    expect(await labels("ROOM_TYPE")).not.toContain("BOARD");
    expect((await api("DELETE", `/${board.id}`)).statusCode).toBe(404);
  });
});
