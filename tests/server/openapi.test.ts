import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { ADMIN, call, loginAs, makeApp, USER } from "./helpers.ts";

/** The OpenAPI document of /api/v1: who may read it, and that every route in it is fully described. */
interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const WITH_BODY = new Set(["post", "put", "patch"]);
/** Writes that take no JSON body: multipart uploads, and actions named by their path or a header. */
const NO_JSON_BODY = new Set([
  "POST /api/v1/logout",
  "POST /api/v1/system/file/upload",
  "POST /api/v1/system/file/upload/batch",
  "POST /api/v1/system/license",
  "POST /api/v1/apphub/app/version",
  "POST /api/v1/device/human-detector/sensor/import/template",
  "POST /api/v1/device/human-detector/sensor/import/xlsx",
  "POST /api/v1/device/human-detector/sensor/import/csv",
  "POST /api/v1/device/room-board/device/heartbeat",
  "POST /api/v1/device/room-board/device/logout",
  "POST /api/v1/current/user/calendar-feed/rotate",
]);

/** Where an identity provider sends the browser back: they answer a 302 to the console, never a body. */
const REDIRECTS = new Set([
  "GET /api/v1/sso/oidc/callback",
  "POST /api/v1/sso/saml/acs",
  "GET /api/v1/sso/cas/callback",
]);

/** What a route of the document lacks: a 200 response schema, a request body schema, path parameters. */
function gapsOf(path: string, method: string, operation: Operation): string[] {
  const gaps: string[] = [];
  const ok = operation.responses?.["200"]?.content;
  if (REDIRECTS.has(`${method.toUpperCase()} ${path}`)) {
    if (!operation.responses?.["302"] || operation.responses["200"]) gaps.push("not described as a 302");
  } else if (!ok || !Object.values(ok).some((media) => media.schema)) gaps.push("no 200 response schema");
  const pathParams = operation.parameters?.some((p) => p.in === "path") ?? false;
  if (WITH_BODY.has(method) && !pathParams && !NO_JSON_BODY.has(`${method.toUpperCase()} ${path}`)) {
    const body = operation.requestBody?.content;
    if (!body || !Object.values(body).some((media) => media.schema)) gaps.push("no request body schema");
  }
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (!operation.parameters?.some((p) => p.in === "path" && p.name === name))
      gaps.push(`no schema for {${name}}`);
  }
  return gaps;
}

describe("GET /api/v1/openapi.json", () => {
  let app: FastifyInstance;
  let document: Document;
  beforeAll(async () => {
    app = await makeApp();
    const { token } = await loginAs(app, ...ADMIN);
    const response = await call(app, "GET", "/api/v1/openapi.json", { token });
    expect(response.statusCode).toBe(200);
    document = response.json() as Document;
  }, 60_000);
  afterAll(() => app?.close());

  it("is served to SYSTEM users only outside development mode", async () => {
    expect((await call(app, "GET", "/api/v1/openapi.json")).statusCode).toBe(401);
    const { token } = await loginAs(app, ...USER);
    expect((await call(app, "GET", "/api/v1/openapi.json", { token })).statusCode).toBe(403);
  });

  it("is served to anyone in development mode", async () => {
    const dev = await makeApp({ config: { nodeEnv: "development" } });
    try {
      const response = await call(dev, "GET", "/api/v1/openapi.json");
      expect(response.statusCode).toBe(200);
      expect((response.json() as Document).openapi).toMatch(/^3\./);
    } finally {
      await dev.close();
    }
  }, 60_000);

  it("leaves out the console's files and pages (the SPA fallback)", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "openapi-console-"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    const withConsole = await makeApp({ config: { staticDir: dir } });
    try {
      expect((await call(withConsole, "GET", "/some/console/page")).statusCode).toBe(200);
      const { token } = await loginAs(withConsole, ...ADMIN);
      const served = (await call(withConsole, "GET", "/api/v1/openapi.json", { token })).json() as Document;
      expect(Object.keys(served.paths).filter((url) => !url.startsWith("/api/v1/"))).toEqual([]);
    } finally {
      await withConsole.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("holds every API route the server registered", () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const registered = app.registeredRoutes
      .filter((route) => route.url.startsWith("/api/v1/") && route.method !== "HEAD")
      .filter((route) => route.url !== "/api/v1/openapi.json")
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, "{$1}")}`);
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
  });

  it("names every operation by its entry in the operation table", () => {
    const unnamed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !/^\w+\.\w+$/.test(operation.operationId ?? ""))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unnamed).toEqual([]);
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("describes the request and the response of every route", () => {
    const gaps = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        gapsOf(path, method, operation).map((gap) => `${method.toUpperCase()} ${path}: ${gap}`),
      ),
    );
    expect(gaps).toEqual([]);
  });
});
