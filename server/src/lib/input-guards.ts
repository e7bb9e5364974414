import type { FastifyInstance, FastifyRequest } from "fastify";
import { fieldError } from "../errors.ts";

/**
 * Two guards for every API route (registered once in app.ts), each answering 400 on the offending
 * field where the database would otherwise fail with a 500:
 * - before validation, U+0000 anywhere in the params, query or JSON body (keys included), which
 *   PostgreSQL text cannot hold;
 * - after validation, a non-finite number in the params, query or JSON body: Ajv coerces a text
 *   such as "1e309" or "-Infinity" to an infinite number and then skips `minimum`/`maximum` (it
 *   checks them only on finite numbers), so `?page=1e309` reached the database as OFFSET Infinity
 *   and `{"joinAdvanceMinutes":"-1e309"}` the answer's serializer.
 */
type Part = "params" | "query" | "body";
const CONTEXT: Record<Part, string> = { params: "params", query: "querystring", body: "body" };

function offendingPath(
  value: unknown,
  path: string,
  depth: number,
  bad: (v: unknown) => boolean,
): string | null {
  if (bad(value)) return path;
  if (depth > 8 || typeof value !== "object" || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (bad(key)) return childPath;
    const found = offendingPath(child, childPath, depth + 1, bad);
    if (found !== null) return found;
  }
  return null;
}

function guard(parts: Part[], bad: (value: unknown) => boolean) {
  return async (request: FastifyRequest): Promise<void> => {
    for (const part of parts) {
      const path = offendingPath(request[part], "", 0, bad);
      if (path !== null) throw fieldError({ [path || CONTEXT[part]]: "validation.invalid" });
    }
  };
}

const hasNul = (value: unknown) => typeof value === "string" && value.includes("\u0000");
const nonFinite = (value: unknown) => typeof value === "number" && !Number.isFinite(value);

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook("preValidation", guard(["params", "query", "body"], hasNul));
  app.addHook("preHandler", guard(["params", "query", "body"], nonFinite));
}
