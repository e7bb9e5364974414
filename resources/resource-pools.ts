import { defineResource } from "../src/resource-kit/types";
import { MAX_REMARK } from "./shared/options";

export default defineResource({
  name: "resource-pools",
  nav: { route: "/device/mcu-management", order: 2 },
  access: { permission: "device" },
  endpoints: {
    list: "GET /{product}/resource-pool",
    one: "GET /{product}/resource-pool/{id}",
    create: "POST /{product}/resource-pool",
    update: "PUT /{product}/resource-pool/{id}",
    remove: "DELETE /{product}/resource-pool/{id}",
  },
  fields: [
    { name: "name", type: "text", rules: { required: true, max: 50 }, sortable: true },
    { name: "description", type: "textarea", rules: { max: MAX_REMARK } },
    { name: "serverCount", type: "number", views: ["list", "show"], unit: "resource-pools.units.servers" },
    { name: "capacity", type: "number", views: ["list", "show"], unit: "resource-pools.units.ports" },
    { name: "createdAt", type: "datetime", views: ["list", "show"], sortable: true },
    { name: "updatedAt", type: "datetime", views: ["show"] },
  ],
});
