import { defineResource } from "../src/resource-kit/types";
import { LOCATION_TREE, MAX_REMARK } from "./shared/options";

const FLOOR = "/device/{product}-floor";

export default defineResource({
  name: "floor-maps",
  nav: { route: "/device/grail-management", order: 1 },
  access: { permission: "device" },
  endpoints: {
    list: `GET ${FLOOR}/query`,
    one: `GET ${FLOOR}/{id}`,
    create: `POST ${FLOOR}`,
    update: `PUT ${FLOOR}/{id}`,
    remove: `DELETE ${FLOOR}/{id}`,
    removeMany: `POST ${FLOOR}/delete/batch`,
  },
  fields: [
    { name: "name", type: "text", rules: { required: true, max: 50 }, sortable: true },
    // The server accepts FLOOR locations only (400 locationId otherwise).
    {
      name: "locationId",
      type: "tree",
      options: LOCATION_TREE,
      display: "locationPath",
      rules: { required: true },
    },
    {
      name: "fileId",
      type: "image",
      upload: { accept: ".png,.jpg,.jpeg,.webp", maxSize: 10 * 1024 * 1024 },
      views: ["show", "create", "edit"],
    },
    {
      name: "roomCount",
      type: "number",
      views: ["list", "show"],
      unit: "floor-maps.units.rooms",
      width: 110,
    },
    { name: "remark", type: "textarea", rules: { max: MAX_REMARK } },
    { name: "updatedAt", type: "datetime", views: ["list", "show"] },
  ],
  list: {
    filters: [{ field: "locationId" }],
  },
  screens: { show: () => import("../src/pages/floor-maps/FloorMapEditor") },
});
