import type { JsonSchema } from "./openapi-document";

/** One line of a schema table: a property (nested ones as children, for a tree table). */
export interface SchemaRow {
  key: string;
  name: string;
  type: string;
  required: boolean;
  notes: string;
  children?: SchemaRow[];
}

export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return (
    types.map((type) => (type === "array" ? `${typeOf(schema.items)}[]` : type)).join(" | ") ||
    (schema.properties ? "object" : "any")
  );
}

export function notesOf(schema: JsonSchema): string {
  const notes: string[] = [];
  if (schema.description) notes.push(schema.description);
  if (schema.format) notes.push(schema.format);
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    notes.push(`length ${schema.minLength ?? 0}..${schema.maxLength ?? "∞"}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    notes.push(`${schema.minimum ?? "-∞"}..${schema.maximum ?? "∞"}`);
  if (schema.pattern) notes.push(`/${schema.pattern}/`);
  if (schema.default !== undefined) notes.push(`= ${JSON.stringify(schema.default)}`);
  return notes.join(" · ");
}

/** The object a schema describes, looking through arrays and nullable unions. */
function objectOf(schema: JsonSchema | undefined): JsonSchema | null {
  if (!schema) return null;
  if (schema.properties) return schema;
  if (schema.items) return objectOf(schema.items);
  const variants = schema.anyOf ?? schema.oneOf;
  return variants?.map(objectOf).find((found) => found !== null) ?? null;
}

/** The rows of a schema's properties, nested objects as children (at most `depth` levels). */
export function schemaRows(schema: JsonSchema | undefined, prefix = "", depth = 6): SchemaRow[] {
  const object = objectOf(schema);
  if (!object?.properties || depth === 0) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).map(([name, property]) => {
    const key = `${prefix}${name}`;
    const children = schemaRows(property, `${key}.`, depth - 1);
    return {
      key,
      name,
      type: typeOf(property),
      required: required.has(name),
      notes: notesOf(property),
      ...(children.length > 0 ? { children } : {}),
    };
  });
}
