import type { FastifyInstance } from "fastify";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

/** MCU servers: CRUD, validation in both languages, the write-only password, 403/404/409. */
let app: FastifyInstance;
let admin: string;
let operator: string;
let user: string;
const base = "/api/v1/meeting/servers";

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
  user = (await loginAs(app, ...USER)).token;
});
afterAll(() => app.close());

const valid = (extra: Record<string, unknown> = {}) => ({
  name: "Test CMS",
  model: "CMS",
  address: "cms-test.example.com",
  port: 8443,
  protocol: "HTTPS",
  username: "api",
  password: "S3cret-pass",
  capacity: 120,
  ...extra,
});

type Server = Record<string, unknown> & { id: string };

describe("MCU servers", () => {
  it("lists the seeded servers with their pool names and never a password", async () => {
    const response = await call(app, "GET", `${base}?size=50`, { token: operator });
    const { data } = envelopeOf<{ records: Server[]; total: number }>(response);
    expect(response.statusCode).toBe(200);
    expect(data.total).toBe(4);
    expect(data.records.map((r) => r.model).sort()).toEqual(["CMS", "DMA", "MCU", "RMX"]);
    expect(data.records.every((r) => typeof r.poolName === "string")).toBe(true);
    expect(response.body).not.toMatch(/password|secret/i);
    const all = await call(app, "GET", `${base}/all`, { token: operator });
    expect(envelopeOf<Server[]>(all).data).toHaveLength(4);
    expect(all.body).not.toMatch(/password|secret/i);
  });

  it("filters by model and keyword and refuses an unknown sort field", async () => {
    const cms = envelopeOf<{ records: Server[] }>(
      await call(app, "GET", `${base}?model=CMS`, { token: admin }),
    );
    expect(cms.data.records.every((r) => r.model === "CMS")).toBe(true);
    const byAddress = envelopeOf<{ total: number }>(
      await call(app, "GET", `${base}?keyword=10.10.2.`, { token: admin }),
    );
    expect(byAddress.data.total).toBe(1);
    const badSort = await call(app, "GET", `${base}?sort=password,asc`, { token: admin });
    expect(badSort.statusCode).toBe(400);
  });

  it("creates, reads, updates (empty password keeps it) and deletes", async () => {
    const created = await call(app, "POST", base, { token: admin, payload: valid() });
    expect(created.statusCode).toBe(200);
    expect(created.body).not.toContain("S3cret-pass");
    const server = envelopeOf<Server>(created).data;
    expect(server).toMatchObject({ name: "Test CMS", port: 8443, poolId: null, status: "OFFLINE" });
    expect(server).not.toHaveProperty("password");

    const updated = await call(app, "PUT", `${base}/${server.id}`, {
      token: admin,
      payload: valid({ name: "Renamed", password: "", status: "ONLINE" }),
    });
    expect(envelopeOf<Server>(updated).data).toMatchObject({ name: "Renamed", status: "ONLINE" });
    const stored = await app.ctx.db.query.mcuServers.findFirst({ where: (t, { eq }) => eq(t.id, server.id) });
    expect(stored?.password).toBe("S3cret-pass");

    await call(app, "PUT", `${base}/${server.id}`, {
      token: admin,
      payload: valid({ password: "New-pass1" }),
    });
    const changed = await app.ctx.db.query.mcuServers.findFirst({
      where: (t, { eq }) => eq(t.id, server.id),
    });
    expect(changed?.password).toBe("New-pass1");

    const one = await call(app, "GET", `${base}/${server.id}`, { token: admin });
    expect(envelopeOf<Server>(one).data.name).toBe("Test CMS");
    expect(one.body).not.toMatch(/New-pass1/);

    expect((await call(app, "DELETE", `${base}/${server.id}`, { token: admin })).statusCode).toBe(200);
    expect((await call(app, "GET", `${base}/${server.id}`, { token: admin })).statusCode).toBe(404);
    expect((await call(app, "DELETE", `${base}/${server.id}`, { token: admin })).statusCode).toBe(404);
  });

  it("requires the password on create and validates fields in both languages", async () => {
    const zh = await call(app, "POST", base, {
      token: admin,
      payload: valid({ password: undefined, port: 70000, model: "XYZ" }),
    });
    expect(zh.statusCode).toBe(400);
    const fields = envelopeOf<{ fields: Record<string, string> }>(zh).data.fields;
    expect(fields.password).toBe("不能为空");
    expect(fields.port).toBe("不能大于 65535");
    expect(fields.model).toMatch(/^必须是以下之一/);

    const en = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: valid({ address: "not a host!" }),
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(en).data.fields.address).toBe(
      "Enter a valid host name or IP address",
    );
    const pool = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: valid({ poolId: "nope" }),
    });
    expect(envelopeOf<{ fields: Record<string, string> }>(pool).data.fields.poolId).toBe(
      "The resource pool does not exist",
    );
  });

  it("refuses a second server on the same address and port (409) in the request language", async () => {
    const payload = valid({ address: "dup.example.com", port: 9000 });
    expect((await call(app, "POST", base, { token: admin, payload })).statusCode).toBe(200);
    const again = await call(app, "POST", base, {
      token: admin,
      language: "en-US",
      payload: { ...payload, address: "DUP.example.com", name: "Other" },
    });
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).message).toBe("Another server already uses this address and port");
    const zh = await call(app, "POST", base, { token: admin, payload });
    expect(envelopeOf(zh).message).toBe("该地址和端口已被其他服务器使用");
  });

  it("batch-deletes all or nothing", async () => {
    const ids: string[] = [];
    for (const port of [7001, 7002]) {
      const response = await call(app, "POST", base, { token: admin, payload: valid({ port }) });
      ids.push(envelopeOf<Server>(response).data.id);
    }
    const partial = await call(app, "POST", `${base}/delete/batch`, {
      token: admin,
      payload: { ids: [...ids, "x"] },
    });
    expect(partial.statusCode).toBe(404);
    expect((await call(app, "GET", `${base}/${ids[0]}`, { token: admin })).statusCode).toBe(200);
    const done = await call(app, "POST", `${base}/delete/batch`, { token: admin, payload: { ids } });
    expect(done.statusCode).toBe(200);
    expect((await call(app, "GET", `${base}/${ids[1]}`, { token: admin })).statusCode).toBe(404);
  });

  it("answers 403 to a user without `device` and 401 anonymously", async () => {
    expect((await call(app, "GET", base, { token: user })).statusCode).toBe(403);
    expect((await call(app, "GET", `${base}/all`, { token: user })).statusCode).toBe(403);
    expect((await call(app, "POST", base, { token: user, payload: valid() })).statusCode).toBe(403);
    expect((await call(app, "GET", base)).statusCode).toBe(401);
  });
});
