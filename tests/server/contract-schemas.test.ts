import { Kind } from "@sinclair/typebox";
import Fastify, { type FastifyInstance } from "fastify";
import { Envelope, Obj, Type } from "#contract/schema";
import { registerAuth } from "../../server/src/plugins/auth.ts";
import { makeApp } from "./helpers.ts";

/**
 * The wire contract is closed by construction: every schema a route validates or answers with was
 * built in src/contract (TypeBox marks what it builds), never written as a JSON literal beside it.
 */
const PARTS = ["body", "querystring", "params"] as const;

function gaps(app: FastifyInstance): string[] {
  const found: string[] = [];
  for (const route of app.registeredRoutes) {
    if (!route.url.startsWith("/api/v1/") || route.url.endsWith("/openapi.json")) continue;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const name = `${route.method} ${route.url}`;
    for (const part of PARTS) {
      const given = schema[part] as Record<symbol, unknown> | undefined;
      if (given && !(Kind in given)) found.push(`${name}: ${part} is not a contract schema`);
    }
    const response = (schema.response ?? {}) as Record<string, Record<string, unknown>>;
    // A route that only redirects (an identity provider's return) declares its 302 instead.
    const ok = (response["200"] ?? response["302"]) as Record<symbol, unknown> | undefined;
    if (!ok) found.push(`${name}: no 200 response`);
    else if (!(Kind in ok)) found.push(`${name}: the 200 response is not a contract schema`);
  }
  return found;
}

describe("route schemas", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  }, 60_000);
  afterAll(() => app?.close());

  it("would find a literal schema", async () => {
    const probe = Fastify();
    registerAuth(probe);
    probe.post(
      "/api/v1/probe",
      {
        config: { permission: "login" },
        schema: { body: { type: "object" }, response: Envelope(Obj({ ok: Type.Boolean() })) },
      },
      async () => ({}),
    );
    await probe.ready();
    expect(gaps(probe)).toEqual(["POST /api/v1/probe: body is not a contract schema"]);
    await probe.close();
  });

  it("all come from the contract", () => {
    expect(app.registeredRoutes.length).toBeGreaterThan(100);
    expect(gaps(app)).toEqual([]);
  });
});
