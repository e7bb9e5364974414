/**
 * The list convention of DESIGN.md §2: `page` (1-based), `size` (default 20, at most 500),
 * `sort=<field>,asc|desc`, `keyword` and filters by field name; the answer is `{ records, total }`,
 * plus `totalBounded: true` when the count stopped at its bound (then `total` is that bound: there
 * are at least that many records).
 */

import type { TOptional } from "@sinclair/typebox";
import {
  DEFAULT_PAGE_SIZE,
  KEYWORD_MAX,
  MAX_BATCH_IDS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
} from "#contract/limits/wire";
import { Default, Id, Int, Obj, type Static, type TProperties, type TSchema, Type } from "#contract/schema";

type NoFilters = Record<never, TSchema>;

const listQueryProperties = {
  page: Default(Int(1, MAX_PAGE), 1),
  size: Default(Int(1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
  sort: Type.Optional(Type.String({ pattern: "^[A-Za-z][A-Za-z0-9]{0,63},(asc|desc)$" })),
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX })),
};

/** The query of a list route, with the route's own filters (each optional) beside the convention. */
export const ListQuery = <F extends TProperties = NoFilters>(filters: F = {} as F) =>
  Obj({ ...listQueryProperties, ...optional(filters) });

type Optionals<F extends TProperties> = { [K in keyof F]: TOptional<F[K]> };

function optional<F extends TProperties>(filters: F): Optionals<F> {
  return Object.fromEntries(
    Object.entries(filters).map(([name, schema]) => [name, Type.Optional(schema)]),
  ) as Optionals<F>;
}

/** What a list route's handler receives: defaults applied, so `page` and `size` are always there. */
export type ListQuery<F extends TProperties = NoFilters> = Static<ReturnType<typeof ListQuery<F>>> & {
  page: number;
  size: number;
};

/** A page of records. */
export const Page = <T extends TSchema>(records: T) =>
  Obj({
    records: Type.Array(records),
    total: Type.Integer(),
    totalBounded: Type.Optional(Type.Boolean()),
  });

export interface Page<T> {
  records: T[];
  total: number;
  /** Set when the count stopped at its bound: there are at least `total` records. */
  totalBounded?: boolean;
}

/** A batch body: 1..500 ids. */
export const IdsBody = Obj({ ids: Type.Array(Id(), { minItems: 1, maxItems: MAX_BATCH_IDS }) });
export type IdsBody = Static<typeof IdsBody>;
