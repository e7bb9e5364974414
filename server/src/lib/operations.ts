import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import { methodOf, type Operation, pathOf } from "#contract/operation";

/**
 * The server side of the operation table (docs/operations-table.md): every route is registered
 * from an entry, which gives its method, path, permission and operationId; the schemas and the
 * handler stay here, beside each other.
 */
export type AnyOperation = Operation<unknown, unknown, unknown>;
export type OperationTable = Readonly<Record<string, AnyOperation>>;

type TypeBoxApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export type OperationHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/** Route options beside the schema: hooks such as a rate limit's preValidation, a body limit. */
export type RouteExtras = Omit<RouteShorthandOptions, "schema" | "config"> & {
  /** Route settings beside those the operation sets (permission, name, audit mark). */
  config?: { keepsReadCaches?: boolean };
};

/** `/{product}/meetings/{id}` as Fastify's `/meeting/meetings/:id`. */
export function fastifyPath(operation: Pick<AnyOperation, "route">, product: string): string {
  return pathOf(operation)
    .replaceAll("{product}", product)
    .replace(/\{(\w+)\}/g, ":$1");
}

/** Registers one operation (registerCrud and `serveOperations` both come here). */
export function serveOperation<S extends FastifySchema>(
  app: FastifyInstance,
  operation: AnyOperation,
  schema: S,
  handler: OperationHandler<S>,
  extras: RouteExtras = {},
): void {
  app.route({
    ...extras,
    method: methodOf(operation),
    url: fastifyPath(operation, app.ctx.config.product),
    config: {
      ...extras.config,
      permission: operation.permission,
      operation: operation.name,
      ...(operation.audit ? { audit: operation.audit } : {}),
    },
    schema: { ...schema, operationId: operation.name },
    handler: handler as RouteHandlerMethod,
  });
}

/** `serve(key, schema, handler)` for the entries of one table. */
export function serveOperations<T extends OperationTable>(app: FastifyInstance, table: T) {
  return function serve<S extends FastifySchema>(
    key: keyof T & string,
    schema: S,
    handler: OperationHandler<S>,
    extras?: RouteExtras,
  ): void {
    const operation = table[key];
    if (!operation) throw new Error(`No operation "${key}" in its table`);
    serveOperation(app as TypeBoxApp, operation, schema, handler, extras);
  };
}
