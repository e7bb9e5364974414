import { DICT_LABEL_MAX } from "#contract/limits/rooms";
import { defineResource } from "../src/resource-kit/types";

/** Dictionaries (ROOM_TYPE, ROOM_EQUIPMENT): the values rooms store and their labels in each language. */
export default defineResource({
  name: "dictionaries",
  nav: { route: "/system/dictionary-management", order: 1 },
  access: { systemOnly: true },
  endpoints: {
    list: "GET /device/dict",
    one: "GET /device/dict/{id}",
    create: "POST /device/dict",
    update: "PUT /device/dict/{id}",
    remove: "DELETE /device/dict/{id}",
    removeMany: "POST /device/dict/delete/batch",
  },
  titleField: "labelEn",
  fields: [
    {
      name: "code",
      type: "enum",
      options: { endpoint: "GET /device/dict/type", valueKey: "code", labelKey: "name" },
      rules: { required: true },
      readOnly: "edit",
      views: ["create", "edit", "show"],
    },
    {
      name: "value",
      type: "text",
      rules: {
        required: true,
        max: 32,
        pattern: /^[A-Z][A-Z0-9_]{0,31}$/,
        messages: { pattern: "dictionaries.rules.value" },
      },
      readOnly: "edit",
      sortable: true,
      width: 150,
    },
    { name: "labelZh", type: "text", rules: { required: true, max: DICT_LABEL_MAX }, width: 160 },
    { name: "labelEn", type: "text", rules: { required: true, max: DICT_LABEL_MAX }, width: 200 },
    { name: "sort", type: "number", views: ["list", "show"], sortable: true, width: 80 },
    { name: "usage", type: "number", views: ["list", "show"], unit: "dictionaries.units.rooms", width: 110 },
  ],
  list: {
    columns: ["sort", "value", "labelZh", "labelEn", "usage"],
    defaultSort: { field: "sort", order: "asc" },
  },
  screens: { list: () => import("../src/pages/dictionaries/DictionaryScreen") },
});
