import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { IdsBody, ListQuery, Page, type Page as PageOf } from "#contract/list";
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
import { noteAudit } from "../audit/notes.ts";
import type { AppContext } from "../context.ts";
import { deleteAllOrNothing } from "./crud-helpers.ts";
import { type AnyOperation, serveOperation } from "./operations.ts";

/**
 * The routes of a plain entity, from its operation entries, table and contract schemas (DESIGN.md §5): list
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

/** The entries of the entity's operation table that registerCrud serves (docs/operations-table.md). */
export interface CrudOperations {
  list: AnyOperation;
  one?: AnyOperation;
  create?: AnyOperation;
  update?: AnyOperation;
  /** `PUT base` with the id in the body (the spec's form for some entities). */
  updateWithIdInBody?: AnyOperation;
  remove: AnyOperation;
  removeMany: AnyOperation;
}

export interface CrudSpec<F extends TProperties, B extends TObject, U extends TObject> {
  /** Each given entry needs its hook (list and the deletes excepted), and each hook its entry. */
  operations: CrudOperations;
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
  /**
   * The rows the caller may touch (data authority, people/data-scope.ts), for the default delete:
   * an id outside it is a 404 like an unknown one. The hooks apply the same condition themselves.
   */
  scope?: (request: FastifyRequest) => Promise<SQL | undefined>;
  hooks: CrudHooks<ListQuery<F>, Static<B>, Static<U>>;
}

/** The records of a batch delete read for the audit log's "before"; the ids are all recorded. */
const AUDITED_BATCH = 20;

export function registerCrud<F extends TProperties, B extends TObject, U extends TObject = B>(
  app: FastifyInstance,
  spec: CrudSpec<F, B, U>,
): void {
  const { ctx } = app;
  const { operations, hooks } = spec;
  const one = Envelope(spec.record);
  const remove =
    hooks.remove ??
    (async (context, ids, request) =>
      deleteAllOrNothing(context.db, spec.table, spec.id, ids, await spec.scope?.(request)));
  type Query = ListQuery<F>;
  type Update = Static<U>;
  const idParam = IdParam();
  const { get, create, update } = hooks;
  paired(operations, "one", get);
  paired(operations, "create", create);
  paired(operations, "update", update);
  paired(operations, "updateWithIdInBody", operations.updateWithIdInBody ? update : undefined);

  serveOperation(
    app,
    operations.list,
    { querystring: ListQuery(spec.filters), response: Envelope(Page(spec.record)) },
    async (request, reply) => reply.ok(await hooks.list(ctx, request.query as Query, request)),
  );

  if (get && operations.one) {
    serveOperation(app, operations.one, { params: idParam, response: one }, async (request, reply) =>
      reply.ok(await get(ctx, request.params.id, request)),
    );
  }

  // The audit log's before and after (audit/notes.ts): the record as read before a change, as answered after.
  const readBefore = async (request: FastifyRequest, ids: readonly string[]) => {
    if (!get) return undefined;
    const read = (id: string) => get(ctx, id, request).catch(() => undefined);
    if (ids.length === 1) return read(ids[0]!);
    return Promise.all(ids.slice(0, AUDITED_BATCH).map(read));
  };
  const changed = async (request: FastifyRequest, id: string, change: () => Promise<unknown>) => {
    noteAudit(request, { target: { id }, before: await readBefore(request, [id]) });
    const after = await change();
    noteAudit(request, { after });
    return after;
  };

  if (create && operations.create) {
    const body = requiredBody(spec);
    serveOperation(app, operations.create, { body, response: one }, async (request, reply) => {
      const after = await create(ctx, request.body as Static<B>, request);
      const id = (after as { id?: unknown } | null)?.id;
      noteAudit(request, { after, ...(typeof id === "string" ? { target: { id } } : {}) });
      return reply.ok(after);
    });
  }

  if (update && operations.update) {
    const updateBody: TObject = spec.updateBody ?? requiredBody(spec);
    serveOperation(
      app,
      operations.update,
      { params: idParam, body: updateBody, response: one },
      async (request, reply) => {
        const { id } = request.params;
        return reply.ok(await changed(request, id, () => update(ctx, id, request.body as Update, request)));
      },
    );

    if (operations.updateWithIdInBody) {
      const withId = Obj({ id: Id(), ...updateBody.properties });
      serveOperation(
        app,
        operations.updateWithIdInBody,
        { body: withId, response: one },
        async (request, reply) => {
          const body = request.body as Update & { id: string };
          return reply.ok(await changed(request, body.id, () => update(ctx, body.id, body, request)));
        },
      );
    }
  }

  const removed = async (request: FastifyRequest, ids: string[]) => {
    noteAudit(request, { target: { id: ids.join(",") }, before: await readBefore(request, ids) });
    await remove(ctx, ids, request);
  };

  serveOperation(app, operations.remove, { params: idParam, response: Done }, async (request, reply) => {
    await removed(request, [request.params.id]);
    return reply.ok(null);
  });

  serveOperation(app, operations.removeMany, { body: IdsBody, response: Done }, async (request, reply) => {
    await removed(request, request.body.ids);
    return reply.ok(null);
  });
}

function paired(operations: CrudOperations, key: keyof CrudOperations, hook: unknown): void {
  if (!operations[key] !== !hook)
    throw new Error(`registerCrud ${operations.list.name}: ${key} needs both its operation and its hook`);
}

function requiredBody<B extends TObject>(spec: { operations: CrudOperations; body?: B }): B {
  if (!spec.body)
    throw new Error(`registerCrud ${spec.operations.list.name}: a create or update hook needs a body schema`);
  return spec.body;
}
