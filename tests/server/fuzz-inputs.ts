import fc from "fast-check";

/**
 * fast-check inputs for the route fuzzer: values a route's JSON schema accepts (so that requests
 * also get past validation into the handlers) mixed with values no schema should let through
 * (huge and non-finite numbers, -0, over-long text, arrays for scalars, prototype keys).
 */
type Schema = Record<string, unknown>;

const NUMBER_TEXTS = [
  "1e309",
  "-1e309",
  "1e308",
  "-0",
  "0",
  "-1",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x10",
  "1e20",
  "1.5",
  "9007199254740993",
  "99999999999999999999999999",
];

const weirdText = fc.oneof(
  fc.constantFrom(
    ...NUMBER_TEXTS,
    "",
    " ",
    "..",
    "../..",
    "%",
    "%zz",
    "\u0000",
    "\u202e\u2066evil",
    "null",
    "true",
    "[]",
    "{}",
    "__proto__",
    "constructor",
    "x".repeat(600),
    "长".repeat(5000),
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  fc.integer().map(String),
  fc.double().map(String),
);

/** JSON texts of values no schema should accept as they are (1e309 parses to Infinity). */
const weirdJson = fc.oneof(
  fc.constantFrom(
    "1e309",
    "-1e309",
    "-0",
    "1e-400",
    "123456789012345678901234567890",
    "null",
    "true",
    "[]",
    "{}",
    "[[[[[[[[]]]]]]]]",
    "[1e309]",
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
  ),
  weirdText.map((text) => JSON.stringify(text)),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
);

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];

const bounded = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isSafeInteger(value) ? value : fallback;

/** A value that `schema` (the subset the routes use) accepts, as a JS value. */
export function validValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case "string":
        return fc.string({
          minLength: bounded(schema.minLength, 0),
          maxLength: Math.min(bounded(schema.maxLength, 40), 300),
        });
      case "integer": {
        const min = bounded(schema.minimum, -(2 ** 40));
        const max = bounded(schema.maximum, 2 ** 40);
        return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
      }
      case "number":
        return fc.double({
          min: typeof schema.minimum === "number" ? schema.minimum : -1e12,
          max: typeof schema.maximum === "number" ? schema.maximum : 1e12,
          noNaN: true,
        });
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array":
        return depth > 3
          ? fc.constant([])
          : fc.array(validValue((schema.items as Schema) ?? {}, depth + 1), {
              maxLength: Math.min(bounded(schema.maxItems, 5), 5),
            });
      case "object":
        return depth > 3 ? fc.constant({}) : validObject(schema, depth + 1);
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  });
  return choices.length > 0 ? fc.oneof(...choices) : fc.jsonValue({ maxDepth: 1 });
}

function validObject(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property, depth)]),
  );
  return fc.record(model, { requiredKeys: ((schema.required as string[]) ?? []).filter((k) => k in model) });
}

/** Property names of an object schema, with keys no schema declares. */
function keysOf(schema: Schema | undefined): fc.Arbitrary<string> {
  const names = Object.keys((schema?.properties ?? {}) as object);
  const odd = fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "a[b]", "x.y"), fc.string());
  return names.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, odd) : odd;
}

const propertyOf = (schema: Schema | undefined, name: string): Schema =>
  ((schema?.properties ?? {}) as Record<string, Schema>)[name] ?? {};

/** Query pairs (a repeated name makes an array where a scalar is expected). */
export function queryPairs(schema: Schema | undefined): fc.Arbitrary<[string, string][]> {
  const pair = keysOf(schema).chain((name) => {
    const property = propertyOf(schema, name);
    const numeric = typesOf(property).some((type) => type === "integer" || type === "number");
    return fc.tuple(
      fc.constant(name),
      fc.oneof(
        validValue(property).map((value) =>
          typeof value === "object" ? JSON.stringify(value) : String(value),
        ),
        numeric ? fc.constantFrom(...NUMBER_TEXTS) : weirdText,
        weirdText,
      ),
    );
  });
  return fc.array(pair, { maxLength: 6 });
}

/** A JSON body as text: a valid body with one field spoiled, a hand-built object, or junk. */
export function bodyText(schema: Schema | undefined): fc.Arbitrary<string> {
  const valid = schema ? validValue(schema) : fc.jsonValue({ maxDepth: 2 });
  const spoiled = fc.tuple(valid, keysOf(schema), weirdJson).map(([value, name, junk]) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return junk;
    const text = JSON.stringify(value);
    const field = `${JSON.stringify(name)}:${junk}`;
    return text === "{}" ? `{${field}}` : `${text.slice(0, -1)},${field}}`;
  });
  const handMade = fc
    .array(
      fc.tuple(
        keysOf(schema),
        fc.oneof(
          weirdJson,
          valid.map((v) => JSON.stringify(v) ?? "null"),
        ),
      ),
      {
        maxLength: 8,
      },
    )
    .map((pairs) => `{${pairs.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(",")}}`);
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((value) => JSON.stringify(value) ?? "null") },
    { weight: 3, arbitrary: spoiled },
    { weight: 3, arbitrary: handMade },
    { weight: 1, arbitrary: weirdJson },
    { weight: 1, arbitrary: fc.constantFrom("{", "[", '"', "nul", '{"a":}', "") },
  );
}

/** Path parameter values: ids that exist, schema-valid text and junk. */
export function paramValue(knownIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: knownIds.length > 0 ? fc.constantFrom(...knownIds) : fc.uuid() },
    { weight: 3, arbitrary: weirdText },
    { weight: 1, arbitrary: fc.uuid() },
  );
}
