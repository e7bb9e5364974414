import type { FastifyInstance } from "fastify";
import { ADMIN, call, envelopeOf, loginAs, makeApp, USER } from "./helpers.ts";

/** Resource pools: CRUD, server counts and capacity, name conflicts, deletion refused while holding servers. */
let app: FastifyInstance;
let admin: string;
const base = "/api/v1/meeting/resource-pool";
type Pool = { id: string; name: string; serverCount: number; capacity: number };

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
});
afterAll(() => app.close());

describe("resource pools", () => {
  it("lists the seeded pools with their server count and summed capacity", async () => {
    const { data } = envelopeOf<{ records: Pool[]; total: number }>(
      await call(app, "GET", base, { token: admin }),
    );
    expect(data.total).toBe(2);
    expect(data.records.reduce((sum, pool) => sum + pool.serverCount, 0)).toBe(4);
    expect(data.records.reduce((sum, pool) => sum + pool.capacity, 0)).toBe(1100);
  });

  it("creates, renames and deletes an empty pool; names are unique ignoring case", async () => {
    const created = envelopeOf<Pool>(
      await call(app, "POST", base, { token: admin, payload: { name: "Test pool", description: "x" } }),
    ).data;
    expect(created).toMatchObject({ name: "Test pool", serverCount: 0, capacity: 0 });
    const clash = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: { name: "TEST POOL" },
    });
    expect(clash.statusCode).toBe(409);
    expect(envelopeOf(clash).message).toBe("A resource pool with this name already exists");
    const renamed = await call(app, "PUT", `${base}/${created.id}`, {
      token: admin,
      payload: { name: "Renamed pool" },
    });
    expect(envelopeOf<Pool>(renamed).data.name).toBe("Renamed pool");
    expect((await call(app, "GET", `${base}/${created.id}`, { token: admin })).statusCode).toBe(200);
    expect((await call(app, "DELETE", `${base}/${created.id}`, { token: admin })).statusCode).toBe(200);
    expect((await call(app, "GET", `${base}/${created.id}`, { token: admin })).statusCode).toBe(404);
    expect(
      (await call(app, "PUT", `${base}/${created.id}`, { token: admin, payload: { name: "z" } })).statusCode,
    ).toBe(404);
  });

  it("validates the name in both languages", async () => {
    const zh = await call(app, "POST", base, { token: admin, payload: { name: "" } });
    expect(envelopeOf<{ fields: Record<string, string> }>(zh).data.fields.name).toBe("不能为空");
    const en = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: { name: "x".repeat(51) },
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(en).data.fields.name).toBe(
      "must be at most 50 characters",
    );
  });

  it("refuses to delete a pool that still holds servers (409) and counts a new server", async () => {
    const { data } = envelopeOf<{ records: Pool[] }>(await call(app, "GET", base, { token: admin }));
    const pool = data.records[0];
    const response = await call(app, "DELETE", `${base}/${pool.id}`, { token: admin });
    expect(response.statusCode).toBe(409);
    expect(envelopeOf(response).message).toBe("资源池中仍有服务器，请先移除服务器");
    await call(app, "POST", "/api/v1/meeting/servers", {
      token: admin,
      payload: {
        name: "n",
        model: "MCU",
        address: "10.9.9.9",
        port: 80,
        username: "u",
        password: "p",
        capacity: 50,
        poolId: pool.id,
      },
    });
    const after = envelopeOf<Pool>(await call(app, "GET", `${base}/${pool.id}`, { token: admin })).data;
    expect(after.serverCount).toBe(pool.serverCount + 1);
    expect(after.capacity).toBe(pool.capacity + 50);
  });

  it("answers 403 without `device`", async () => {
    const user = (await loginAs(app, ...USER)).token;
    expect((await call(app, "GET", base, { token: user })).statusCode).toBe(403);
    expect((await call(app, "POST", base, { token: user, payload: { name: "x" } })).statusCode).toBe(403);
  });
});
