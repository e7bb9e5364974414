import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import type { RegisteredRoute } from "../../server/src/fastify-types.ts";
import { createSession } from "../../server/src/services/sessions.ts";
import { findUserByAccount } from "../../server/src/services/users.ts";
import { makeApp } from "./helpers.ts";

/** Every route with malformed params, queries and bodies: never a 5xx, never internals in the answer. */
let app: FastifyInstance;
let adminId: string;
beforeAll(async () => {
  app = await makeApp();
  adminId = (await findUserByAccount(app.ctx.db, "admin"))!.id;
});
afterAll(() => app.close());

const LEAKS =
  /\bat \S+ \(|\.ts:\d+|\.js:\d+|stack|SELECT |INSERT |UPDATE |DELETE FROM|syntax error|relation "|drizzle|pglite/i;

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    " ",
    "..",
    "../..",
    "%",
    "%zz",
    "\u0000",
    "null",
    "__proto__",
    "constructor",
    "x".repeat(600),
  ),
);
const weirdValue = fc.oneof(weirdString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const query = fc.dictionary(
  fc.oneof(weirdString, fc.constantFrom("page", "size", "key", "code", "platform")),
  weirdValue,
  {
    maxKeys: 4,
  },
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.oneof(weirdString, fc.constantFrom("account", "password", "captcha", "key", "value", "newPassword")),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 6 },
  ),
);
const rawBody = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', "{", "[", '"', "nul"),
);

function urlFor(route: RegisteredRoute, params: string[], search: Record<string, unknown>): string {
  let index = 0;
  const path = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[index++] ?? ""));
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) qs.append(key, String(value));
  const text = qs.toString();
  return text ? `${path}?${text}` : path;
}

function assertSafe(route: RegisteredRoute, response: Awaited<ReturnType<FastifyInstance["inject"]>>) {
  const where = `${route.method} ${route.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  const envelope = response.json();
  expect(envelope.status, where).toBe(response.statusCode);
  expect(typeof envelope.message, where).toBe("string");
  expect(response.body, where).not.toMatch(LEAKS);
}

describe("fuzzing every route", () => {
  const routes = () => app.registeredRoutes.filter((route) => route.method !== "HEAD");

  // Every route, dozens of runs each: minutes on a slow machine, so the timeouts are generous.
  it("survives malformed params, queries and JSON bodies", { timeout: 600_000 }, async () => {
    for (const route of routes()) {
      const token = await createSession(app.ctx, adminId, { userAgent: null, address: "127.0.0.1" });
      await fc.assert(
        fc.asyncProperty(
          fc.array(weirdString, { minLength: 3, maxLength: 3 }),
          query,
          body,
          fc.constantFrom(undefined, "garbage-token", token),
          fc.constantFrom(undefined, "en-US", "zh-CN", "xx"),
          async (params, search, payload, tokenHeader, language) => {
            const headers: Record<string, string> = {};
            if (tokenHeader) headers.token = tokenHeader;
            if (language) headers.language = language;
            const hasBody = !["GET", "HEAD", "DELETE"].includes(route.method);
            const response = await app.inject({
              method: route.method as "GET",
              url: urlFor(route, params, search),
              headers,
              ...(hasBody ? { payload: payload as object } : {}),
            });
            assertSafe(route, response);
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
      );
    }
  });

  it("survives raw, broken JSON text", { timeout: 600_000 }, async () => {
    for (const route of routes().filter((r) => ["POST", "PUT", "PATCH"].includes(r.method))) {
      const token = await createSession(app.ctx, adminId, { userAgent: null, address: "127.0.0.1" });
      await fc.assert(
        fc.asyncProperty(rawBody, async (text) => {
          const response = await app.inject({
            method: route.method as "POST",
            url: urlFor(route, ["x", "y", "z"], {}),
            headers: { "content-type": "application/json", token },
            payload: text,
          });
          assertSafe(route, response);
        }),
        { numRuns: 25 },
      );
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
