import type { FastifyInstance } from "fastify";
import { isRoutePermission, PERMISSIONS } from "#contract/permissions";
import { ADMIN, call, envelopeOf, loginAs, makeApp, OPERATOR, USER } from "./helpers.ts";

let app: FastifyInstance;
const tokens: Record<string, string> = {};
const registrationErrors: unknown[] = [];
beforeAll(async () => {
  app = await makeApp();
  const attempts = [
    () => app.get("/api/v1/test/undeclared", async () => "x"),
    () =>
      app.get(
        "/api/v1/test/misspelt",
        { config: { permission: "meetingcontrol" as "meetingControl" } },
        async () => "x",
      ),
    () => app.get("/api/v1/test/any-of-none", { config: { permission: { anyOf: [] } } }, async () => "x"),
    () =>
      app.get(
        "/api/v1/test/any-of-misspelt",
        { config: { permission: { anyOf: ["device", "Device" as "device"] } } },
        async () => "x",
      ),
  ];
  for (const attempt of attempts) {
    try {
      attempt();
    } catch (error) {
      registrationErrors.push(error);
    }
  }
  app.get("/api/v1/test/system-only", { config: { permission: { systemType: true } } }, async (_r, reply) =>
    reply.ok("system"),
  );
  app.get("/api/v1/test/meeting-control", { config: { permission: "meetingControl" } }, async (_r, reply) =>
    reply.ok("control"),
  );
  app.get(
    "/api/v1/test/any-of",
    { config: { permission: { anyOf: ["system", "device"] } } },
    async (_r, reply) => reply.ok("any"),
  );
  for (const [account, password] of [ADMIN, OPERATOR, USER]) {
    tokens[account] = (await loginAs(app, account, password)).token;
  }
});
afterAll(() => app.close());

describe("route permissions", () => {
  it("every registered route declares a valid permission", () => {
    const routes = app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes)
      expect(isRoutePermission(route.permission), `${route.method} ${route.url}`).toBe(true);
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain("POST /api/v1/login");
    expect(urls).toContain("PUT /api/v1/meeting/configs");
  });

  it("refuses to register a route without a valid permission", async () => {
    expect(registrationErrors).toHaveLength(4);
    for (const error of registrationErrors)
      expect(String(error)).toMatch(/declares no valid config.permission/);
    expect((await call(app, "GET", "/api/v1/test/undeclared")).statusCode).toBe(404);
  });

  it("knows exactly the permission names of the spec", () => {
    expect(PERMISSIONS).toHaveLength(18);
  });
});

describe("permission guard", () => {
  const post = (token?: string) =>
    call(app, "POST", "/api/v1/system/config", { token, payload: { key: "SYNC_TYPE", value: "LDAP" } });

  it("answers 401 anonymous, 403 without `system`, 200 for admin on POST /system/config", async () => {
    expect(envelopeOf(await post())).toMatchObject({ status: 401, errorCode: "TOKEN_INVALID" });
    const denied = await post(tokens.user);
    expect(denied.statusCode).toBe(403);
    expect(envelopeOf(denied)).toMatchObject({
      status: 403,
      message: "您没有权限，请联系管理员",
      data: null,
    });
    expect((await post(tokens.operator)).statusCode).toBe(403);
    expect(envelopeOf(await post(tokens.admin))).toMatchObject({
      status: 200,
      data: { key: "SYNC_TYPE", value: "LDAP" },
    });
  });

  it("checks the permission before validating the body", async () => {
    const response = await call(app, "POST", "/api/v1/system/config", {
      token: tokens.user,
      payload: { key: 1 },
    });
    expect(response.statusCode).toBe(403);
  });

  it("matches named permissions exactly", async () => {
    const url = "/api/v1/test/meeting-control";
    expect((await call(app, "GET", url, { token: tokens.operator })).statusCode).toBe(200);
    expect((await call(app, "GET", url, { token: tokens.user })).statusCode).toBe(403);
    expect((await call(app, "GET", url)).statusCode).toBe(401);
  });

  it("lets anyOf routes through with any one of the listed permissions", async () => {
    const url = "/api/v1/test/any-of";
    expect((await call(app, "GET", url, { token: tokens.admin })).statusCode).toBe(200);
    expect((await call(app, "GET", url, { token: tokens.operator })).statusCode).toBe(200);
    expect((await call(app, "GET", url, { token: tokens.user })).statusCode).toBe(403);
    expect((await call(app, "GET", url)).statusCode).toBe(401);
  });

  it("lets only SYSTEM users through systemType routes", async () => {
    const url = "/api/v1/test/system-only";
    expect((await call(app, "GET", url, { token: tokens.admin })).statusCode).toBe(200);
    expect((await call(app, "GET", url, { token: tokens.operator })).statusCode).toBe(403);
    expect((await call(app, "GET", url)).statusCode).toBe(401);
  });
});
