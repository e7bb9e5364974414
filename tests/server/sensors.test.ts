import type { FastifyInstance } from "fastify";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

/** Sensors: CRUD with their detector, filters, validation, serial conflicts. */
let app: FastifyInstance;
let admin: string;
let detectorId: string;
const base = "/api/v1/device/human-detector/sensor";
type Sensor = Record<string, unknown> & { id: string };

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  const detectors = envelopeOf<{ records: { id: string }[] }>(
    await call(app, "GET", "/api/v1/device/human-detector/query", { token: admin }),
  );
  detectorId = detectors.data.records[0].id;
});
afterAll(() => app.close());

describe("sensors", () => {
  it("lists, filters by detector and status", async () => {
    const all = envelopeOf<{ total: number }>(await call(app, "GET", `${base}/query`, { token: admin }));
    expect(all.data.total).toBe(12);
    const mine = envelopeOf<{ records: Sensor[] }>(
      await call(app, "GET", `${base}/query?detectorId=${detectorId}`, { token: admin }),
    );
    expect(mine.data.records.length).toBeGreaterThan(0);
    expect(
      mine.data.records.every((s) => s.detectorId === detectorId && typeof s.detectorName === "string"),
    ).toBe(true);
    const busy = envelopeOf<{ records: Sensor[] }>(
      await call(app, "GET", `${base}/query?status=BUSYNESS`, { token: admin }),
    );
    expect(busy.data.records.every((s) => s.status === "BUSYNESS")).toBe(true);
  });

  it("creates, updates, reads and deletes", async () => {
    const created = envelopeOf<Sensor>(
      await call(app, "POST", base, {
        token: admin,
        payload: { name: "Door", serialNumber: "ST-1", detectorId, battery: 80 },
      }),
    ).data;
    expect(created).toMatchObject({ name: "Door", status: "FREE", battery: 80, position: null });
    const updated = await call(app, "PUT", `${base}/${created.id}`, {
      token: admin,
      payload: {
        name: "Door",
        serialNumber: "ST-1",
        detectorId,
        status: "ABNORMAL",
        position: "north",
        battery: null,
      },
    });
    expect(envelopeOf<Sensor>(updated).data).toMatchObject({
      status: "ABNORMAL",
      position: "north",
      battery: null,
    });
    expect((await call(app, "DELETE", `${base}/${created.id}`, { token: admin })).statusCode).toBe(200);
    expect((await call(app, "DELETE", `${base}/${created.id}`, { token: admin })).statusCode).toBe(404);
  });

  it("validates fields, the detector and the serial number", async () => {
    const bad = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: { name: "x", serialNumber: "y", detectorId, battery: 101, status: "SLEEPING" },
    });
    const fields = envelopeOf<{ fields: Record<string, string> }>(bad).data.fields;
    expect(fields.battery).toBe("must be at most 100");
    expect(fields.status).toMatch(/^must be one of/);
    const noDetector = await call(app, "POST", base, {
      token: admin,
      payload: { name: "x", serialNumber: "y", detectorId: "z" },
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(noDetector).data.fields.detectorId).toBe(
      "人体感应器不存在",
    );
    const taken = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: { name: "x", serialNumber: "se-5001", detectorId },
    });
    expect(taken.statusCode).toBe(409);
    expect(envelopeOf(taken).message).toBe("This serial number is already in use");
  });

  it("answers 403 without `device`", async () => {
    const user = (await loginAs(app, ...USER)).token;
    expect((await call(app, "GET", `${base}/query`, { token: user })).statusCode).toBe(403);
  });
});
