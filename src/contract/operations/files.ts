import type { FileRecord } from "#contract/files";
import type { IdsBody } from "#contract/list";
import { op, operations } from "#contract/operation";

export const filesOps = operations("files", {
  upload: op<FileRecord>("POST /system/file/upload", "login"),
  uploadMany: op("POST /system/file/upload/batch", "login"),
  one: op<FileRecord>("GET /system/file/{id}", "login"),
  byIds: op<unknown, IdsBody>("POST /system/file/list", "login", { audit: "read" }),
  removeMany: op<null, IdsBody>("POST /system/file/delete/batch", "login"),
  download: op<Blob>("GET /system/file/download/{id}", "login"),
});
