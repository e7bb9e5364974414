import type { FastifyInstance } from "fastify";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

/** Terminals: brands and models, CRUD, the brand/model rule, conflicts, room binding. */
let app: FastifyInstance;
let admin: string;
const base = "/api/v1/device/terminal";
type Option = { id: string; name: string };
type Terminal = Record<string, unknown> & { id: string };
let cisco: Option;
let ciscoModel: Option;
let polyModel: Option;

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  const brands = envelopeOf<Option[]>(await call(app, "GET", `${base}/product`, { token: admin })).data;
  cisco = brands.find((b) => b.name === "Cisco")!;
  const poly = brands.find((b) => b.name === "Poly")!;
  ciscoModel = envelopeOf<Option[]>(await call(app, "GET", `${base}/product/${cisco.id}`, { token: admin }))
    .data[0];
  polyModel = envelopeOf<Option[]>(await call(app, "GET", `${base}/product/${poly.id}`, { token: admin }))
    .data[0];
});
afterAll(() => app.close());

const valid = (extra: Record<string, unknown> = {}) => ({
  name: "Lobby",
  productId: cisco.id,
  modelId: ciscoModel.id,
  dialAddress: "lobby@sip.test",
  protocol: "SIP",
  ip: "10.0.0.5",
  ...extra,
});

describe("terminals", () => {
  it("lists the five seeded brands and their models; an unknown brand is a 404", async () => {
    const brands = envelopeOf<Option[]>(await call(app, "GET", `${base}/product`, { token: admin })).data;
    expect(brands.map((b) => b.name)).toEqual(["Cisco", "Poly", "Huawei", "ZTE", "Yealink"]);
    const models = envelopeOf<Option[]>(
      await call(app, "GET", `${base}/product/${cisco.id}`, { token: admin }),
    ).data;
    expect(models.length).toBeGreaterThanOrEqual(3);
    expect((await call(app, "GET", `${base}/product/unknown`, { token: admin })).statusCode).toBe(404);
  });

  it("lists seeded terminals with brand, model, product device and room names", async () => {
    const { data } = envelopeOf<{ records: Terminal[]; total: number }>(
      await call(app, "GET", `${base}/query?size=100&sort=name,asc`, { token: admin }),
    );
    expect(data.total).toBe(30);
    expect(data.records[0].productDevice).toBe(`${data.records[0].productName} ${data.records[0].modelName}`);
    const sip = envelopeOf<{ records: Terminal[] }>(
      await call(app, "GET", `${base}/query?protocol=H323&size=100`, { token: admin }),
    );
    expect(sip.data.records.every((t) => t.protocol === "H323")).toBe(true);
    expect((await call(app, "GET", `${base}/query?sort=ip,asc`, { token: admin })).statusCode).toBe(400);
  });

  it("creates, updates through both PUT forms, and deletes", async () => {
    const created = envelopeOf<Terminal>(
      await call(app, "POST", base, { token: admin, payload: valid() }),
    ).data;
    expect(created).toMatchObject({
      name: "Lobby",
      productName: "Cisco",
      status: "DISCONNECT",
      roomId: null,
    });
    const byBody = await call(app, "PUT", base, {
      token: admin,
      payload: { ...valid({ name: "Lobby 2" }), id: created.id },
    });
    expect(envelopeOf<Terminal>(byBody).data.name).toBe("Lobby 2");
    const byPath = await call(app, "PUT", `${base}/${created.id}`, {
      token: admin,
      payload: valid({ name: "Lobby 3" }),
    });
    expect(envelopeOf<Terminal>(byPath).data.name).toBe("Lobby 3");
    expect(
      (await call(app, "PUT", base, { token: admin, payload: { ...valid(), id: "missing" } })).statusCode,
    ).toBe(404);
    expect((await call(app, "DELETE", `${base}/${created.id}`, { token: admin })).statusCode).toBe(200);
    expect((await call(app, "GET", `${base}/${created.id}`, { token: admin })).statusCode).toBe(404);
  });

  it("refuses a model of another brand and a bad IP (400, both languages)", async () => {
    const zh = await call(app, "POST", base, {
      token: admin,
      payload: valid({ modelId: polyModel.id, dialAddress: "a@b" }),
    });
    expect(zh.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Record<string, string> }>(zh).data.fields.modelId).toBe(
      "该型号不属于所选品牌",
    );
    const en = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: valid({ ip: "300.1.1.1" }),
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(en).data.fields.ip).toBe(
      "Enter a valid IPv4 or IPv6 address",
    );
    const v6 = await call(app, "POST", base, {
      token: admin,
      payload: valid({ ip: "fe80::1", dialAddress: "v6@sip" }),
    });
    expect(v6.statusCode).toBe(200);
    const missing = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: { name: "x" },
    });
    expect(Object.keys(envelopeOf<{ fields: Record<string, string> }>(missing).data.fields)).toEqual(
      expect.arrayContaining(["productId", "modelId", "dialAddress", "protocol"]),
    );
  });

  it("refuses a taken dial address and a room that already has a terminal (409)", async () => {
    await call(app, "POST", base, { token: admin, payload: valid({ dialAddress: "dup@sip" }) });
    const dup = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: valid({ dialAddress: "DUP@sip" }),
    });
    expect(dup.statusCode).toBe(409);
    expect(envelopeOf(dup).message).toBe("Another terminal already uses this dial address");
    const bound = envelopeOf<{ records: Terminal[] }>(
      await call(app, "GET", `${base}/query?size=100`, { token: admin }),
    ).data.records.find((t) => t.roomId);
    const taken = await call(app, "POST", base, {
      token: admin,
      payload: valid({ dialAddress: "r@sip", roomId: bound!.roomId }),
    });
    expect(taken.statusCode).toBe(409);
    const unknownRoom = await call(app, "POST", base, {
      token: admin,
      payload: valid({ dialAddress: "r@sip", roomId: "nope" }),
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(unknownRoom).data.fields.roomId).toBe(
      "会议室不存在",
    );
    const filtered = envelopeOf<{ records: Terminal[] }>(
      await call(app, "GET", `${base}/query?roomId=${bound!.roomId}`, { token: admin }),
    );
    expect(filtered.data.records.map((t) => t.id)).toEqual([bound!.id]);
  });

  it("answers 403 without `device`", async () => {
    const user = (await loginAs(app, ...USER)).token;
    expect((await call(app, "GET", `${base}/product`, { token: user })).statusCode).toBe(403);
    expect((await call(app, "GET", `${base}/query`, { token: user })).statusCode).toBe(403);
  });
});
