/** Desktop client versions (spec §7 "App hub"). */
import { APP_PLATFORMS } from "#contract/limits";
import { NStr } from "#contract/records";
import { Enum, Obj, type Static, Type } from "#contract/schema";

export const AppPlatform = Enum(APP_PLATFORMS);
export type AppPlatform = Static<typeof AppPlatform>;

export const AppVersionQuery = Obj({ platform: AppPlatform });

/** The latest version of a platform; `downloadUrl` is null when neither a link nor a file is stored. */
export const AppVersion = Obj({
  id: Type.String(),
  platform: AppPlatform,
  version: Type.String(),
  fileName: Type.String(),
  size: Type.Integer(),
  releaseNotes: NStr(),
  downloadUrl: NStr(),
  createdAt: Type.Integer(),
});
export type AppVersion = Static<typeof AppVersion>;
