import { defineResource } from "../src/resource-kit/types";
import { bindCodeAnswer, calendarFeedAnswer, DEPT_TREE, LOCATION_TREE, MAX_REMARK } from "./shared/options";

export default defineResource({
  name: "rooms",
  nav: { route: "/operation/meeting-room-management", order: 1 },
  access: { permission: "meetingRoom" },
  endpoints: {
    list: "GET /device/room/query",
    one: "GET /device/room/{id}",
    create: "POST /device/room",
    update: "PUT /device/room/{id}",
    remove: "DELETE /device/room/{id}",
    removeMany: "POST /device/room/delete/batch",
  },
  fields: [
    { name: "name", type: "text", rules: { required: true, max: 50 }, sortable: true },
    { name: "code", type: "text", rules: { max: 32 }, sortable: true, width: 120 },
    { name: "locationId", type: "tree", options: LOCATION_TREE, display: "locationPath" },
    { name: "deptId", type: "tree", options: DEPT_TREE, display: "deptName" },
    {
      name: "capacity",
      type: "number",
      initial: 10,
      rules: { required: true, min: 1, max: 10000 },
      unit: "rooms.units.people",
      sortable: true,
      width: 110,
    },
    { name: "type", type: "enum", options: { dict: "ROOM_TYPE" }, width: 110 },
    { name: "equipment", type: "enum", options: { dict: "ROOM_EQUIPMENT" }, multiple: true, width: 160 },
    {
      name: "enabled",
      type: "boolean",
      initial: true,
      colors: { true: "success", false: "default" },
      width: 100,
    },
    { name: "terminalName", type: "text", views: ["list", "show"] },
    // The presence sensors' latest reading (docs/devices.md); empty without one.
    {
      name: "present",
      type: "boolean",
      colors: { true: "warning", false: "success" },
      views: ["list", "show"],
      width: 90,
    },
    { name: "peopleCount", type: "number", views: ["list", "show"], width: 90 },
    { name: "presenceAt", type: "datetime", views: ["show"] },
    { name: "remark", type: "textarea", rules: { max: MAX_REMARK } },
    { name: "createdAt", type: "datetime", views: ["show"], sortable: true },
    { name: "updatedAt", type: "datetime", views: ["show"] },
  ],
  list: {
    columns: [
      "name",
      "code",
      "locationId",
      "deptId",
      "capacity",
      "type",
      "equipment",
      "enabled",
      "terminalName",
      "present",
      "peopleCount",
    ],
    filters: [{ field: "locationId" }, { field: "type" }, { field: "enabled" }],
    defaultSort: { field: "createdAt", order: "desc" },
  },
  actions: [
    {
      name: "changeDept",
      scope: "selection",
      endpoint: "POST /device/room/change/dept/{ids}",
      params: [{ name: "deptId", type: "tree", options: DEPT_TREE, rules: { required: true } }],
    },
    {
      name: "bindTerminal",
      scope: "record",
      endpoint: "PUT /device/room/bind-info/{id}",
      params: [
        {
          name: "terminalId",
          type: "reference",
          options: {
            endpoint: "POST /device/room/association-info/get-available",
            query: { type: "TERMINAL" },
            valueKey: "id",
            labelKey: "name",
          },
        },
      ],
      // An empty choice unbinds the room's terminal.
      body: ({ values }) => ({ terminalId: values?.terminalId ?? null }),
    },
    {
      name: "boardCode",
      scope: "record",
      endpoint: { endpoint: "POST /device/room-board/code/{id}", response: bindCodeAnswer },
      permission: "device",
      result: "modal",
    },
    {
      name: "calendarFeed",
      scope: "record",
      endpoint: { endpoint: "GET /device/room/calendar-feed/{id}", response: calendarFeedAnswer },
      result: "modal",
    },
    {
      name: "rotateCalendarFeed",
      scope: "record",
      endpoint: { endpoint: "POST /device/room/calendar-feed/{id}/rotate", response: calendarFeedAnswer },
      confirm: true,
      danger: true,
      result: "modal",
    },
  ],
});
