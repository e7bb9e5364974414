import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { CHANGING_GETS, MORE_ERRORS, UNCHANGING_WRITES } from "../../server/src/openapi/error-responses.ts";
import { FEATURE_TAGS } from "../../server/src/openapi/feature-tags.ts";
import { MULTIPART_BODIES } from "../../server/src/openapi/multipart-bodies.ts";
import { BOARD_OPERATIONS } from "../../server/src/openapi/operation-security.ts";
import { OPERATION_SUMMARIES } from "../../server/src/openapi/operation-summaries.ts";
import { ADMIN, call, loginAs, makeApp } from "./helpers.ts";

/**
 * The OpenAPI document read as its readers read it: Redocly's recommended rules (redocly.yaml)
 * find no error in it, and each operation has a summary, a tag, its errors and its security.
 */
interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { required?: string[]; properties: object } }> };
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description: string }[];
  components: { responses: Record<string, unknown> };
}
interface LintProblem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer: string }[];
}

/** What the linter may still warn about, and why it is true of the API. */
const ACCEPTED_WARNINGS = [
  // Probes and pre-login reads that take no input and need no session: nothing to refuse.
  "operation-4xx-response GET /api/v1/health",
  "operation-4xx-response GET /api/v1/ready",
  "operation-4xx-response GET /api/v1/login/captcha",
  "operation-4xx-response GET /api/v1/login/type",
  "operation-4xx-response GET /api/v1/login/interface",
  "operation-4xx-response GET /api/v1/apphub/app",
  "operation-4xx-response GET /api/v1/meeting/no-auth/network-config",
  // Where the identity provider sends the browser back: always a 302 to the console.
  "operation-2xx-response GET /api/v1/sso/oidc/callback",
  "operation-2xx-response POST /api/v1/sso/saml/acs",
  "operation-2xx-response GET /api/v1/sso/cas/callback",
];

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

