import type { AppPlatform } from "#contract/apphub";
import { APP_PLATFORM_KINDS } from "#contract/limits/settings";
import { apphubOps } from "#contract/operations/apphub";
import { queryKeyOf } from "../../providers/http/call";

export const APP_VERSIONS_KEY = queryKeyOf(apphubOps.versions);

/** The file picker's filter for a platform (the server decides by the bytes). */
export const acceptFor = (platform: AppPlatform): string =>
  APP_PLATFORM_KINDS[platform].map((kind) => `.${kind.toLowerCase()}`).join(",");
