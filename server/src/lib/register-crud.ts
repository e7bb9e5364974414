import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { IdsBody, ListQuery, Page, type Page as PageOf } from "#contract/list";
import type { RoutePermission } from "#contract/permissions";
import {
  Done,
  Envelope,
  Id,
  IdParam,
  Obj,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
} from "#contract/schema";
import type { AppContext } from "../context.ts";
import { deleteAllOrNothing } from "./crud-helpers.ts";

/**
 * The routes of a plain entity, from its table, contract schemas and permission (DESIGN.md §5): list
 * (spec §2 query: page, size, sort, keyword and the entity's filters), get, create, update, delete
 * and batch delete. The hooks are where an entity differs (its joins, rules and messages); their
 * argument types come from the schemas. Get, create and update are registered when their hook is
 * given (an entity created elsewhere has none). Deleting defaults to all-or-nothing by id on the table.
 */
export interface CrudHooks<Query, Input, UpdateInput = Input> {
  list(ctx: AppContext, query: Query, request: FastifyRequest): Promise<PageOf<unknown>>;
  get?(ctx: AppContext, id: string, request: FastifyRequest): Promise<unknown>;
  create?(ctx: AppContext, body: Input, request: FastifyRequest): Promise<unknown>;
  update?(ctx: AppContext, id: string, body: UpdateInput, request: FastifyRequest): Promise<unknown>;
  remove?(ctx: AppContext, ids: string[], request: FastifyRequest): Promise<void>;
}

export interface CrudSpec<F extends TProperties, B extends TObject, U extends TObject> {
  /** The entity's path, e.g. `/device/terminal`. */
  base: string;
  /** Where the list is, when not `${base}/query` (e.g. `base` itself). */
  listPath?: string;
  permission: RoutePermission;
  /** Who may list or get, where more may read than write (a lookup other screens share). */
  readPermission?: { list?: RoutePermission; get?: RoutePermission };
  table: PgTable;
  id: PgColumn;
  /** One record as answered. */
  record: TSchema;
  /** The create body (required with a create or update hook). */
  body?: B;
  /** The update body when it differs from the create body (a write-only secret kept when empty). */
  updateBody?: U;
  /** List filters by field name, beside the spec §2 query. */
  filters?: F;
  /** Also accept `PUT base` with the id in the body (the spec's form for some entities). */
  updateWithIdInBody?: boolean;
  /** Where the batch delete is, when not `${base}/delete/batch`. */
  batchDeletePath?: string;
  /**
   * The rows the caller may touch (data authority, people/data-scope.ts), for the default delete:
   * an id outside it is a 404 like an unknown one. The hooks apply the same condition themselves.
   */
  scope?: (request: FastifyRequest) => Promise<SQL | undefined>;
  hooks: CrudHooks<ListQuery<F>, Static<B>, Static<U>>;
}

export function registerCrud<F extends TProperties, B extends TObject, U extends TObject = B>(
  app: FastifyInstance,
  spec: CrudSpec<F, B, U>,
): void {
  const { ctx } = app;
  const { base, hooks } = spec;
  const config = { permission: spec.permission };
  const one = Envelope(spec.record);
  const remove =
    hooks.remove ??
    (async (context, ids, request) =>
      deleteAllOrNothing(context.db, spec.table, spec.id, ids, await spec.scope?.(request)));
  type Query = ListQuery<F>;
  type Update = Static<U>;
  const listQuery = ListQuery(spec.filters);
  const idParam = IdParam();

  app.get(
    spec.listPath ?? `${base}/query`,
    {
      config: { permission: spec.readPermission?.list ?? spec.permission },
      schema: { querystring: listQuery, response: Envelope(Page(spec.record)) },
    },
    async (request, reply) => reply.ok(await hooks.list(ctx, request.query as Query, request)),
  );

  const { get, create, update } = hooks;
  if (get) {
    app.get<{ Params: { id: string } }>(
      `${base}/:id`,
      {
        config: { permission: spec.readPermission?.get ?? spec.permission },
        schema: { params: idParam, response: one },
      },
      async (request, reply) => reply.ok(await get(ctx, request.params.id, request)),
    );
  }

  if (create) {
    const body = requiredBody(spec);
    app.post(base, { config, schema: { body, response: one } }, async (request, reply) =>
      reply.ok(await create(ctx, request.body as Static<B>, request)),
    );
  }

  if (update) {
    const updateBody: TObject = spec.updateBody ?? requiredBody(spec);
    app.put<{ Params: { id: string } }>(
      `${base}/:id`,
      { config, schema: { params: idParam, body: updateBody, response: one } },
      async (request, reply) =>
        reply.ok(await update(ctx, request.params.id, request.body as Update, request)),
    );

    if (spec.updateWithIdInBody) {
      const withId = Obj({ id: Id(), ...updateBody.properties });
      app.put(base, { config, schema: { body: withId, response: one } }, async (request, reply) => {
        const body = request.body as Update & { id: string };
        return reply.ok(await update(ctx, body.id, body, request));
      });
    }
  }

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    { config, schema: { params: idParam, response: Done } },
    async (request, reply) => {
      await remove(ctx, [request.params.id], request);
      return reply.ok(null);
    },
  );

  app.post<{ Body: IdsBody }>(
    spec.batchDeletePath ?? `${base}/delete/batch`,
    { config, schema: { body: IdsBody, response: Done } },
    async (request, reply) => {
      await remove(ctx, request.body.ids, request);
      return reply.ok(null);
    },
  );
}

function requiredBody<B extends TObject>(spec: { base: string; body?: B }): B {
  if (!spec.body) throw new Error(`registerCrud ${spec.base}: a create or update hook needs a body schema`);
  return spec.body;
}
