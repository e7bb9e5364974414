import { and, asc, eq, ilike, inArray, ne, sql } from "drizzle-orm";
import type { ListQuery, Page } from "#contract/list";
import type { ResourcePoolBody } from "#contract/mcu";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { mcuServers, resourcePools } from "../db/schema-devices.ts";
import { notFound } from "../errors.ts";
import { blankToNull, conflict, countOf, uniqueOr409 } from "../lib/crud-helpers.ts";
import { isForeignKeyViolation } from "../lib/db-errors.ts";
import { newId } from "../lib/ids.ts";
import { likePattern, limitOffset, orderBy, page } from "../lib/list-query.ts";

/** Resource pools (resource `resource-pools`): groups of MCU servers with their summed capacity. */
const totals = (db: Db) =>
  db
    .select({
      poolId: mcuServers.poolId,
      serverCount: sql<number>`count(*)::int`.as("server_count"),
      capacity: sql<number>`coalesce(sum(${mcuServers.capacity}), 0)::int`.as("capacity"),
    })
    .from(mcuServers)
    .groupBy(mcuServers.poolId)
    .as("totals");

function selectPools(db: Db) {
  const sums = totals(db);
  return db
    .select({
      id: resourcePools.id,
      name: resourcePools.name,
      description: resourcePools.description,
      serverCount: sql<number>`coalesce(${sums.serverCount}, 0)`,
      capacity: sql<number>`coalesce(${sums.capacity}, 0)`,
      createdAt: resourcePools.createdAt,
      updatedAt: resourcePools.updatedAt,
    })
    .from(resourcePools)
    .leftJoin(sums, eq(sums.poolId, resourcePools.id));
}

export async function listPools(db: Db, query: ListQuery): Promise<Page<unknown>> {
  const where = query.keyword ? ilike(resourcePools.name, likePattern(query.keyword.trim())) : undefined;
  const order = orderBy(query, { name: resourcePools.name, createdAt: resourcePools.createdAt }, [
    asc(resourcePools.name),
    asc(resourcePools.id),
  ]);
  const { limit, offset } = limitOffset(query);
  const [records, [{ total }]] = await Promise.all([
    selectPools(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: countOf }).from(resourcePools).where(where),
  ]);
  return page(records, total);
}

export async function getPool(db: Db, id: string) {
  const [row] = await selectPools(db).where(eq(resourcePools.id, id));
  if (!row) throw notFound();
  return row;
}

async function assertNameFree(db: Db, name: string, id: string | null) {
  const [clash] = await db
    .select({ id: resourcePools.id })
    .from(resourcePools)
    .where(
      and(sql`lower(${resourcePools.name}) = lower(${name})`, id ? ne(resourcePools.id, id) : undefined),
    );
  if (clash) throw conflict("pool.nameTaken");
}

export async function createPool(ctx: AppContext, input: ResourcePoolBody) {
  const name = input.name.trim();
  await assertNameFree(ctx.db, name, null);
  const id = newId();
  const now = ctx.now();
  await uniqueOr409("pool.nameTaken", () =>
    ctx.db.insert(resourcePools).values({
      id,
      name,
      description: blankToNull(input.description),
      createdAt: now,
      updatedAt: now,
    }),
  );
  return getPool(ctx.db, id);
}

export async function updatePool(ctx: AppContext, id: string, input: ResourcePoolBody) {
  await getPool(ctx.db, id);
  const name = input.name.trim();
  await assertNameFree(ctx.db, name, id);
  await uniqueOr409("pool.nameTaken", () =>
    ctx.db
      .update(resourcePools)
      .set({ name, description: blankToNull(input.description), updatedAt: ctx.now() })
      .where(eq(resourcePools.id, id)),
  );
  return getPool(ctx.db, id);
}

/** Refused (409) while any of the pools still holds a server; all or nothing. */
export async function deletePools(db: Db, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  try {
    await db.transaction(async (tx) => {
      const [{ held }] = await tx
        .select({ held: countOf })
        .from(mcuServers)
        .where(inArray(mcuServers.poolId, unique));
      if (held > 0) throw conflict("pool.hasServers");
      const deleted = await tx
        .delete(resourcePools)
        .where(inArray(resourcePools.id, unique))
        .returning({ id: resourcePools.id });
      if (deleted.length !== unique.length) throw notFound();
    });
  } catch (error) {
    // A server added to the pool meanwhile trips the foreign key.
    if (isForeignKeyViolation(error)) throw conflict("pool.hasServers");
    throw error;
  }
}
