/** Local checks of a picked file before it is sent (the server checks again by content). */
import { formatBytes } from "../../utils/byte-size";
import type { FieldUpload } from "../types";

export interface FileRefusal {
  /** i18n key and its values. */
  key: "kit.fileTooLarge" | "kit.fileTypeRefused";
  values: Record<string, string>;
}

/** `accept` as the file input reads it: extensions (".csv"), exact types, or "type/*". */
export function acceptsFile(accept: string, file: Pick<File, "name" | "type">): boolean {
  const entries = accept
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || "").toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith(".")) return name.endsWith(entry);
    if (entry.endsWith("/*")) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

export function checkFile(
  file: Pick<File, "name" | "type" | "size">,
  upload: FieldUpload,
): FileRefusal | null {
  if (!acceptsFile(upload.accept, file))
    return { key: "kit.fileTypeRefused", values: { accept: upload.accept } };
  if (file.size > upload.maxSize)
    return { key: "kit.fileTooLarge", values: { max: formatBytes(upload.maxSize) } };
  return null;
}
