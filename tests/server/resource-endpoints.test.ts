import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, call, envelopeOf, loginAs, makeApp } from "./helpers.ts";

/**
 * Every endpoint declared in resources/ (CRUD, actions, option sources) is a route of the reference
 * server, and every list and one endpoint answers the admin with the envelope.
 */
type Spec = string | { endpoint: string };
interface Declared {
  name: string;
  endpoints: Record<string, Spec>;
  fields: { name: string; options?: { endpoint?: string } }[];
  actions?: { name: string; endpoint: Spec }[];
  idField?: string;
}

// A computed specifier keeps the console's (bundler-resolved) resource files out of the server's tsc.
const registryPath = "../../resources/index.ts";
const { RESOURCES } = (await import(/* @vite-ignore */ registryPath)) as { RESOURCES: Declared[] };

const PRODUCT = "meeting";
const specOf = (spec: Spec) => (typeof spec === "string" ? spec : spec.endpoint);

function parse(spec: string): { method: string; path: string } {
  const [method, path] = spec.trim().split(/\s+/);
  return { method: method.toUpperCase(), path: path.split("?")[0].replaceAll("{product}", PRODUCT) };
}

function declaredEndpoints(def: Declared): { where: string; method: string; path: string }[] {
  const out = Object.entries(def.endpoints).map(([action, spec]) => ({
    where: `${def.name}.endpoints.${action}`,
    ...parse(specOf(spec)),
  }));
  for (const action of def.actions ?? [])
    out.push({ where: `${def.name}.actions.${action.name}`, ...parse(specOf(action.endpoint)) });
  for (const field of def.fields)
    if (field.options?.endpoint)
      out.push({ where: `${def.name}.fields.${field.name}`, ...parse(field.options.endpoint) });
  return out;
}

/** `/device/room/{id}` matches `/api/v1/device/room/:id`: placeholders against parameters, segment by segment. */
function matches(route: { method: string; url: string }, method: string, path: string): boolean {
  if (route.method !== method) return false;
  const a = route.url.replace(/^\/api\/v1/, "").split("/");
  const b = path.split("/");
  if (a.length !== b.length) return false;
  return a.every((seg, i) => {
    const declared = b[i];
    if (/^\{\w+\}$/.test(declared)) return seg.startsWith(":") || /\{\w+\}/.test(declared);
    if (seg.startsWith(":")) return true;
    return seg === declared;
  });
}

describe("endpoints declared in resources/", () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await makeApp();
    ({ token } = await loginAs(app, ...ADMIN));
  });
  afterAll(() => app.close());

  it("declares resources", () => {
    expect(RESOURCES.length).toBeGreaterThanOrEqual(9);
  });

  it.each(RESOURCES.map((def) => [def.name, def] as const))(
    "%s: every endpoint is a server route",
    (_, def) => {
      const missing = declaredEndpoints(def).filter(
        (e) => !app.registeredRoutes.some((route) => matches(route, e.method, e.path)),
      );
      expect(missing.map((m) => `${m.where}: ${m.method} ${m.path}`)).toEqual([]);
    },
  );

  it.each(RESOURCES.map((def) => [def.name, def] as const))(
    "%s: list and one answer the admin with the envelope",
    async (_, def) => {
      const list = parse(specOf(def.endpoints.list));
      const response = await call(app, list.method, `/api/v1${list.path}?page=1&size=5`, { token });
      expect(response.statusCode).toBe(200);
      const body = envelopeOf<{ records: Record<string, unknown>[]; total: number }>(response);
      expect(body.status).toBe(200);
      expect(Array.isArray(body.data.records)).toBe(true);
      expect(typeof body.data.total).toBe("number");
      const first = body.data.records[0];
      if (!def.endpoints.one || !first) return;
      const one = parse(specOf(def.endpoints.one));
      const id = String(first[def.idField ?? "id"]);
      const answer = await call(
        app,
        one.method,
        `/api/v1${one.path.replace("{id}", encodeURIComponent(id))}`,
        {
          token,
        },
      );
      expect(answer.statusCode).toBe(200);
      expect(envelopeOf<Record<string, unknown>>(answer).data[def.idField ?? "id"]).toBe(
        first[def.idField ?? "id"],
      );
    },
  );
});
