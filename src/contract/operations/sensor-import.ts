import { op, operations } from "#contract/operation";
import type { ImportReport } from "#contract/sensor-import";

export const sensorImportOps = operations("sensorImport", {
  template: op("POST /device/human-detector/sensor/import/template", "device", { audit: "read" }),
  importXlsx: op<ImportReport>("POST /device/human-detector/sensor/import/xlsx", "device"),
  importCsv: op<ImportReport>("POST /device/human-detector/sensor/import/csv", "device"),
});
