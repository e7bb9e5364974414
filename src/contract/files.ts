/** Uploaded files under /system/file (spec §7 "Files"): records without their bytes. */
import { NStr } from "#contract/records";
import { Enum, Obj, type Static, Type } from "#contract/schema";

export const FileRecord = Obj({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  createdAt: Type.Integer(),
  createdBy: NStr(),
});
export type FileRecord = Static<typeof FileRecord>;

/** `inline=1` shows an image in the browser rather than saving it. */
export const DownloadQuery = Obj({ inline: Type.Optional(Enum(["0", "1", "false", "true"])) });
export type DownloadQuery = Static<typeof DownloadQuery>;

/** The download's answer: the file's bytes, not enveloped. */
export const FileBytes = {
  200: Type.Unsafe<Uint8Array>({ type: "string", description: "the file's bytes (not enveloped)" }),
};
