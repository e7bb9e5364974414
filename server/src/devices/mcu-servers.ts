import { isIP } from "node:net";
import { and, asc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { ListQuery, Page } from "#contract/list";
import type { McuServerBody, McuServerFilters, McuServerUpdate } from "#contract/mcu";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { mcuServers, resourcePools } from "../db/schema-devices.ts";
import { fieldError, notFound } from "../errors.ts";
import { allOf, blankToNull, conflict, countOf, uniqueOr409 } from "../lib/crud-helpers.ts";
import { newId } from "../lib/ids.ts";
import { likePattern, limitOffset, orderBy, page } from "../lib/list-query.ts";
import { probeJanus } from "../mcu/janus/janus-health.ts";

/** MCU servers (resource `mcu-servers`); the password is stored to drive the MCU and never read back. */
type ServerQuery = ListQuery<typeof McuServerFilters>;

const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export const isHostOrIp = (value: string): boolean => isIP(value) !== 0 || HOST_NAME.test(value);

const columns = {
  id: mcuServers.id,
  name: mcuServers.name,
  model: mcuServers.model,
  address: mcuServers.address,
  port: mcuServers.port,
  protocol: mcuServers.protocol,
  username: mcuServers.username,
  capacity: mcuServers.capacity,
  poolId: mcuServers.poolId,
  poolName: resourcePools.name,
  status: mcuServers.status,
  statusReason: mcuServers.statusReason,
  adminPort: mcuServers.adminPort,
  remark: mcuServers.remark,
  createdAt: mcuServers.createdAt,
  updatedAt: mcuServers.updatedAt,
};

const selectServers = (db: Db) =>
  db.select(columns).from(mcuServers).leftJoin(resourcePools, eq(resourcePools.id, mcuServers.poolId));

function filtersOf(query: ServerQuery): SQL | undefined {
  const pattern = query.keyword ? likePattern(query.keyword.trim()) : undefined;
  return allOf([
    pattern ? or(ilike(mcuServers.name, pattern), ilike(mcuServers.address, pattern)) : undefined,
    query.model ? eq(mcuServers.model, query.model) : undefined,
    query.poolId ? eq(mcuServers.poolId, query.poolId) : undefined,
    query.status ? eq(mcuServers.status, query.status as "ONLINE") : undefined,
  ]);
}

export async function listServers(db: Db, query: ServerQuery): Promise<Page<unknown>> {
  const where = filtersOf(query);
  const order = orderBy(query, { name: mcuServers.name, capacity: mcuServers.capacity }, [
    asc(mcuServers.name),
    asc(mcuServers.id),
  ]);
  const [records, [{ total }]] = await Promise.all([
    selectServers(db)
      .where(where)
      .orderBy(...order)
      .limit(limitOffset(query).limit)
      .offset(limitOffset(query).offset),
    db.select({ total: countOf }).from(mcuServers).where(where),
  ]);
  return page(records, total);
}

export const allServers = (db: Db) => selectServers(db).orderBy(asc(mcuServers.name), asc(mcuServers.id));

export async function getServer(db: Db, id: string) {
  const [row] = await selectServers(db).where(eq(mcuServers.id, id));
  if (!row) throw notFound();
  return row;
}

async function checkServer(db: Db, input: McuServerUpdate, id: string | null) {
  if (!isHostOrIp(input.address)) throw fieldError({ address: "server.addressInvalid" });
  if (input.poolId) {
    const [pool] = await db
      .select({ id: resourcePools.id })
      .from(resourcePools)
      .where(eq(resourcePools.id, input.poolId));
    if (!pool) throw fieldError({ poolId: "server.poolNotFound" });
  }
  const [clash] = await db
    .select({ id: mcuServers.id })
    .from(mcuServers)
    .where(
      and(
        sql`lower(${mcuServers.address}) = lower(${input.address})`,
        eq(mcuServers.port, input.port),
        id ? ne(mcuServers.id, id) : undefined,
      ),
    );
  if (clash) throw conflict("server.addressTaken");
}

const valuesOf = (input: McuServerUpdate) => ({
  name: input.name.trim(),
  model: input.model,
  address: input.address.trim(),
  port: input.port,
  protocol: input.protocol ?? "HTTPS",
  username: input.username,
  capacity: input.capacity,
  poolId: blankToNull(input.poolId),
  status: input.status ?? "OFFLINE",
  adminPort: input.model === "JANUS" ? (input.adminPort ?? null) : null,
  remark: blankToNull(input.remark),
});

/** A JANUS server's status is what it answers now (the health loop keeps it); other models' is as entered. */
async function probedStatus(input: McuServerUpdate, password: string) {
  if (input.model !== "JANUS") return { statusReason: null };
  const probe = await probeJanus({ ...input, protocol: input.protocol ?? "HTTPS", password });
  return { status: probe.status, statusReason: probe.reason };
}

export async function createServer(ctx: AppContext, input: McuServerBody) {
  const password = input.password;
  const normalised = { ...input, address: input.address.trim() };
  await checkServer(ctx.db, normalised, null);
  const id = newId();
  const now = ctx.now();
  const probed = await probedStatus(normalised, password);
  await uniqueOr409("server.addressTaken", () =>
    ctx.db
      .insert(mcuServers)
      .values({ id, ...valuesOf(normalised), ...probed, password, createdAt: now, updatedAt: now }),
  );
  return getServer(ctx.db, id);
}

/** An empty or missing password keeps the stored one. */
export async function updateServer(ctx: AppContext, id: string, input: McuServerUpdate) {
  const current = await getServer(ctx.db, id);
  const normalised = { ...input, address: input.address.trim() };
  await checkServer(ctx.db, normalised, id);
  const [{ stored }] = await ctx.db
    .select({ stored: mcuServers.password })
    .from(mcuServers)
    .where(eq(mcuServers.id, id));
  const probed = await probedStatus(normalised, input.password || stored);
  await uniqueOr409("server.addressTaken", () =>
    ctx.db
      .update(mcuServers)
      .set({
        ...valuesOf(normalised),
        status: input.status ?? current.status,
        ...probed,
        ...(input.password ? { password: input.password } : {}),
        updatedAt: ctx.now(),
      })
      .where(eq(mcuServers.id, id)),
  );
  return getServer(ctx.db, id);
}
