import type { AppPlatform } from "#contract/apphub";
import { APP_PLATFORM_KINDS } from "#contract/limits";
import { apphubOps } from "#contract/operations/apphub";
import { queryKeyOf } from "../../providers/http/call";

export const APP_VERSIONS_KEY = queryKeyOf(apphubOps.versions);

export function formatSize(bytes: number): string {
  if (bytes >= 1 << 30) return `${(bytes / (1 << 30)).toFixed(2)} GB`;
  if (bytes >= 1 << 20) return `${(bytes / (1 << 20)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The file picker's filter for a platform (the server decides by the bytes). */
export const acceptFor = (platform: AppPlatform): string =>
  APP_PLATFORM_KINDS[platform].map((kind) => `.${kind.toLowerCase()}`).join(",");
