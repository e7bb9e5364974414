import ValidatorSelector from "@fastify/ajv-compiler";
import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type ValidatorFactory = ReturnType<typeof ValidatorSelector>;
type Validate = ((data: unknown, context?: unknown) => boolean) & { errors?: unknown };

/**
 * Fastify's response serializers (fast-json-stringify), each compiled on its first use instead of
 * at startup: one is generated per route and status, about 300 in all, and each holds its
 * generated source and code for the process's life (some 25 MB of heap), while an instance
 * answers a few dozen of them in a day. Output is unchanged: the same compiler, later.
 */
export const lazySerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => {
      serialize ??= compile(route);
      return serialize(doc);
    };
  };
};

/**
 * The request validators (Ajv), likewise compiled on first use: compiling the 400-odd body, query
 * and path schemas took about half a second of every start. `schemaEnv` tells Fastify to pass the
 * parent context, so Ajv's coercion and defaults still reach the request as they did.
 */
export const lazyValidators = ((externalSchemas: unknown, options: unknown) => {
  const compile = (
    ValidatorSelector() as unknown as (e: unknown, o: unknown) => (route: unknown) => Validate
  )(externalSchemas, options);
  return (route: unknown) => {
    let validate: Validate | undefined;
    const lazy: Validate & { schemaEnv: true } = Object.assign(
      (data: unknown, context?: unknown) => {
        validate ??= compile(route);
        const valid = validate(data, context);
        lazy.errors = validate.errors;
        return valid;
      },
      { schemaEnv: true as const, errors: null },
    );
    return lazy;
  };
}) as unknown as ValidatorFactory;
