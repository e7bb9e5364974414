/** Small builders for the JSON schemas of routes (request validation and response serialisation). */
export type JsonSchema = Record<string, unknown>;

export const str = (minLength = 0, maxLength = 255, extra: JsonSchema = {}): JsonSchema => ({
  type: "string",
  minLength,
  maxLength,
  ...extra,
});

export const nullable = (type: "string" | "integer" | "number" | "boolean"): JsonSchema => ({
  type: [type, "null"],
});

export const int = (minimum: number, maximum: number): JsonSchema => ({ type: "integer", minimum, maximum });

/** An object schema; `required` lists the mandatory properties, extra properties are dropped. */
export function object(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: "object", properties, required, additionalProperties: false };
}

/** The 200 response: the envelope around `data`. */
export function envelope(data: JsonSchema): { 200: JsonSchema } {
  return {
    200: {
      type: "object",
      properties: { status: { type: "integer" }, message: { type: "string" }, data },
      required: ["status", "message", "data"],
    },
  };
}

/** A path id segment: any non-empty string of reasonable length. */
export const idParam = (name = "id"): JsonSchema => object({ [name]: str(1, 64) }, [name]);
