import type { FastifyInstance, FastifyRequest } from "fastify";
import { fieldError } from "../errors.ts";

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in the params, query or JSON body would make
 * the query fail with a 500. This preValidation hook answers 400 on the offending field instead.
 * Registered once for every API route in app.ts.
 */
function nulPath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (depth > 8 || typeof value !== "object" || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return childPath;
    const found = nulPath(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  for (const [context, value] of [
    ["params", request.params],
    ["querystring", request.query],
    ["body", request.body],
  ] as const) {
    const path = nulPath(value, "", 0);
    if (path !== null) throw fieldError({ [path || context]: "validation.invalid" });
  }
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook("preValidation", rejectNulCharacters);
}
