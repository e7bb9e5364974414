/**
 * Typed calls of spec §7 "files": uploading one, and a stored file's bytes as a blob (the download
 * needs the token header, which an <img src> or a link cannot send).
 */
import type { FileRecord } from "#contract/files";
import { filesOps } from "#contract/operations/files";
import { call, upload } from "../providers/http/call";
import type { ApiResult, RequestOptions } from "../providers/http/client";

/** Multipart field `file`; silent: the upload field shows the failure beside itself. */
export function uploadFile(file: Blob): Promise<ApiResult<FileRecord>> {
  const form = new FormData();
  form.append("file", file);
  return upload(filesOps.upload, form, {}, { silent: true });
}

/** The file inline (as the browser would show it); silent unless told otherwise. */
export function fileBlob(
  id: string,
  { silent = true, signal }: Pick<RequestOptions, "silent" | "signal"> = {},
): Promise<ApiResult<Blob>> {
  return call(
    filesOps.download,
    { params: { id }, query: { inline: 1 } },
    { responseType: "blob", silent, signal },
  );
}
