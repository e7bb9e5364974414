import { MCU_OFFLINE_REASONS, SERVER_MODELS } from "../src/config/constants";
import { defineResource } from "../src/resource-kit/types";
import { MAX_REMARK } from "./shared/options";

/** A host name (RFC 1123 labels), an IPv4 address or an IPv6 address (optionally in brackets). */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[?[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*\]?)$/;

export default defineResource({
  name: "mcu-servers",
  nav: { route: "/device/mcu-management", order: 1 },
  access: { permission: "device" },
  endpoints: {
    list: "GET /{product}/servers",
    one: "GET /{product}/servers/{id}",
    create: "POST /{product}/servers",
    update: "PUT /{product}/servers/{id}",
    remove: "DELETE /{product}/servers/{id}",
    removeMany: "POST /{product}/servers/delete/batch",
  },
  fields: [
    { name: "name", type: "text", rules: { required: true, max: 50 }, sortable: true },
    {
      name: "model",
      type: "enum",
      options: { values: SERVER_MODELS },
      rules: { required: true },
      width: 100,
    },
    {
      name: "address",
      type: "text",
      rules: { required: true, max: 255, pattern: HOST, messages: { pattern: "mcu-servers.rules.address" } },
    },
    { name: "port", type: "number", initial: 443, rules: { required: true, min: 1, max: 65535 }, width: 90 },
    {
      name: "protocol",
      type: "enum",
      options: { values: ["HTTPS", "HTTP"] },
      initial: "HTTPS",
      rules: { required: true },
      width: 100,
    },
    { name: "username", type: "text", rules: { required: true, max: 64 }, views: ["show", "create", "edit"] },
    {
      name: "password",
      type: "password",
      views: ["create", "edit"],
      rules: { required: true, max: 128 },
    },
    {
      name: "capacity",
      type: "number",
      rules: { required: true, min: 1, max: 10000 },
      unit: "mcu-servers.units.ports",
      sortable: true,
      width: 110,
    },
    {
      name: "adminPort",
      type: "number",
      rules: { min: 1, max: 65535 },
      views: ["show", "create", "edit"],
      width: 90,
    },
    { name: "poolId", type: "reference", options: { resource: "resource-pools" }, display: "poolName" },
    {
      name: "status",
      type: "enum",
      options: { values: ["ONLINE", "OFFLINE"] },
      colors: { ONLINE: "success", OFFLINE: "default" },
      views: ["list", "show"],
      width: 100,
    },
    {
      name: "statusReason",
      type: "enum",
      options: { values: MCU_OFFLINE_REASONS },
      colors: Object.fromEntries(MCU_OFFLINE_REASONS.map((reason) => [reason, "error"])),
      views: ["list", "show"],
      width: 140,
    },
    { name: "remark", type: "textarea", rules: { max: MAX_REMARK }, views: ["show", "create", "edit"] },
    { name: "createdAt", type: "datetime", views: ["show"] },
    { name: "updatedAt", type: "datetime", views: ["show"] },
  ],
  list: {
    filters: [{ field: "model" }, { field: "poolId" }, { field: "status" }],
  },
});
