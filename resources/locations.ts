import { defineResource } from "../src/resource-kit/types";
import { LOCATION_TREE, MAX_REMARK } from "./shared/options";

/** Address dictionary (region -> building -> floor); the wire's root parent is "0", the form's is empty. */
const ROOT = "0";
const CHILD_LEVEL: Record<string, string> = { REGION: "BUILDING", BUILDING: "FLOOR" };

function toWire(payload: Record<string, unknown>): Record<string, unknown> {
  const { parentId } = payload;
  return { ...payload, parentId: typeof parentId === "string" && parentId !== "" ? parentId : ROOT };
}

function toForm(data: unknown): unknown {
  const record = data as Record<string, unknown> | null;
  return record?.parentId === ROOT ? { ...record, parentId: null } : record;
}

export default defineResource({
  name: "locations",
  nav: { route: "/operation/location-management", order: 1 },
  access: { permission: "location" },
  endpoints: {
    list: "GET /device/dict/supply/query",
    one: { endpoint: "GET /device/dict/supply/{id}", response: toForm },
    create: { endpoint: "POST /device/dict/supply", request: toWire },
    update: { endpoint: "PUT /device/dict/supply/{id}", request: toWire },
    remove: "DELETE /device/dict/supply/{id}",
    removeMany: "POST /device/dict/supply/delete/batch",
  },
  fields: [
    { name: "name", type: "text", rules: { required: true, max: 50 }, sortable: true },
    {
      name: "level",
      type: "enum",
      options: { values: ["REGION", "BUILDING", "FLOOR"] },
      colors: { REGION: "geekblue", BUILDING: "cyan", FLOOR: "green" },
      rules: { required: true },
      width: 110,
    },
    {
      name: "parentId",
      type: "tree",
      options: LOCATION_TREE,
      display: "path",
      views: ["create", "edit"],
      rules: {
        custom: [
          (value, values) => {
            const chosen = value !== undefined && value !== null && value !== "";
            if (values.level === "REGION" && chosen) return "locations.rules.regionAtRoot";
            if (values.level && values.level !== "REGION" && !chosen) return "locations.rules.parentRequired";
            return undefined;
          },
        ],
      },
    },
    { name: "path", type: "text", views: ["list", "show"] },
    {
      name: "sort",
      type: "number",
      initial: 0,
      rules: { min: 0, max: 1_000_000 },
      sortable: true,
      width: 90,
    },
    { name: "roomCount", type: "number", views: ["list", "show"], unit: "locations.units.rooms", width: 110 },
    { name: "remark", type: "textarea", rules: { max: MAX_REMARK } },
    { name: "createdAt", type: "datetime", views: ["show"] },
    { name: "updatedAt", type: "datetime", views: ["show"] },
  ],
  list: {
    tree: true,
    columns: ["name", "level", "path", "roomCount", "sort", "remark"],
    filters: [{ field: "level" }],
    defaultSort: { field: "sort", order: "asc" },
  },
  actions: [
    {
      name: "addChild",
      scope: "record",
      endpoint: "POST /device/dict/supply",
      params: [
        { name: "name", type: "text", rules: { required: true, max: 50 } },
        { name: "sort", type: "number", initial: 0, rules: { min: 0, max: 1_000_000 } },
        { name: "remark", type: "textarea", rules: { max: MAX_REMARK } },
      ],
      body: ({ record, values }) => ({
        ...values,
        parentId: record?.id,
        level: CHILD_LEVEL[String(record?.level)],
      }),
      visible: (record) => CHILD_LEVEL[String(record.level)] !== undefined,
    },
  ],
});
