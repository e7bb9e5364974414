import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Operation } from "#contract/operation";
import { fastifyPath } from "../../server/src/lib/operations.ts";
import { makeApp } from "./helpers.ts";

/**
 * The operation table (docs/operations-table.md) is what both sides use: every entry the console
 * may call is a route of the server with the same method, path and permission, every API route of
 * the server was registered from an entry, and the console reaches the server through entries only.
 */
const root = path.resolve(import.meta.dirname, "../..");
const tablesDir = path.join(root, "src/contract/operations");

async function allOperations(): Promise<Operation[]> {
  const out: Operation[] = [];
  for (const file of readdirSync(tablesDir).filter((name) => name.endsWith(".ts"))) {
    const module = (await import(path.join(tablesDir, file))) as Record<string, Record<string, Operation>>;
    for (const table of Object.values(module)) out.push(...Object.values(table));
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the operation table", () => {
  let app: FastifyInstance;
  let operations: Operation[];
  beforeAll(async () => {
    [app, operations] = await Promise.all([makeApp(), allOperations()]);
  }, 60_000);
  afterAll(() => app?.close());

  it("names each operation once", () => {
    const names = operations.map((operation) => operation.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const routes = operations.map((operation) => operation.route);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it("is served entry by entry, with the entry's method, path and permission", () => {
    const product = app.ctx.config.product;
    const wrong = operations.flatMap((operation) => {
      const [method] = operation.route.split(" ");
      const url = `/api/v1${fastifyPath(operation, product)}`;
      const route = app.registeredRoutes.find((r) => r.method === method && r.url === url);
      if (!route) return [`${operation.name}: ${operation.route} is not served`];
      if (route.operation !== operation.name) return [`${operation.name}: served as ${route.operation}`];
      if (JSON.stringify(route.permission) !== JSON.stringify(operation.permission))
        return [`${operation.name}: the server asks ${JSON.stringify(route.permission)}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it("is where every API route of the server comes from", () => {
    const stray = app.registeredRoutes
      .filter((route) => route.url.startsWith("/api/v1/") && route.method !== "HEAD")
      .filter((route) => !route.operation)
      .map((route) => `${route.method} ${route.url}`);
    expect(stray).toEqual([]);
  });

  it("holds every endpoint the resources declare", () => {
    // A resource names a placeholder after the field that fills it ({parent}, {id}): the shape counts.
    const shape = (route: string) => route.replace(/\{(?!product\})\w+\}/g, "{}");
    const routes = new Set(operations.map((operation) => shape(operation.route)));
    const declared = sourceFiles(path.join(root, "resources")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/"((?:GET|POST|PUT|PATCH|DELETE) \/[^"?]*)/g)].map((m) => ({
        file: path.relative(root, file),
        route: m[1],
      })),
    );
    expect(declared.filter((d) => !routes.has(shape(d.route))).map((d) => `${d.file}: ${d.route}`)).toEqual(
      [],
    );
  });

  it("is the console's only way to the server (no path written beside an entry)", () => {
    const console = [...sourceFiles(path.join(root, "src")), ...sourceFiles(path.join(root, "resources"))];
    const raw = console
      .filter((file) => !file.includes(`${path.sep}providers${path.sep}`))
      .flatMap((file) =>
        [
          ...readFileSync(file, "utf8").matchAll(
            /\bhttp\.(get|post|put|patch|delete|upload|download|request|prefetch)\(/g,
          ),
        ].map(() => path.relative(root, file)),
      );
    expect([...new Set(raw)]).toEqual([]);
  });
});
