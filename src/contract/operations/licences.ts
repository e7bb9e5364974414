import type { LicenceListQuery, LicenceRecord, LicenceSerial, LicenceStatus } from "#contract/licence";
import type { Page } from "#contract/list";
import { op, operations } from "#contract/operation";

export const licencesOps = operations("licences", {
  serial: op<LicenceSerial>("GET /system/license/serial", { systemType: true }),
  status: op<LicenceStatus>("GET /system/license", { systemType: true }),
  upload: op<LicenceRecord>("POST /system/license", { systemType: true }),
  list: op<Page<LicenceRecord>, undefined, LicenceListQuery>("GET /system/license/list", {
    systemType: true,
  }),
  one: op<LicenceRecord>("GET /system/license/{id}", { systemType: true }),
  remove: op<null>("DELETE /system/license/{id}", { systemType: true }),
  export: op<Blob>("GET /system/license/export/{id}", { systemType: true }, { audit: "export" }),
});
