import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import type { RoutePermission } from "../permissions.ts";
import { deleteAllOrNothing, idsBody } from "../services/device-common.ts";
import { type ListQuery, listQuerySchema, type Page, pageSchema } from "./list-query.ts";
import { envelope, idParam, type JsonSchema, object, str } from "./schemas.ts";

/**
 * The routes of a plain entity, from its table, schemas and permission (DESIGN.md §5): list (spec
 * §2 query: page, size, sort, keyword and the entity's filters), get, create, update, delete and
 * batch delete. The hooks are where an entity differs (its joins, rules and messages); deleting
 * defaults to all-or-nothing by id on the table.
 */
export interface CrudHooks<Query extends ListQuery, Input> {
  list(ctx: AppContext, query: Query, request: FastifyRequest): Promise<Page<unknown>>;
  get(ctx: AppContext, id: string, request: FastifyRequest): Promise<unknown>;
  create(ctx: AppContext, body: Input, request: FastifyRequest): Promise<unknown>;
  update(ctx: AppContext, id: string, body: Input, request: FastifyRequest): Promise<unknown>;
  remove?(ctx: AppContext, ids: string[], request: FastifyRequest): Promise<void>;
}

export interface CrudSpec<Query extends ListQuery, Input> {
  /** The entity's path, e.g. `/device/terminal`. */
  base: string;
  /** Where the list is, when not `${base}/query` (e.g. `base` itself). */
  listPath?: string;
  permission: RoutePermission;
  table: PgTable;
  id: PgColumn;
  /** One record as answered. */
  record: JsonSchema;
  /** The create body (an `object()` schema). */
  body: JsonSchema;
  /** The update body when it differs from the create body (a write-only secret kept when empty). */
  updateBody?: JsonSchema;
  /** List filters by field name, beside the spec §2 query. */
  filters?: Record<string, JsonSchema>;
  /** Also accept `PUT base` with the id in the body (the spec's form for some entities). */
  updateWithIdInBody?: boolean;
  hooks: CrudHooks<Query, Input>;
}

const done = envelope({ type: "null" });

export function registerCrud<Query extends ListQuery, Input>(
  app: FastifyInstance,
  spec: CrudSpec<Query, Input>,
): void {
  const { ctx } = app;
  const { base, hooks } = spec;
  const config = { permission: spec.permission };
  const one = envelope(spec.record);
  const updateBody = spec.updateBody ?? spec.body;
  const remove = hooks.remove ?? ((context, ids) => deleteAllOrNothing(context.db, spec.table, spec.id, ids));

  app.get<{ Querystring: Query }>(
    spec.listPath ?? `${base}/query`,
    {
      config,
      schema: { querystring: listQuerySchema(spec.filters), response: envelope(pageSchema(spec.record)) },
    },
    async (request, reply) => reply.ok(await hooks.list(ctx, request.query as Query, request)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: one } },
    async (request, reply) => reply.ok(await hooks.get(ctx, request.params.id, request)),
  );

  app.post<{ Body: Input }>(
    base,
    { config, schema: { body: spec.body, response: one } },
    async (request, reply) => reply.ok(await hooks.create(ctx, request.body as Input, request)),
  );

  app.put<{ Params: { id: string }; Body: Input }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), body: updateBody, response: one } },
    async (request, reply) =>
      reply.ok(await hooks.update(ctx, request.params.id, request.body as Input, request)),
  );

  if (spec.updateWithIdInBody) {
    const { properties, required } = updateBody as {
      properties: Record<string, JsonSchema>;
      required: string[];
    };
    const withId = object({ id: str(1, 64), ...properties }, ["id", ...required]);
    app.put<{ Body: Input & { id: string } }>(
      base,
      { config, schema: { body: withId, response: one } },
      async (request, reply) => {
        const body = request.body as Input & { id: string };
        return reply.ok(await hooks.update(ctx, body.id, body, request));
      },
    );
  }

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam(), response: done } },
    async (request, reply) => {
      await remove(ctx, [request.params.id], request);
      return reply.ok(null);
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    `${base}/delete/batch`,
    { config, schema: { body: idsBody, response: done } },
    async (request, reply) => {
      await remove(ctx, request.body.ids, request);
      return reply.ok(null);
    },
  );
}
