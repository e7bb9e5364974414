import { PROTOCOLS } from "../src/config/constants";
import { defineResource } from "../src/resource-kit/types";
import { DEVICE_KEY_ACTIONS } from "./shared/device-keys";
import { MAX_REMARK, ROOMS } from "./shared/options";

export default defineResource({
  name: "terminals",
  nav: { route: "/device/terminal-management", order: 1 },
  access: { permission: "device" },
  endpoints: {
    list: "GET /device/terminal/query",
    one: "GET /device/terminal/{id}",
    create: "POST /device/terminal",
    update: "PUT /device/terminal/{id}",
    remove: "DELETE /device/terminal/{id}",
    removeMany: "POST /device/terminal/delete/batch",
  },
  fields: [
    { name: "name", type: "text", rules: { required: true, max: 50 }, sortable: true },
    {
      name: "productId",
      type: "reference",
      options: { endpoint: "GET /device/terminal/product", valueKey: "id", labelKey: "name" },
      display: "productName",
      rules: { required: true },
      views: ["show", "create", "edit"],
    },
    {
      name: "modelId",
      type: "reference",
      options: { endpoint: "GET /device/terminal/product/{parent}", valueKey: "id", labelKey: "name" },
      dependsOn: "productId",
      display: "modelName",
      rules: { required: true },
      views: ["show", "create", "edit"],
    },
    { name: "productDevice", type: "text", views: ["list"] },
    { name: "dialAddress", type: "text", rules: { required: true, max: 128 }, sortable: true },
    {
      name: "protocol",
      type: "enum",
      options: { values: PROTOCOLS },
      initial: "SIP",
      rules: { required: true },
      width: 100,
    },
    { name: "ip", type: "ip", width: 150 },
    { name: "serialNumber", type: "text", rules: { max: 64 }, views: ["show", "create", "edit"] },
    {
      name: "status",
      type: "enum",
      options: { values: ["CONNECTED", "CONNECTING", "DISCONNECT"] },
      colors: { CONNECTED: "success", CONNECTING: "processing", DISCONNECT: "default" },
      views: ["list", "show"],
      sortable: true,
      // "Disconnected" in its tag, with the sort arrows beside the title.
      width: 130,
    },
    { name: "roomId", type: "reference", options: ROOMS, display: "roomName" },
    { name: "remark", type: "textarea", rules: { max: MAX_REMARK }, views: ["show", "create", "edit"] },
    { name: "createdAt", type: "datetime", views: ["list", "show"], sortable: true },
    { name: "updatedAt", type: "datetime", views: ["show"] },
  ],
  list: {
    columns: ["name", "productDevice", "dialAddress", "protocol", "ip", "status", "roomId", "createdAt"],
    filters: [{ field: "productId" }, { field: "protocol" }, { field: "status" }, { field: "roomId" }],
    defaultSort: { field: "createdAt", order: "desc" },
  },
  actions: DEVICE_KEY_ACTIONS,
});
