/** Uploaded files (spec §7 "files"): checks made before uploading, and stored files as blob URLs. */
import { useEffect, useState } from "react";
import { filesOps } from "#contract/operations/files";
import { call } from "../../providers/http/call";
import type { ApiResult, RequestOptions } from "../../providers/http/client";

/**
 * A stored file's bytes inline, as a blob: the download needs the token header, which an <img src>
 * or a link cannot send. Silent unless told otherwise.
 */
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

/** A stored file's bytes, or undefined when they could not be read; the caller owns any object URL. */
async function fetchFileBlob(id: string, silent = true): Promise<Blob | undefined> {
  const result = await fileBlob(id, { silent });
  return result.ok && result.data instanceof Blob ? result.data : undefined;
}

/** A blob URL of the stored file `id` (for thumbnails), revoked when the id changes or on unmount. */
export function useFileUrl(id: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!id) return;
    let objectUrl: string | undefined;
    let live = true;
    void fetchFileBlob(id).then((blob) => {
      if (!live || !blob) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    });
    return () => {
      live = false;
      setUrl(undefined);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  return url;
}

/** Saves a stored file under `name` (the browser's download); a failure is toasted by the client. */
export async function downloadFile(id: string, name: string): Promise<void> {
  const blob = await fetchFileBlob(id, false);
  if (!blob) return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
