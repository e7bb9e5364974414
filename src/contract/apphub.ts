/** Desktop client versions (spec §7 "App hub"). */
import {
  type APP_PACKAGE_KINDS,
  APP_PLATFORMS,
  APP_VERSION_MAX,
  RELEASE_NOTES_MAX,
} from "#contract/limits/settings";
import { ListQuery } from "#contract/list";
import { NStr } from "#contract/records";
import { Enum, Nullable, NullableText, Obj, type Static, Str, Type } from "#contract/schema";

export const AppPlatform = Enum(APP_PLATFORMS);
export type AppPlatform = Static<typeof AppPlatform>;
export type AppPackageKind = (typeof APP_PACKAGE_KINDS)[number];

export const AppVersionQuery = Obj({ platform: AppPlatform });

/** A version as the download page reads it; `downloadUrl` is null when neither a link nor a file is stored. */
export const AppVersion = Obj({
  id: Type.String(),
  platform: AppPlatform,
  version: Type.String(),
  fileName: Type.String(),
  size: Type.Integer(),
  releaseNotes: NStr(),
  downloadUrl: NStr(),
  /** SHA-256 (hex) of an uploaded package, to check a download against. */
  sha256: NStr(),
  createdAt: Type.Integer(),
});
export type AppVersion = Static<typeof AppVersion>;

/** Each platform with its latest version. */
export const AppPlatformLatest = Obj({ platform: AppPlatform, latest: Nullable(AppVersion) });
export type AppPlatformLatest = Static<typeof AppPlatformLatest>;

export const AppVersionListQuery = ListQuery({ platform: AppPlatform });
export type AppVersionListQuery = Static<typeof AppVersionListQuery>;

export const AppVersionNumber = () => Str(1, APP_VERSION_MAX, { pattern: "^[0-9A-Za-z][0-9A-Za-z.+_-]*$" });

/** The text fields of the multipart upload (the file is the part `file`), and the edit body. */
export const AppVersionFields = Obj({
  platform: AppPlatform,
  version: AppVersionNumber(),
  releaseNotes: NullableText(RELEASE_NOTES_MAX),
});
export type AppVersionFields = Static<typeof AppVersionFields>;

export const AppVersionEdit = Obj({
  version: AppVersionNumber(),
  releaseNotes: NullableText(RELEASE_NOTES_MAX),
});
export type AppVersionEdit = Static<typeof AppVersionEdit>;
