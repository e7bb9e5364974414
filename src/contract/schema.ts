/**
 * The builders every contract schema is made of (TypeBox). Each yields a plain JSON schema, which the
 * server validates with and publishes as OpenAPI, and a static type, which both sides compile against
 * (`Static<typeof X>`): a wire shape is written once, here, never again as an interface beside it.
 *
 * The shapes stay what Ajv's messages expect (docs/development.md "The contract"): an enum is
 * `{ type, enum }` rather than a union of literals, and a nullable value is `type: [t, "null"]` rather
 * than `anyOf`, so that a wrong value gets "one of a, b" or "must be a string" beside its field
 * instead of "invalid".
 */
import {
  type ArrayOptions,
  type IntegerOptions,
  type ObjectOptions,
  type Static,
  type StringOptions,
  type TProperties,
  type TSchema,
  Type,
} from "@sinclair/typebox";
import { EPOCH_MAX, ID_MAX } from "#contract/limits";

export { type Static, type TObject, type TProperties, type TSchema, Type } from "@sinclair/typebox";

/** A string of `min`..`max` characters. */
export const Str = (min = 0, max = 255, options: StringOptions = {}) =>
  Type.String({ minLength: min, maxLength: max, ...options });

/** An integer in `min`..`max`. */
export const Int = (min: number, max: number, options: IntegerOptions = {}) =>
  Type.Integer({ minimum: min, maximum: max, ...options });

/** An id (ids are strings on the wire, DESIGN.md §2). */
export const Id = (options: StringOptions = {}) => Str(1, ID_MAX, options);

/** Epoch milliseconds up to the year 9999, so that every day after it still has a valid Date. */
export const Epoch = (options: IntegerOptions = {}) => Int(0, EPOCH_MAX, options);

/** A closed object: unknown properties are dropped (mass assignment is ignored, QUALITY.md §2). */
export const Obj = <P extends TProperties>(properties: P, options: ObjectOptions = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

/** One of fixed string values, validated as `{ type: "string", enum }`. */
export const Enum = <const V extends readonly string[]>(values: V, options: { default?: V[number] } = {}) =>
  Type.Unsafe<V[number]>({ type: "string", enum: [...values], ...options });

/**
 * `schema` or null, validated as `type: [<schema's type>, "null"]` with the schema's other keywords
 * (an enum's values gain null, which `enum` would otherwise refuse).
 */
export const Nullable = <T extends TSchema>(schema: T, options: { default?: null } = {}) => {
  const { type, ...rest } = schema as unknown as { type: string; enum?: unknown[] };
  const values = rest.enum ? { enum: [...rest.enum, null] } : {};
  return Type.Unsafe<Static<T> | null>({ ...rest, ...values, type: [type, "null"], ...options });
};

/**
 * A property the server fills in with `value` when the request leaves it out (Ajv's useDefaults):
 * optional on the wire, so not in `required`, yet always there in the handler's type.
 */
export const Default = <T extends TSchema>(schema: T, value: Static<T>): T =>
  Type.Optional({ ...schema, default: value }) as unknown as T;

/** Optional text that may be null (a form's empty field), at most `max` characters. */
export const NullableText = (max: number, options: { default?: null } = {}) =>
  Nullable(Type.String({ maxLength: max }), options);

export const List = <T extends TSchema>(items: T, options: ArrayOptions = {}) => Type.Array(items, options);

/** A list of ids, at most `max` of them. */
export const Ids = (max: number, options: ArrayOptions = {}) =>
  Type.Array(Id(), { maxItems: max, ...options });

/** `{ id, name }`: how a record names another. */
export const NamedRef = Obj({ id: Type.String(), name: Type.String() });
export type NamedRef = Static<typeof NamedRef>;

/** The success envelope around `data` (DESIGN.md §2), as a route's response map. */
export const Envelope = <T extends TSchema>(data: T) => ({
  200: Type.Object({ status: Type.Integer(), message: Type.String(), data }),
});

/** A route that answers no data. */
export const Done = Envelope(Type.Null());

/** A path with one id parameter named `name`. */
export const IdParam = <N extends string = "id">(name?: N) =>
  Obj({ [name ?? "id"]: Id() } as { [K in N]: ReturnType<typeof Id> });
