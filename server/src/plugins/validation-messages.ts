import type { FastifySchemaValidationError } from "fastify";
import type { FieldMessage } from "../errors.ts";

/** Turns Ajv errors into `{ field: message }` (first message per field), named as the client sent them. */
function fieldName(error: FastifySchemaValidationError, context: string): string {
  const path = error.instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .join(".");
  if (error.keyword === "required") {
    const missing = String((error.params as { missingProperty?: unknown }).missingProperty ?? "");
    return path ? `${path}.${missing}` : missing;
  }
  return path || context;
}

function messageFor(error: FastifySchemaValidationError): FieldMessage {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return "validation.required";
    case "type":
      return { key: "validation.type", params: { type: String(params.type) } };
    case "minLength":
      return params.limit === 1
        ? "validation.required"
        : { key: "validation.minLength", params: { limit: Number(params.limit) } };
    case "maxLength":
      return { key: "validation.maxLength", params: { limit: Number(params.limit) } };
    case "pattern":
    case "format":
      return "validation.pattern";
    case "minimum":
    case "exclusiveMinimum":
      return { key: "validation.minimum", params: { limit: Number(params.limit) } };
    case "maximum":
    case "exclusiveMaximum":
      return { key: "validation.maximum", params: { limit: Number(params.limit) } };
    case "enum":
      return {
        key: "validation.enum",
        params: { values: ((params.allowedValues as unknown[]) ?? []).join(", ") },
      };
    case "minItems":
    case "maxItems":
      return "validation.items";
    default:
      return "validation.invalid";
  }
}

export function validationFields(
  errors: FastifySchemaValidationError[],
  context: string,
): Record<string, FieldMessage> {
  const entries: [string, FieldMessage][] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const field = fieldName(error, context);
    if (seen.has(field)) continue;
    seen.add(field);
    entries.push([field, messageFor(error)]);
  }
  return Object.fromEntries(entries);
}
