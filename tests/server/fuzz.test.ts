import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createSession } from "../../server/src/auth/sessions.ts";
import type { RegisteredRoute } from "../../server/src/fastify-types.ts";
import { findUserByAccount } from "../../server/src/people/users.ts";
import { bodyText, paramValue, queryPairs } from "./fuzz-inputs.ts";
import { makeApp } from "./helpers.ts";

/**
 * Every route, as an administrator (so that no permission check answers first), with malformed
 * and edge-case path parameters, queries, JSON and multipart bodies: never a 5xx, never a stack
 * trace or SQL text in the answer. Failures are collected over all routes and reported together.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const LEAKS =
  /"stack"|\n\s+at |\bat \S+ \(|\.ts:\d+|\.js:\d+|syntax error|relation "|violates|Failed query|drizzle|pglite/i;
/**
 * SQL text: its keywords in upper case as written by hand, or in drizzle's lower case before a
 * quoted name, a star, a bracket or a function call. Case-blind, "Select at least one day of the
 * week…" (a field message) read as SQL whenever the fuzzer sent a weekly recurrence without days
 * in English.
 */
const SQL_TEXT = /\b(SELECT|INSERT INTO|DELETE FROM) |\b(select|insert into|delete from) (["*(]|\w+\()/;

let app: FastifyInstance;
let adminId: string;
let knownIds: string[];
beforeAll(async () => {
  app = await makeApp();
  // The demo's running meetings start on the simulator, so the live routes meet real meeting and
  // participant ids among the known ones.
  await app.live.engine.tick();
  adminId = (await findUserByAccount(app.ctx.db, "admin"))!.id;
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'id' AND data_type = 'text'`,
  );
  knownIds = [];
  for (const { table_name } of tables) {
    const rows = await rowsOf<{ id: string }>(
      sql`SELECT id FROM ${sql.identifier(table_name)} WHERE id <> ${adminId} LIMIT 2`,
    );
    knownIds.push(...rows.map((row) => row.id));
  }
});
afterAll(() => app.close());

const schemaPart = (route: RegisteredRoute, part: "querystring" | "body") =>
  route.schema?.[part] as Record<string, unknown> | undefined;

function urlOf(route: RegisteredRoute, params: string[], pairs: [string, string][]): string {
  let index = 0;
  const path = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[index++] ?? ""));
  const search = new URLSearchParams(pairs).toString();
  return search ? `${path}?${search}` : path;
}

const BOUNDARY = "----fuzz-boundary";
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }).map((tail) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...tail])),
  fc.uint8Array({ maxLength: 300 }).map((tail) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...tail])),
);
const multipartBody = fc
  .tuple(
    fc.constantFrom("file", "files", "image", "x"),
    fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("a.xlsx", "b.csv", "c.png", "\u202egpj.exe", "")),
    fileBytes,
    fc.boolean(),
  )
  .map(([field, name, bytes, truncated]) => {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name.replace(/["\r\n]/g, "")}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const whole = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    return truncated ? whole.subarray(0, Math.max(1, whole.length - 20)) : whole;
  });

type Payload = { contentType?: string; body?: string | Buffer };
function payloadOf(route: RegisteredRoute): fc.Arbitrary<Payload> {
  if (["GET", "HEAD", "DELETE"].includes(route.method)) return fc.constant({});
  return fc.oneof(
    {
      weight: 6,
      arbitrary: bodyText(schemaPart(route, "body")).map((body) => ({
        body,
        contentType: "application/json",
      })),
    },
    {
      weight: 2,
      arbitrary: multipartBody.map((body) => ({
        body,
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      })),
    },
    { weight: 1, arbitrary: fc.string().map((body) => ({ body, contentType: "text/plain" })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

interface Failure {
  route: string;
  status: number;
  request: string;
  answer: string;
}

/** The API document describes the API (its own words, not an envelope): only its status counts. */
const DOCUMENTS = new Set(["/api/v1/openapi.json"]);

function problemOf(response: LightMyRequestResponse, route: RegisteredRoute): string | null {
  if (response.statusCode >= 500) return "5xx";
  if (DOCUMENTS.has(route.url)) return null;
  const type = String(response.headers["content-type"] ?? "");
  if (!/json|text/.test(type)) return null;
  if (LEAKS.test(response.body) || SQL_TEXT.test(response.body)) return "leak";
  if (type.includes("json")) {
    const envelope = response.json() as { status?: unknown; message?: unknown };
    if (envelope.status !== response.statusCode || typeof envelope.message !== "string") return "envelope";
  }
  return null;
}

describe("fuzzing every route", () => {
  it(`survives ${RUNS} malformed requests per route`, { timeout: 1_200_000 }, async () => {
    const routes = app.registeredRoutes.filter((route) => route.method !== "HEAD");
    expect(routes.length).toBeGreaterThan(100);
    const failures = new Map<string, Failure>();
    let problems = 0;
    const started = Date.now();
    for (const route of routes) {
      const token = await createSession(app.ctx, adminId, { userAgent: null, address: "127.0.0.1" });
      await fc.assert(
        fc.asyncProperty(
          fc.array(paramValue(knownIds), { minLength: 3, maxLength: 3 }),
          queryPairs(schemaPart(route, "querystring")),
          payloadOf(route),
          fc.constantFrom(undefined, "en-US", "zh-CN", "xx"),
          async (params, pairs, payload, language) => {
            const url = urlOf(route, params, pairs);
            const response = await app.inject({
              method: route.method as "GET",
              url,
              headers: {
                token,
                ...(language ? { language } : {}),
                ...(payload.contentType ? { "content-type": payload.contentType } : {}),
              },
              ...(payload.body !== undefined ? { payload: payload.body } : {}),
            });
            const problem = problemOf(response, route);
            if (problem === null) return;
            problems++;
            const key = `${problem} ${route.method} ${route.url} ${response.statusCode}`;
            if (failures.has(key)) return;
            const body = typeof payload.body === "string" ? payload.body : payload.body ? "(bytes)" : "";
            failures.set(key, {
              route: `${route.method} ${route.url}`,
              status: response.statusCode,
              request: `${url} ${body.slice(0, 300)}`,
              answer: response.body.slice(0, 300),
            });
          },
        ),
        { numRuns: RUNS },
      );
    }
    console.info(
      `fuzz: ${routes.length} routes x ${RUNS} runs in ${Math.round((Date.now() - started) / 1000)} s: ${problems} bad answers, ${failures.size} distinct`,
    );
    expect([...failures.values()]).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