async function lint(document: Document): Promise<LintProblem[]> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "openapi-lint-"));
  try {
    const file = path.join(folder, "openapi.json");
    writeFileSync(file, JSON.stringify(document));
    const cli = path.join(ROOT, "node_modules/@redocly/cli/bin/cli.js");
    const args = [cli, "lint", file, "--config", path.join(ROOT, "redocly.yaml"), "--format=json"];
    const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
    // The linter exits 1 when it finds an error; its report is on stdout either way.
    const output = await run(process.execPath, [...args, "--max-problems", "10000"], {
      cwd: folder,
      env,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    return (JSON.parse(output.stdout) as { problems: LintProblem[] }).problems;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** `#/paths/~1api~1v1~1health/get/responses` as `GET /api/v1/health`. */
function operationAt(pointer: string): string {
  const [, , encodedPath, method] = pointer.split("/");
  return `${method?.toUpperCase()} ${encodedPath?.replaceAll("~1", "/").replaceAll("~0", "~")}`;
}

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${url}`,
      operation,
    })),
  );

describe("the OpenAPI document under Redocly's recommended rules", () => {
  let app: FastifyInstance;
  let document: Document;
  let token: string;
  beforeAll(async () => {
    app = await makeApp();
    ({ token } = await loginAs(app, ...ADMIN));
    document = (await call(app, "GET", "/api/v1/openapi.json", { token })).json() as Document;
  }, 60_000);
  afterAll(() => app?.close());

  it("has no error, and only the warnings that are true of the API", async () => {
    const problems = await lint(document);
    const errors = problems.filter((problem) => problem.severity === "error");
    expect(errors.map((e) => `${e.ruleId} ${e.location[0]?.pointer}: ${e.message}`)).toEqual([]);
    const warnings = problems.map(
      (problem) => `${problem.ruleId} ${operationAt(problem.location[0]?.pointer ?? "")}`,
    );
    expect(warnings.sort()).toEqual([...ACCEPTED_WARNINGS].sort());
  }, 60_000);

  it("gives every operation its summary, and no summary is left without its operation", () => {
    const ids = operationsOf(document).map(({ operation }) => operation.operationId);
    const summarised = operationsOf(document).filter(
      ({ operation }) => operation.summary === OPERATION_SUMMARIES[operation.operationId],
    );
    expect(summarised.length).toBe(ids.length);
    expect(Object.keys(OPERATION_SUMMARIES).sort()).toEqual([...ids].sort());
  });

  it("names only operations that exist in its lists of exceptions", () => {
    const ids = new Set(operationsOf(document).map(({ operation }) => operation.operationId));
    const named = [
      ...CHANGING_GETS,
      ...UNCHANGING_WRITES,
      ...Object.keys(MORE_ERRORS),
      ...Object.keys(MULTIPART_BODIES),
      ...BOARD_OPERATIONS,
    ];
    expect(named.filter((name) => !ids.has(name))).toEqual([]);
  });

  it("tags every operation with its feature's table, each tag described", () => {
    const untagged = operationsOf(document)
      .filter(({ operation }) => operation.tags?.join() !== operation.operationId.split(".")[0])
      .map(({ route }) => route);
    expect(untagged).toEqual([]);
    const used = new Set(operationsOf(document).map(({ operation }) => operation.tags?.[0]));
    expect(document.tags.map((tag) => tag.name).sort()).toEqual([...used].sort());
    expect(Object.keys(FEATURE_TAGS).sort()).toEqual([...used].sort());
  });

  it("refers every error to one shared response instead of repeating it", () => {
    const inline = operationsOf(document).flatMap(({ route, operation }) =>
      Object.entries(operation.responses)
        .filter(
          ([status, response]) =>
            status.startsWith("4") && !response.$ref?.startsWith("#/components/responses/"),
        )
        .map(([status]) => `${route} ${status}`),
    );
    expect(inline).toEqual([]);
    const byStatus = (status: string) =>
      operationsOf(document).filter(({ operation }) => operation.responses[status]).length;
    // A body, a query or a path parameter can be invalid; an id can be unknown; a booking can collide.
    expect(document.paths["/api/v1/device/room/{id}"]?.put?.responses).toMatchObject({
      "400": {},
      "401": {},
      "403": {},
      "404": {},
      "409": {},
    });
    expect(byStatus("401")).toBeGreaterThan(200);
  });

  it("marks the public operations public, and only those", () => {
    const publicRoutes = new Set(
      app.registeredRoutes
        .filter((route) => route.permission === "public" && route.method !== "HEAD")
        .filter((route) => route.url.startsWith("/api/v1/"))
        .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, "{$1}")}`),
    );
    const open = operationsOf(document)
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ route }) => route);
    const boards = [
      "POST /api/v1/device/room-board/device/heartbeat",
      "POST /api/v1/device/room-board/device/logout",
    ];
    expect(open.sort()).toEqual([...publicRoutes].filter((route) => !boards.includes(route)).sort());
    expect(open).toContain("POST /api/v1/login");
  });

  it("describes each upload as the multipart field its handler reads", async () => {
    const uploads = operationsOf(document).filter(
      ({ operation }) => operation.requestBody?.content["multipart/form-data"],
    );
    expect(uploads.map(({ operation }) => operation.operationId).sort()).toEqual([
      "apphub.upload",
      "files.upload",
      "files.uploadMany",
      "licences.upload",
      "loginPage.uploadImage",
      "sensorImport.importCsv",
      "sensorImport.importXlsx",
    ]);
    for (const { route, operation } of uploads) {
      const schema = operation.requestBody?.content["multipart/form-data"]?.schema;
      const files = Object.entries(schema?.properties ?? {})
        .filter(([, property]) => JSON.stringify(property).includes('"binary"'))
        .map(([name]) => name);
      const [method, url] = route.split(" ");
      const filled = (url ?? "").replace("{kind}", "background").replace(/\{\w+\}/g, "1");
      const response = await call(app, method ?? "POST", filled, { token, payload: {} });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 400 });
      const fields = Object.keys((response.json() as { data: { fields: object } }).data.fields);
      expect({ route, fields }).toEqual({ route, fields: files });
    }
  }, 60_000);
});
