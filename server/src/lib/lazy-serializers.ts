import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";

type SerializerFactory = ReturnType<typeof SerializerSelector>;

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
