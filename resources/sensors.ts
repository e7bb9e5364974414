import { defineResource } from "../src/resource-kit/types";
import { MAX_REMARK } from "./shared/options";

const IMPORT = "/device/human-detector/sensor/import";
const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
const XLSX = ".xlsx";
const CSV = ".csv";

export default defineResource({
  name: "sensors",
  nav: { route: "/device/detector-management", order: 2 },
  access: { permission: "device" },
  endpoints: {
    list: "GET /device/human-detector/sensor/query",
    one: "GET /device/human-detector/sensor/{id}",
    create: "POST /device/human-detector/sensor",
    update: "PUT /device/human-detector/sensor/{id}",
    remove: "DELETE /device/human-detector/sensor/{id}",
    removeMany: "POST /device/human-detector/sensor/delete/batch",
  },
  fields: [
    { name: "name", type: "text", rules: { required: true, max: 50 }, sortable: true },
    { name: "serialNumber", type: "text", rules: { required: true, max: 64 }, sortable: true },
    {
      name: "detectorId",
      type: "reference",
      options: { resource: "human-detectors", valueKey: "id", labelKey: "name" },
      display: "detectorName",
      rules: { required: true },
    },
    { name: "position", type: "text", rules: { max: 50 } },
    {
      name: "status",
      type: "enum",
      options: { values: ["FREE", "BUSYNESS", "ABNORMAL"] },
      colors: { FREE: "success", BUSYNESS: "processing", ABNORMAL: "error" },
      initial: "FREE",
      sortable: true,
      rules: { required: true },
      width: 100,
    },
    {
      name: "battery",
      type: "number",
      rules: { min: 0, max: 100 },
      unit: "sensors.units.percent",
      width: 100,
    },
    { name: "remark", type: "textarea", rules: { max: MAX_REMARK }, views: ["show", "create", "edit"] },
    { name: "createdAt", type: "datetime", views: ["show"] },
    { name: "updatedAt", type: "datetime", views: ["show"] },
  ],
  list: {
    filters: [{ field: "detectorId" }, { field: "status" }],
  },
  actions: [
    {
      name: "import",
      scope: "resource",
      endpoint: `POST ${IMPORT}/xlsx`,
      upload: { accept: XLSX, maxSize: MAX_IMPORT_BYTES },
      result: "modal",
    },
    {
      name: "importCsv",
      scope: "resource",
      endpoint: `POST ${IMPORT}/csv`,
      upload: { accept: CSV, maxSize: MAX_IMPORT_BYTES },
      result: "modal",
    },
    {
      name: "downloadTemplate",
      scope: "resource",
      endpoint: `POST ${IMPORT}/template?format=xlsx`,
      download: true,
    },
    {
      name: "downloadCsvTemplate",
      scope: "resource",
      endpoint: `POST ${IMPORT}/template?format=csv`,
      download: true,
    },
  ],
});
