import { isIP } from "node:net";
import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { ListQuery, Page } from "#contract/list";
import type { TerminalBody, TerminalFilters } from "#contract/terminals";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { rooms, terminalBrands, terminalModels, terminals } from "../db/schema-devices.ts";
import { fieldError, notFound } from "../errors.ts";
import { allOf, blankToNull, conflict, uniqueOr409 } from "../lib/crud-helpers.ts";
import { newId } from "../lib/ids.ts";
import { PAGE } from "../lib/kept-statements.ts";
import { keywordSearch } from "../lib/list-filters.ts";
import { indexedOrder, keptPage, limitOffset, requestedSort } from "../lib/list-query.ts";
import { type DataScope, roomScope, terminalScope } from "../people/data-scope.ts";

/** Terminals (resource `terminals`) with their brand ("product") and model. */
type TerminalQuery = ListQuery<typeof TerminalFilters>;

export const listBrands = (db: Db) =>
  db
    .select({ id: terminalBrands.id, name: terminalBrands.name })
    .from(terminalBrands)
    .orderBy(asc(terminalBrands.sort), asc(terminalBrands.name));

export async function listModels(db: Db, brandId: string) {
  const [brand] = await db.select().from(terminalBrands).where(eq(terminalBrands.id, brandId));
  if (!brand) throw notFound();
  return db
    .select({ id: terminalModels.id, name: terminalModels.name })
    .from(terminalModels)
    .where(eq(terminalModels.brandId, brandId))
    .orderBy(asc(terminalModels.sort), asc(terminalModels.name));
}

const selectTerminals = (db: Db) =>
  db
    .select({
      id: terminals.id,
      name: terminals.name,
      productId: terminals.brandId,
      productName: terminalBrands.name,
      modelId: terminals.modelId,
      modelName: terminalModels.name,
      productDevice: sql<string>`${terminalBrands.name} || ' ' || ${terminalModels.name}`,
      dialAddress: terminals.dialAddress,
      protocol: terminals.protocol,
      ip: terminals.ip,
      serialNumber: terminals.serialNumber,
      status: terminals.status,
      roomId: terminals.roomId,
      roomName: rooms.name,
      remark: terminals.remark,
      createdAt: terminals.createdAt,
      updatedAt: terminals.updatedAt,
    })
    .from(terminals)
    .innerJoin(terminalBrands, eq(terminalBrands.id, terminals.brandId))
    .innerJoin(terminalModels, eq(terminalModels.id, terminals.modelId))
    .leftJoin(rooms, eq(rooms.id, terminals.roomId));

function filtersOf(query: TerminalQuery): SQL | undefined {
  return allOf([
    keywordSearch(query.keyword, terminals),
    query.productId ? eq(terminals.brandId, query.productId) : undefined,
    query.protocol ? eq(terminals.protocol, query.protocol) : undefined,
    query.status ? eq(terminals.status, query.status) : undefined,
    query.roomId ? eq(terminals.roomId, query.roomId) : undefined,
  ]);
}

/** Each with an index on (column, id) (schema-devices.ts). */
const SORTS = {
  name: terminals.name,
  dialAddress: terminals.dialAddress,
  status: terminals.status,
  createdAt: terminals.createdAt,
};
const NEWEST_FIRST = { column: terminals.createdAt, descending: true };

export async function listTerminals(db: Db, query: TerminalQuery, scope: DataScope): Promise<Page<unknown>> {
  const where = and(filtersOf(query), terminalScope(scope));
  const sort = requestedSort(query, SORTS) ?? NEWEST_FIRST;
  const { records, ...total } = await keptPage(db, {
    list: "terminals",
    sort,
    where,
    paging: limitOffset(query),
    records: () =>
      selectTerminals(db)
        .where(where)
        .orderBy(...indexedOrder(sort, terminals.id))
        .limit(PAGE.limit)
        .offset(PAGE.offset),
    matching: () => db.select({ id: terminals.id }).from(terminals).where(where),
  });
  return { records, ...total };
}

/** A terminal the caller covers (placed in a covered room, or in none), else 404. */
export async function getTerminal(db: Db, id: string, scope: DataScope) {
  const [row] = await selectTerminals(db).where(and(eq(terminals.id, id), terminalScope(scope)));
  if (!row) throw notFound();
  return row;
}

async function checkTerminal(db: Db, input: TerminalBody, id: string | null, scope: DataScope) {
  const ip = blankToNull(input.ip);
  if (ip && isIP(ip) === 0) throw fieldError({ ip: "terminal.ipInvalid" });
  const [brand] = await db
    .select({ id: terminalBrands.id })
    .from(terminalBrands)
    .where(eq(terminalBrands.id, input.productId));
  if (!brand) throw fieldError({ productId: "terminal.brandNotFound" });
  const [model] = await db
    .select({ id: terminalModels.id })
    .from(terminalModels)
    .where(and(eq(terminalModels.id, input.modelId), eq(terminalModels.brandId, input.productId)));
  if (!model) throw fieldError({ modelId: "terminal.modelNotOfBrand" });
  const roomId = blankToNull(input.roomId);
  if (roomId) {
    const [room] = await db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.id, roomId), roomScope(scope)));
    if (!room) throw fieldError({ roomId: "device.roomNotFound" });
    const [holder] = await db
      .select({ id: terminals.id })
      .from(terminals)
      .where(and(eq(terminals.roomId, roomId), id ? ne(terminals.id, id) : undefined));
    if (holder) throw conflict("terminal.roomTaken");
  }
  const [clash] = await db
    .select({ id: terminals.id })
    .from(terminals)
    .where(
      and(
        sql`lower(${terminals.dialAddress}) = lower(${input.dialAddress.trim()})`,
        id ? ne(terminals.id, id) : undefined,
      ),
    );
  if (clash) throw conflict("terminal.dialAddressTaken");
}

const valuesOf = (input: TerminalBody) => ({
  name: input.name.trim(),
  brandId: input.productId,
  modelId: input.modelId,
  dialAddress: input.dialAddress.trim(),
  protocol: input.protocol,
  ip: blankToNull(input.ip),
  serialNumber: blankToNull(input.serialNumber),
  status: input.status ?? "DISCONNECT",
  roomId: blankToNull(input.roomId),
  remark: blankToNull(input.remark),
});

export async function createTerminal(ctx: AppContext, input: TerminalBody, scope: DataScope) {
  await checkTerminal(ctx.db, input, null, scope);
  const id = newId();
  const now = ctx.now();
  await uniqueOr409("terminal.dialAddressTaken", () =>
    ctx.db.insert(terminals).values({ id, ...valuesOf(input), createdAt: now, updatedAt: now }),
  );
  return getTerminal(ctx.db, id, scope);
}

export async function updateTerminal(ctx: AppContext, id: string, input: TerminalBody, scope: DataScope) {
  const current = await getTerminal(ctx.db, id, scope);
  await checkTerminal(ctx.db, input, id, scope);
  await uniqueOr409("terminal.dialAddressTaken", () =>
    ctx.db
      .update(terminals)
      .set({ ...valuesOf(input), status: input.status ?? current.status, updatedAt: ctx.now() })
      .where(eq(terminals.id, id)),
  );
  return getTerminal(ctx.db, id, scope);
}
