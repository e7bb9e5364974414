import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ApiAccess, ApiSecret } from "#contract/open-api";
import { users } from "../../server/src/db/schema.ts";
import { apiCredentials } from "../../server/src/db/schema-licence.ts";
import { sha256 } from "../../server/src/lib/ids.ts";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR } from "./helpers.ts";

/** The open API: binding the key to an account, rotating its secret, and calls made with key and secret only. */
let app: FastifyInstance;
let admin: string;
let operator: string;
const idOf = async (account: string) =>
  (await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0]!.id;
beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, ...ADMIN)).token;
  operator = (await loginAs(app, ...OPERATOR)).token;
});
afterAll(() => app.close());

const rotate = (token = admin) => call(app, "GET", "/api/v1/system/config/change/api/secret", { token });
const access = async () =>
  envelopeOf<ApiAccess>(await call(app, "GET", "/api/v1/system/config/api", { token: admin })).data;
const asIntegrator = (url: string, key: string, secret: string, method = "GET") =>
  call(app, method, url, { headers: { "x-api-key": key, "x-api-secret": secret }, language: "en-US" });

describe("open API", () => {
  it("needs a SYSTEM user for every credential call", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/v1/system/config/api", undefined],
      ["PUT", "/api/v1/system/config/api/account", { userId: "x" }],
      ["GET", "/api/v1/system/config/change/api/secret", undefined],
    ] as const) {
      expect((await call(app, method, url, { token: operator, payload })).statusCode).toBe(403);
      expect((await call(app, method, url, { payload })).statusCode).toBe(401);
    }
  });

  it("has no key before an account is chosen, and refuses to make a secret for nobody", async () => {
    expect(await access()).toEqual({ apiKey: null, account: null, hasSecret: false, rotatedAt: null });
    const refused = await call(app, "GET", "/api/v1/system/config/change/api/secret", {
      token: admin,
      language: "en-US",
    });
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toBe(
      "Choose the account the open API acts as before generating a secret",
    );
  });

  it("refuses to bind a system administrator or an unknown account", async () => {
    const system = await call(app, "PUT", "/api/v1/system/config/api/account", {
      token: admin,
      language: "en-US",
      payload: { userId: await idOf("admin") },
    });
    expect(system.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Record<string, string> }>(system).data.fields.userId).toMatch(
      /cannot be chosen/,
    );
    const unknown = await call(app, "PUT", "/api/v1/system/config/api/account", {
      token: admin,
      payload: { userId: "nobody" },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("rotates the secret: shown once, stored hashed, the old one refused at once, the new one working", async () => {
    const bound = await call(app, "PUT", "/api/v1/system/config/api/account", {
      token: admin,
      payload: { userId: await idOf("operator") },
    });
    expect(envelopeOf<ApiAccess>(bound).data).toMatchObject({
      apiKey: expect.stringMatching(/^ak_/),
      account: { account: "operator", roleNames: expect.any(Array) },
      hasSecret: false,
    });
    const first = envelopeOf<ApiSecret>(await rotate()).data;
    expect(first.secret.length).toBeGreaterThanOrEqual(40);
    const [row] = await app.ctx.db.select().from(apiCredentials);
    expect(row!.secretHash).toBe(sha256(first.secret));
    expect(JSON.stringify(row)).not.toContain(first.secret);
    const read = await call(app, "GET", "/api/v1/system/config/api", { token: admin });
    expect(read.body).not.toContain(first.secret);
    expect(envelopeOf<ApiAccess>(read).data).toMatchObject({ apiKey: first.apiKey, hasSecret: true });

    expect((await asIntegrator("/api/v1/device/room/query", first.apiKey, first.secret)).statusCode).toBe(
      200,
    );
    const second = envelopeOf<ApiSecret>(await rotate()).data;
    expect(second.apiKey).toBe(first.apiKey);
    expect(second.secret).not.toBe(first.secret);
    const old = await asIntegrator("/api/v1/device/room/query", first.apiKey, first.secret);
    expect(old.statusCode).toBe(401);
    expect(envelopeOf(old).errorCode).toBe("TOKEN_INVALID");
    expect((await asIntegrator("/api/v1/device/room/query", second.apiKey, second.secret)).statusCode).toBe(
      200,
    );

    // A browser's prefetch of the address rotates nothing, and no answer of it is kept.
    const prefetches: Record<string, string>[] = [
      { "sec-purpose": "prefetch" },
      { purpose: "prefetch" },
      { "x-moz": "prefetch" },
    ];
    for (const headers of prefetches) {
      const prefetch = await call(app, "GET", "/api/v1/system/config/change/api/secret", {
        token: admin,
        headers,
      });
      expect(prefetch.statusCode).toBe(400);
      expect(prefetch.headers["cache-control"]).toBe("no-store");
      expect(prefetch.body).not.toContain('secret":');
    }
    expect((await asIntegrator("/api/v1/device/room/query", second.apiKey, second.secret)).statusCode).toBe(
      200,
    );
    expect((await rotate()).headers["cache-control"]).toBe("no-store");
  });

  it("lets a key and secret do what the bound account's roles allow, and nothing else", async () => {
    const { apiKey, secret } = envelopeOf<ApiSecret>(await rotate()).data;
    const me = await asIntegrator("/api/v1/current/user", apiKey, secret);
    expect(me.statusCode).toBe(200);
    expect(envelopeOf<{ account: string }>(me).data.account).toBe("operator");
    expect((await asIntegrator("/api/v1/system/license", apiKey, secret)).statusCode).toBe(403);
    expect((await asIntegrator("/api/v1/system/config/change/api/secret", apiKey, secret)).statusCode).toBe(
      403,
    );
    expect((await asIntegrator("/api/v1/system/user", apiKey, secret)).statusCode).toBe(403);
    expect((await asIntegrator("/api/v1/device/room/query", apiKey, "wrong")).statusCode).toBe(401);
    expect((await asIntegrator("/api/v1/device/room/query", "ak_unknown", secret)).statusCode).toBe(401);
    const keyOnly = await call(app, "GET", "/api/v1/device/room/query", { headers: { "x-api-key": apiKey } });
    expect(keyOnly.statusCode).toBe(401);
  });

  it("describes the key and secret headers in the OpenAPI document", async () => {
    const doc = (await call(app, "GET", "/api/v1/openapi.json", { token: admin })).json() as {
      components: { securitySchemes: Record<string, { name: string }> };
    };
    expect(doc.components.securitySchemes.apiKey?.name).toBe("X-Api-Key");
    expect(doc.components.securitySchemes.apiSecret?.name).toBe("X-Api-Secret");
  });
});
