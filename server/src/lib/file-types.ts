/**
 * File types recognised by their content (magic bytes), never by the name or the client's
 * Content-Type. SVG, HTML and other markup are never recognised, so they cannot be stored and
 * later served as active content.
 */
export type FileKind = "png" | "jpeg" | "gif" | "webp" | "pdf" | "zip" | "xlsx" | "docx" | "text" | "csv";

export const CONTENT_TYPES: Record<FileKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  zip: "application/zip",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  text: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
};

export const ALL_FILE_KINDS = Object.keys(CONTENT_TYPES) as FileKind[];
export const IMAGE_KINDS: readonly FileKind[] = ["png", "jpeg", "gif", "webp"];

/** Extensions a name may carry for each kind; a known extension of another kind is a mismatch. */
const EXTENSIONS: Record<FileKind, readonly string[]> = {
  png: ["png"],
  jpeg: ["jpg", "jpeg", "jfif"],
  gif: ["gif"],
  webp: ["webp"],
  pdf: ["pdf"],
  zip: ["zip"],
  xlsx: ["xlsx"],
  docx: ["docx"],
  text: ["txt", "log", "md"],
  csv: ["csv"],
};
const KNOWN_EXTENSIONS = new Set(Object.values(EXTENSIONS).flat());
/** Refused whatever their content: they are active content in a browser. */
const ACTIVE_EXTENSIONS = new Set([
  "svg",
  "svgz",
  "html",
  "htm",
  "xhtml",
  "xht",
  "xml",
  "js",
  "mjs",
  "shtml",
]);

const startsWith = (data: Buffer, bytes: number[] | string, offset = 0): boolean => {
  const prefix = typeof bytes === "string" ? Buffer.from(bytes, "latin1") : Buffer.from(bytes);
  return (
    data.length >= offset + prefix.length && data.subarray(offset, offset + prefix.length).equals(prefix)
  );
};

/** OOXML packages are zips whose entry names (stored uncompressed) reveal the application. */
function zipKind(data: Buffer): FileKind {
  if (data.includes("[Content_Types].xml")) {
    if (data.includes("xl/workbook")) return "xlsx";
    if (data.includes("word/document")) return "docx";
  }
  return "zip";
}

const MARKUP = /^\s*<|<\s*(svg|html|script|iframe|object|embed|!doctype)\b|<\?xml/i;

/** Tab, line feed, form feed, carriage return. */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** UTF-8 text without NUL or other control characters (tab, newline, CR, form feed allowed), and not markup. */
function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return false;
  }
  return !MARKUP.test(text.replace(/^\uFEFF/, ""));
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** The kind of the bytes, or null when they are none of the recognised types. */
export function sniffKind(data: Buffer, name = ""): FileKind | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(data, "GIF87a") || startsWith(data, "GIF89a")) return "gif";
  if (startsWith(data, "RIFF") && startsWith(data, "WEBP", 8)) return "webp";
  if (startsWith(data, "%PDF-")) return "pdf";
  if (startsWith(data, "PK\u0003\u0004") || startsWith(data, "PK\u0005\u0006")) return zipKind(data);
  if (data.length > 0 && isPlainText(data)) return extensionOf(name) === "csv" ? "csv" : "text";
  return null;
}

/**
 * The accepted kind of an upload: its content must be one of `allowed`, and a known extension in
 * its name must agree with the content (a PNG named .pdf, or text named .png, is refused).
 */
export function acceptedKind(data: Buffer, name: string, allowed: readonly FileKind[]): FileKind | null {
  const extension = extensionOf(name);
  if (ACTIVE_EXTENSIONS.has(extension)) return null;
  const kind = sniffKind(data, name);
  if (!kind || !allowed.includes(kind)) return null;
  if (KNOWN_EXTENSIONS.has(extension) && !EXTENSIONS[kind].includes(extension)) return null;
  return kind;
}
