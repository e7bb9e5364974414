/**
 * A deep link's first data, asked for as soon as the address is known: the list a page of declared
 * resources opens with (its page, size, sort and filters read from the address as Refine reads them)
 * and the signed-in user the header shows. The console's own identical calls take these answers
 * (HttpClient.prefetch), so the data is on its way while the console renders. The console runs it
 * as soon as its chunk has arrived (src/performance/prefetch/deep-link.ts); the shell has asked for the user before,
 * and for meeting control's reads.
 */

import { DEFAULT_PAGE_SIZE } from "#contract/limits/wire";
import { authOps } from "#contract/operations/auth";
import { dictsOps } from "#contract/operations/dicts";
import { productConfigsOps } from "#contract/operations/product-configs";
import { roomsOps } from "#contract/operations/rooms";
import { bookableRoomsQuery, readRoomsInAddress } from "../../pages/meetings/calendar/rooms-query";
import { listFilters, readListState } from "../../pages/meetings/list/list-state";
import { MEETING_LIST_META, MEETING_LIST_RESOURCE } from "../../pages/meetings/shared/resources";
import { prefetchList } from "../../providers/data-provider";
import { prefetch } from "../../providers/http/call";
import { filterField, listColumns } from "../../resource-kit/list/view-fields";
import { resourcesOnRoute } from "../../resource-kit/registry";
import type { ResourceDef } from "../../resource-kit/types";
import { findRoute } from "../../routing/route-table";

type Entry = Record<string, unknown>;

interface TableParams {
  currentPage?: string;
  pageSize?: string;
  sorters: { field: string; order: "asc" | "desc" }[];
  filters: { field: string; operator: "eq"; value: unknown }[];
  tab?: string;
}

const LIST_KEY = /^(sorters|filters)\[(\d+)\]\[(\w+)\](?:\[(\d+)\])?$/;

/** Refine's table state in the address (`sorters[0][field]=name`, `filters[1][value][0]=a`). */
export function parseTableParams(search: string): TableParams {
  const query = new URLSearchParams(search);
  const lists: Record<"sorters" | "filters", Entry[]> = { sorters: [], filters: [] };
  for (const [key, value] of query) {
    const match = LIST_KEY.exec(key);
    if (!match) continue;
    const [, list, index, prop, item] = match;
    const entries = lists[list as "sorters" | "filters"];
    const at = Number(index);
    entries[at] ??= {};
    const entry = entries[at]!;
    if (item === undefined) entry[prop!] = value;
    else {
      const items = Array.isArray(entry[prop!]) ? (entry[prop!] as unknown[]) : [];
      items[Number(item)] = value;
      entry[prop!] = items;
    }
  }
  return {
    currentPage: query.get("currentPage") ?? undefined,
    pageSize: query.get("pageSize") ?? undefined,
    tab: query.get("tab") ?? undefined,
    sorters: lists.sorters.filter(Boolean) as TableParams["sorters"],
    filters: lists.filters.filter(Boolean) as TableParams["filters"],
  };
}

function positive(text: string | undefined): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The dictionaries a list's columns and filters label their values with. */
function listDictionaries(def: ResourceDef): Set<string> {
  const fields = [
    ...listColumns(def),
    ...(def.list?.filters ?? []).map((filter) => filterField(def, filter)),
  ];
  return new Set(
    fields.flatMap((field) => (field.options && "dict" in field.options ? [field.options.dict] : [])),
  );
}

/** The list of a page of declared resources, as its table will ask for it, and its dictionaries. */
function prefetchResourceList(pathname: string, search: string): void {
  const route = findRoute(pathname);
  if (!route || route.path.toLowerCase() !== pathname.replace(/\/+$/, "").toLowerCase()) return;
  const defs = resourcesOnRoute(route.path);
  if (defs.length === 0) return;
  const params = parseTableParams(search);
  const def = defs.find((d) => d.name === params.tab) ?? defs[0]!;
  const { defaultSort, tree, pageSize } = def.list ?? {};
  const sorters = params.sorters.length ? params.sorters : defaultSort ? [defaultSort] : [];
  prefetchList({
    resource: def.name,
    pagination: {
      currentPage: positive(params.currentPage) ?? 1,
      pageSize: positive(params.pageSize) ?? pageSize ?? DEFAULT_PAGE_SIZE,
    },
    sorters,
    filters: params.filters,
    meta: { endpoints: def.endpoints, ...(tree ? { tree: true } : {}) },
  });
  for (const dict of listDictionaries(def)) prefetch(dictsOps.byCode, { params: { code: dict } });
}

/** /home: the meeting settings and the list, or the calendar's rooms, as the address asks. */
function prefetchHome(search: string): void {
  prefetch(productConfigsOps.list);
  const query = new URLSearchParams(search);
  if (query.get("view") === "calendar") {
    prefetch(roomsOps.bookable, { query: bookableRoomsQuery(readRoomsInAddress(query)) });
    return;
  }
  const state = readListState(query);
  prefetchList({
    resource: MEETING_LIST_RESOURCE,
    pagination: { currentPage: state.current, pageSize: state.pageSize, mode: "server" },
    filters: listFilters(state),
    sorters: [state.sort],
    meta: MEETING_LIST_META,
  });
}

/**
 * A report's reads come with a chunk of their own: the dates of its range (dayjs) would otherwise join
 * the console's chunk, which every deep link downloads.
 */
function prefetchReport(pathname: string, search: string): void {
  void import("../../pages/reports/first-reads")
    .then((reads) => reads.prefetchReportPage(pathname, search))
    .catch(() => undefined);
}

export function prefetchFirstData(pathname: string, search: string): void {
  prefetch(authOps.currentUser);
  if (/^\/home\/?$/i.test(pathname)) prefetchHome(search);
  else if (/^\/report\//i.test(pathname)) prefetchReport(pathname, search);
  else prefetchResourceList(pathname, search);
}
