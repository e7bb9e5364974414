/** Uploaded files (spec §7 "files"): checks made before uploading, and stored files as blob URLs. */
import { useEffect, useState } from "react";
import { fileBlob } from "../../api/files";

/** Whether a file matches an `accept` attribute ("image/png,image/*,.xlsx"); an empty accept takes anything. */
export function acceptsFile(accept: string, file: { name: string; type: string }): boolean {
  const patterns = accept
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (patterns.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith(".")) return name.endsWith(pattern);
    if (pattern.endsWith("/*")) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

const UNITS = ["B", "KB", "MB", "GB"];

/** 10485760 -> "10 MB", 1536 -> "1.5 KB". */
export function formatBytes(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(size) ? size : size.toFixed(1)} ${UNITS[unit]}`;
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
