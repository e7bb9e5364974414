import { lazySerializers } from "../../server/src/lib/lazy-serializers.ts";

/** Response serializers compiled on first use (lib/lazy-serializers.ts), with the same output. */
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
