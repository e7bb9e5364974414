/** Managing dictionaries (types, items, order); the records that use a value keep it from deletion. */
import { and, asc, count, eq, ilike, inArray, max, or, type SQL, sql } from "drizzle-orm";
import type {
  DictItem,
  DictItemBody,
  DictItemFilters,
  DictItemUpdateBody,
  DictSortBody,
  DictType,
} from "#contract/dict-admin";
import { DICT_ITEMS_MAX, DICT_TYPES } from "#contract/limits";
import type { ListQuery, Page } from "#contract/list";

type DictItemQuery = ListQuery<typeof DictItemFilters>;

import type { AppContext } from "../context.ts";
import { dictItems, rooms } from "../db/schema-devices.ts";
import { ApiError, fieldError, notFound } from "../errors.ts";
import { type Lang, t } from "../i18n.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { boundedTotal, likePattern, limitOffset, orderBy } from "../lib/list-query.ts";

/** How many rooms store the item's value, by its dictionary. */
const usage = sql<number>`(case ${dictItems.code}
  when 'ROOM_TYPE' then (select count(*)::int from ${rooms} where ${rooms.type} = ${dictItems.value})
  when 'ROOM_EQUIPMENT' then (select count(*)::int from ${rooms} where ${rooms.equipment} ? ${dictItems.value})
  else 0 end)`;

const columns = {
  id: dictItems.id,
  code: dictItems.code,
  value: dictItems.value,
  labelZh: dictItems.labelZh,
  labelEn: dictItems.labelEn,
  sort: dictItems.sort,
  usage,
};

export async function dictTypes(ctx: AppContext, lang: Lang): Promise<DictType[]> {
  const counts = await ctx.db
    .select({ code: dictItems.code, n: count() })
    .from(dictItems)
    .where(inArray(dictItems.code, [...DICT_TYPES]))
    .groupBy(dictItems.code);
  const byCode = new Map(counts.map((row) => [row.code, row.n]));
  return DICT_TYPES.map((code) => ({
    code,
    name: t(lang, `dict.type.${code}`),
    itemCount: byCode.get(code) ?? 0,
  }));
}

export async function listDictItems(ctx: AppContext, query: DictItemQuery): Promise<Page<DictItem>> {
  const filters: SQL[] = [inArray(dictItems.code, [...DICT_TYPES])];
  if (query.code) filters.push(eq(dictItems.code, query.code));
  if (query.keyword?.trim()) {
    const pattern = likePattern(query.keyword.trim());
    filters.push(
      or(
        ilike(dictItems.value, pattern),
        ilike(dictItems.labelZh, pattern),
        ilike(dictItems.labelEn, pattern),
      )!,
    );
  }
  const where = and(...filters);
  const { limit, offset } = limitOffset(query);
  const records = await ctx.db
    .select(columns)
    .from(dictItems)
    .where(where)
    .orderBy(
      ...orderBy(query, { value: dictItems.value, sort: dictItems.sort }, [
        asc(dictItems.code),
        asc(dictItems.sort),
        asc(dictItems.value),
      ]),
    )
    .limit(limit)
    .offset(offset);
  return {
    records,
    ...(await boundedTotal(ctx.db, ctx.db.select({ id: dictItems.id }).from(dictItems).where(where))),
  };
}

export async function getDictItem(ctx: AppContext, id: string): Promise<DictItem> {
  const [row] = await ctx.db.select(columns).from(dictItems).where(eq(dictItems.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createDictItem(ctx: AppContext, body: DictItemBody): Promise<DictItem> {
  const labels = { labelZh: body.labelZh.trim(), labelEn: body.labelEn.trim() };
  if (!labels.labelZh) throw fieldError({ labelZh: "validation.required" });
  if (!labels.labelEn) throw fieldError({ labelEn: "validation.required" });
  const [stats] = await ctx.db
    .select({ n: count(), last: max(dictItems.sort) })
    .from(dictItems)
    .where(eq(dictItems.code, body.code));
  if ((stats?.n ?? 0) >= DICT_ITEMS_MAX)
    throw fieldError({ code: { key: "dict.full", params: { limit: DICT_ITEMS_MAX } } });
  try {
    const [row] = await ctx.db
      .insert(dictItems)
      .values({ code: body.code, value: body.value, ...labels, sort: (stats?.last ?? 0) + 1 })
      .returning({ id: dictItems.id });
    return getDictItem(ctx, row!.id);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(409, "dict.valueTaken", { fields: { value: "dict.valueTaken" } });
    throw error;
  }
}

export async function updateDictItem(
  ctx: AppContext,
  id: string,
  body: DictItemUpdateBody,
): Promise<DictItem> {
  const labels = { labelZh: body.labelZh.trim(), labelEn: body.labelEn.trim() };
  if (!labels.labelZh) throw fieldError({ labelZh: "validation.required" });
  if (!labels.labelEn) throw fieldError({ labelEn: "validation.required" });
  const updated = await ctx.db
    .update(dictItems)
    .set(labels)
    .where(eq(dictItems.id, id))
    .returning({ id: dictItems.id });
  if (updated.length === 0) throw notFound();
  return getDictItem(ctx, id);
}

/** All or nothing: an unknown id is a 404, a value in use a 409 naming it. */
export async function removeDictItems(ctx: AppContext, ids: string[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.select(columns).from(dictItems).where(inArray(dictItems.id, ids)).for("update");
    if (rows.length !== new Set(ids).size) throw notFound();
    const used = rows.find((row) => row.usage > 0);
    if (used) throw new ApiError(409, "dict.inUse", { params: { value: used.value, count: used.usage } });
    await tx.delete(dictItems).where(inArray(dictItems.id, ids));
  });
}

/** The type's items in the given order: the ids must be exactly its items. */
export async function sortDictItems(ctx: AppContext, body: DictSortBody): Promise<{ sorted: number }> {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: dictItems.id })
      .from(dictItems)
      .where(eq(dictItems.code, body.code))
      .for("update");
    const known = new Set(rows.map((row) => row.id));
    const given = new Set(body.ids);
    if (
      given.size !== body.ids.length ||
      given.size !== known.size ||
      body.ids.some((id) => !known.has(id))
    ) {
      throw fieldError({ ids: "dict.sortMismatch" });
    }
    for (const [index, id] of body.ids.entries()) {
      await tx
        .update(dictItems)
        .set({ sort: index + 1 })
        .where(eq(dictItems.id, id));
    }
  });
  return { sorted: body.ids.length };
}
