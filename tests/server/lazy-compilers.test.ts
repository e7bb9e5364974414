import Fastify from "fastify";
import { lazySerializers, lazyValidators } from "../../server/src/lib/lazy-compilers.ts";
import { makeApp } from "./helpers.ts";

/** Response serializers compiled on first use (lib/lazy-compilers.ts), with the same output. */
const route = (schema: unknown) => ({ method: "GET", url: "/x", httpStatus: "200", schema });

describe("lazy response serializers", () => {
  it("compiles a route's serializer only when it first serializes", () => {
    const compiler = lazySerializers({}, {});
    // A schema that cannot compile: eager compilation would throw here, at startup.
    const broken = compiler(route({ type: "object", properties: { a: { $ref: "#/nowhere" } } }));
    expect(() => broken({ a: 1 })).toThrow();
  });

  it("serializes as fast-json-stringify does: the schema's properties only", () => {
    const serialize = lazySerializers(
      {},
      {},
    )(route({ type: "object", properties: { name: { type: "string" }, count: { type: "integer" } } }));
    expect(serialize({ name: "会议室", count: 3, passwordHash: "secret" })).toBe(
      '{"name":"会议室","count":3}',
    );
    expect(serialize({ name: "B", count: 4 })).toBe('{"name":"B","count":4}');
  });
});

describe("lazy request validators", () => {
  const ajv = {
    customOptions: { allErrors: true, coerceTypes: "array", removeAdditional: true, useDefaults: true },
  };

  it("compiles a route's validator only when it first validates", () => {
    const compile = lazyValidators({}, ajv as never);
    const broken = compile({
      schema: { type: "object", properties: { a: { $ref: "#/nowhere" } } },
      method: "POST",
      url: "/x",
      httpPart: "body",
    } as never) as unknown as (data: unknown) => boolean;
    expect(() => broken({ a: 1 })).toThrow();
  });

  it("coerces, fills defaults, drops unknown fields and reports errors through Fastify as Ajv does", async () => {
    const app = Fastify({
      ajv: ajv as never,
      schemaController: { compilersFactory: { buildValidator: lazyValidators } },
    });
    app.post(
      "/x",
      {
        schema: {
          querystring: { type: "object", properties: { n: { type: "integer", default: 5 } } },
          body: {
            type: "object",
            required: ["name"],
            additionalProperties: false,
            properties: {
              name: { type: "string", minLength: 1 },
              tags: { type: "array", items: { type: "string" } },
            },
          },
        },
      },
      async (request) => ({ query: request.query, body: request.body }),
    );
    const ok = await app.inject({ method: "POST", url: "/x", payload: { name: "A", tags: "one", extra: 1 } });
    expect(ok.json()).toEqual({ query: { n: 5 }, body: { name: "A", tags: ["one"] } });
    const coerced = await app.inject({ method: "POST", url: "/x?n=7", payload: { name: "A" } });
    expect(coerced.json().query).toEqual({ n: 7 });
    const bad = await app.inject({ method: "POST", url: "/x?n=x", payload: { name: "A" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("querystring/n");
    const badBody = await app.inject({ method: "POST", url: "/x", payload: { name: "" } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toContain("body/name");
    await app.close();
  });
});

describe("every schema of the server", () => {
  it("compiles, as it would have at startup before compilation became lazy", async () => {
    const app = await makeApp({ eagerSchemas: true });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
