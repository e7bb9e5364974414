import type { FastifyInstance } from "fastify";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

/** Human detectors: CRUD, sensor counts, serial conflicts, deletion taking the sensors with it. */
let app: FastifyInstance;
let admin: string;
const base = "/api/v1/device/human-detector";
type Detector = Record<string, unknown> & { id: string; sensorCount: number };

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
});
afterAll(() => app.close());

describe("human detectors", () => {
  it("lists the four seeded detectors with 12 sensors between them", async () => {
    const { data } = envelopeOf<{ records: Detector[]; total: number }>(
      await call(app, "GET", `${base}/query`, { token: admin }),
    );
    expect(data.total).toBe(4);
    expect(data.records.reduce((sum, d) => sum + d.sensorCount, 0)).toBe(12);
    const offline = envelopeOf<{ records: Detector[] }>(
      await call(app, "GET", `${base}/query?status=OFFLINE`, { token: admin }),
    );
    expect(offline.data.records.every((d) => d.status === "OFFLINE")).toBe(true);
  });

  it("creates, updates, reads and deletes with its sensors", async () => {
    const created = envelopeOf<Detector>(
      await call(app, "POST", base, {
        token: admin,
        payload: { name: "Hall", serialNumber: "HD-T1", ip: "10.1.1.1" },
      }),
    ).data;
    expect(created).toMatchObject({ name: "Hall", status: "OFFLINE", sensorCount: 0, roomId: null });
    const sensor = await call(app, "POST", `${base}/sensor`, {
      token: admin,
      payload: { name: "S", serialNumber: "SE-T1", detectorId: created.id },
    });
    expect(sensor.statusCode).toBe(200);
    const updated = await call(app, "PUT", `${base}/${created.id}`, {
      token: admin,
      payload: { name: "Hall 2", serialNumber: "HD-T1", status: "ONLINE" },
    });
    expect(envelopeOf<Detector>(updated).data).toMatchObject({
      name: "Hall 2",
      status: "ONLINE",
      sensorCount: 1,
    });
    expect((await call(app, "DELETE", `${base}/${created.id}`, { token: admin })).statusCode).toBe(200);
    expect((await call(app, "GET", `${base}/${created.id}`, { token: admin })).statusCode).toBe(404);
    const sensorId = envelopeOf<{ id: string }>(sensor).data.id;
    expect((await call(app, "GET", `${base}/sensor/${sensorId}`, { token: admin })).statusCode).toBe(404);
  });

  it("validates and refuses a taken serial number", async () => {
    const bad = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: { name: "", serialNumber: "x", ip: "nope" },
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(bad).data.fields.name).toBe("is required");
    const badIp = await call(app, "POST", base, {
      token: admin,
      payload: { name: "a", serialNumber: "x", ip: "nope" },
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(badIp).data.fields.ip).toBe(
      "请输入有效的 IPv4 或 IPv6 地址",
    );
    const taken = await call(app, "POST", base, {
      token: admin,
      payload: { name: "a", serialNumber: "hd-1001" },
    });
    expect(taken.statusCode).toBe(409);
    expect(envelopeOf(taken).message).toBe("该序列号已被使用");
    expect(
      (await call(app, "PUT", `${base}/missing`, { token: admin, payload: { name: "a", serialNumber: "q" } }))
        .statusCode,
    ).toBe(404);
  });

  it("batch-deletes and answers 403 without `device`", async () => {
    const ids = [];
    for (const serial of ["B1", "B2"]) {
      ids.push(
        envelopeOf<Detector>(
          await call(app, "POST", base, { token: admin, payload: { name: serial, serialNumber: serial } }),
        ).data.id,
      );
    }
    expect(
      (await call(app, "POST", `${base}/delete/batch`, { token: admin, payload: { ids } })).statusCode,
    ).toBe(200);
    expect(
      (await call(app, "POST", `${base}/delete/batch`, { token: admin, payload: { ids: [] } })).statusCode,
    ).toBe(400);
    const user = (await loginAs(app, ...USER)).token;
    expect((await call(app, "GET", `${base}/query`, { token: user })).statusCode).toBe(403);
  });
});
