import type {
  AppPlatform,
  AppPlatformLatest,
  AppVersion,
  AppVersionEdit,
  AppVersionListQuery,
} from "#contract/apphub";
import type { Page } from "#contract/list";
import { op, operations } from "#contract/operation";

export const apphubOps = operations("apphub", {
  latest: op<AppVersion | null, undefined, { platform: AppPlatform }>(
    "GET /apphub/app/version/check/latest",
    "public",
  ),
  apps: op<AppPlatformLatest[]>("GET /apphub/app", "public"),
  versions: op<Page<AppVersion>, undefined, AppVersionListQuery>("GET /apphub/app/version", {
    systemType: true,
  }),
  upload: op<AppVersion>("POST /apphub/app/version", { systemType: true }),
  update: op<AppVersion, AppVersionEdit>("PUT /apphub/app/version/{id}", { systemType: true }),
  remove: op<null>("DELETE /apphub/app/version/{id}", { systemType: true }),
  download: op("GET /apphub/app/version/{id}/download", "public"),
});
