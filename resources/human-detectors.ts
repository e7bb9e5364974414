import { defineResource } from "../src/resource-kit/types";
import { DEVICE_KEY_ACTIONS } from "./shared/device-keys";
import { MAX_REMARK, ROOMS } from "./shared/options";

export default defineResource({
  name: "human-detectors",
  nav: { route: "/device/detector-management", order: 1 },
  access: { permission: "device" },
  endpoints: {
    list: "GET /device/human-detector/query",
    one: "GET /device/human-detector/{id}",
    create: "POST /device/human-detector",
    update: "PUT /device/human-detector/{id}",
    remove: "DELETE /device/human-detector/{id}",
    removeMany: "POST /device/human-detector/delete/batch",
  },
  fields: [
    { name: "name", type: "text", rules: { required: true, max: 50 }, sortable: true },
    { name: "serialNumber", type: "text", rules: { required: true, max: 64 }, sortable: true },
    { name: "ip", type: "ip", width: 150 },
    { name: "roomId", type: "reference", options: ROOMS, display: "roomName" },
    {
      name: "status",
      type: "enum",
      options: { values: ["ONLINE", "OFFLINE"] },
      colors: { ONLINE: "success", OFFLINE: "default" },
      views: ["list", "show"],
      width: 100,
    },
    { name: "sensorCount", type: "number", views: ["list", "show"], width: 110 },
    { name: "remark", type: "textarea", rules: { max: MAX_REMARK }, views: ["show", "create", "edit"] },
    { name: "createdAt", type: "datetime", views: ["show"] },
    { name: "updatedAt", type: "datetime", views: ["show"] },
  ],
  list: {
    filters: [{ field: "roomId" }, { field: "status" }],
  },
  actions: DEVICE_KEY_ACTIONS,
});
