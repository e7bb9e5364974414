/** The fixture resource of the kit tests: declared only by configuration, served by an in-memory fake. */

import { addBundles, i18n } from "../../../src/i18n";
import { defineResource } from "../../../src/resource-kit/types";
import type { Reply, SentRequest } from "../http/fake-transport";

addBundles(
  import.meta.glob("/locales/*/{common,validation,kit-fields,kit}.json", { eager: true, import: "default" }),
);

export const widgets = defineResource({
  name: "widgets",
  nav: { route: "/lab/widget-management" },
  access: { permission: "device", actions: { delete: "maintenance" } },
  endpoints: {
    list: "GET /widget/query",
    one: "GET /widget/{id}",
    create: "POST /widget",
    update: "PUT /widget/{id}",
    remove: "DELETE /widget/{id}",
    removeMany: "POST /widget/delete/batch",
  },
  fields: [
    { name: "name", type: "text", rules: { required: true, max: 20 }, sortable: true },
    {
      name: "status",
      type: "enum",
      options: { values: ["ON", "OFF"] },
      rules: { required: true },
      initial: "ON",
    },
    { name: "capacity", type: "number", sortable: true },
  ],
  list: { pageSize: 2, filters: [{ field: "status" }], defaultSort: { field: "name", order: "asc" } },
  actions: [
    {
      name: "ping",
      scope: "record",
      endpoint: "POST /widget/{id}/ping",
      visible: (record) => record.status === "ON",
    },
  ],
});

i18n.addResourceBundle(
  "en-US",
  "translation",
  {
    widgets: {
      widgets: "Widgets",
      titles: { list: "All widgets", create: "New widget", edit: "Edit widget", show: "Widget" },
      fields: { name: "Name", status: "Status", capacity: "Capacity" },
      enums: { status: { ON: "On", OFF: "Off" } },
      actions: { ping: "Ping", pingSuccess: "Pinged" },
    },
  },
  true,
  true,
);

export interface Widget {
  id: string;
  name: string;
  status: "ON" | "OFF";
  capacity: number;
}

export const SEED: Widget[] = [
  { id: "w1", name: "Alpha", status: "ON", capacity: 10 },
  { id: "w2", name: "Bravo", status: "OFF", capacity: 20 },
  { id: "w3", name: "Charlie", status: "ON", capacity: 30 },
  { id: "w4", name: "Delta", status: "OFF", capacity: 40 },
  { id: "w5", name: "Echo", status: "ON", capacity: 50 },
];

const ok = (data: unknown): Reply => ({ status: 200, body: { status: 200, message: "", data } });
const fail = (status: number, message: string): Reply => ({ status, body: { status, message, data: null } });

/** A tiny server for /widget: paging, keyword, status filter, sort, CRUD and batch delete. */
export function widgetServer(seed: Widget[] = SEED) {
  const rows = seed.map((w) => ({ ...w }));
  let next = rows.length + 1;
  const body = (config: SentRequest) =>
    (typeof config.data === "string" ? JSON.parse(config.data) : (config.data ?? {})) as Record<
      string,
      unknown
    >;

  function handler(config: SentRequest): Reply {
    const method = (config.method ?? "get").toUpperCase();
    const url = config.url ?? "";
    const params = (config.params ?? {}) as Record<string, string | number>;
    if (method === "GET" && url === "/widget/query") {
      const keyword = String(params.keyword ?? "").toLowerCase();
      let found = rows.filter(
        (w) =>
          (!keyword || w.name.toLowerCase().includes(keyword)) &&
          (!params.status || w.status === params.status),
      );
      const [field, order] = String(params.sort ?? "name,asc").split(",") as [keyof Widget, string];
      found = [...found].sort(
        (a, b) => (a[field] > b[field] ? 1 : a[field] < b[field] ? -1 : 0) * (order === "desc" ? -1 : 1),
      );
      const page = Number(params.page ?? 1);
      const size = Number(params.size ?? 20);
      return ok({ records: found.slice((page - 1) * size, page * size), total: found.length });
    }
    const one = /^\/widget\/([^/]+)$/.exec(url);
    if (one) {
      const index = rows.findIndex((w) => w.id === one[1]);
      if (method === "GET") return index < 0 ? fail(404, "Not found") : ok(rows[index]);
      if (method === "PUT") {
        if (index < 0) return fail(404, "Not found");
        rows[index] = { ...rows[index]!, ...body(config), id: rows[index]!.id } as Widget;
        return ok(rows[index]);
      }
      if (method === "DELETE") {
        if (index >= 0) rows.splice(index, 1);
        return ok(null);
      }
    }
    if (method === "POST" && url === "/widget") {
      const created = { ...(body(config) as Omit<Widget, "id">), id: `w${next++}` } as Widget;
      rows.push(created);
      return ok(created);
    }
    if (method === "POST" && url === "/widget/delete/batch") {
      const ids = new Set(body(config).ids as string[]);
      for (let i = rows.length - 1; i >= 0; i--) if (ids.has(rows[i]!.id)) rows.splice(i, 1);
      return ok(null);
    }
    if (method === "POST" && /^\/widget\/[^/]+\/ping$/.test(url)) return ok(null);
    return fail(404, `No route ${method} ${url}`);
  }
  return { rows, handler };
}
