import { defineResource } from "../src/resource-kit/types";
import { DEVICE_KEY_ACTIONS } from "./shared/device-keys";
import { bindCodeAnswer, ROOMS } from "./shared/options";

/** Door screens register themselves with a bind code: the console lists, deletes and issues codes, never creates. */
export default defineResource({
  name: "room-boards",
  nav: { route: "/device/roomBoard-management", order: 1 },
  access: { permission: "device" },
  endpoints: {
    list: "GET /device/room-board/query",
    remove: "DELETE /device/room-board/{id}",
    removeMany: "POST /device/room-board/batch-delete",
  },
  fields: [
    { name: "name", type: "text", views: ["list", "show"] },
    { name: "roomId", type: "reference", options: ROOMS, display: "roomName", views: ["list", "show"] },
    {
      name: "status",
      type: "enum",
      options: { values: ["UNBOUND", "CONNECTED", "DISCONNECT", "LOGOUT"] },
      colors: { UNBOUND: "warning", CONNECTED: "success", DISCONNECT: "error", LOGOUT: "default" },
      views: ["list", "show"],
      sortable: true,
      width: 100,
    },
    { name: "bindCode", type: "text", views: ["list", "show"], width: 100 },
    { name: "codeExpiresAt", type: "datetime", views: ["list", "show"] },
    { name: "deviceSerial", type: "text", views: ["list", "show"] },
    { name: "ip", type: "ip", views: ["list", "show"], width: 150 },
    { name: "appVersion", type: "text", views: ["list", "show"], width: 100 },
    { name: "boundAt", type: "datetime", views: ["show"] },
    { name: "lastSeenAt", type: "datetime", views: ["list", "show"] },
    { name: "createdAt", type: "datetime", views: ["show"] },
  ],
  list: {
    filters: [{ field: "roomId" }, { field: "status" }],
  },
  actions: [
    ...DEVICE_KEY_ACTIONS,
    {
      // The code a door screen (/board) shows: binds that screen to this board and gives it the board's key.
      name: "pair",
      scope: "record",
      endpoint: "POST /device/room-board/pair/{id}",
      params: [{ name: "pairingCode", type: "text", rules: { required: true, digits: 6 } }],
      body: ({ values }) => ({ code: values?.pairingCode }),
      confirm: true,
    },
    {
      name: "generateCode",
      scope: "resource",
      endpoint: { endpoint: "POST /device/room-board/code/{roomId}", response: bindCodeAnswer },
      params: [{ name: "roomId", type: "reference", options: ROOMS, rules: { required: true } }],
      result: "modal",
    },
    {
      name: "refreshCode",
      scope: "record",
      endpoint: { endpoint: "POST /device/room-board/code/{roomId}", response: bindCodeAnswer },
      confirm: true,
      result: "modal",
      visible: (record) => record.status === "UNBOUND",
    },
  ],
});
