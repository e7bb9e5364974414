/**
 * A Content-Disposition header value with a plain ASCII fallback name and the exact name in
 * RFC 5987 form (`filename*=UTF-8''...`); quotes, backslashes, control characters and path
 * separators never reach the header.
 */
const RFC5987_EXTRA = /[!'()*]/g;
/**
 * Control characters, line and paragraph separators, the byte-order mark and the bidirectional
 * marks, embeddings, overrides and isolates (which make "\u202Egpj.exe" look like "exe.jpg"),
 * and characters that are unsafe in file names.
 */
const UNSAFE_IN_NAMES = /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF"<>|:*?]/gu;

/** The base name without unsafe characters (also applied when a file is stored), or `fallback`. */
export function safeFileName(name: string, fallback = "file"): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base.replace(UNSAFE_IN_NAMES, "").trim().slice(0, 200);
  return cleaned.length > 0 && cleaned !== "." && cleaned !== ".." ? cleaned : fallback;
}

export function contentDisposition(type: "attachment" | "inline", name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7E]/g, "_").replace(/[\\;%]/g, "_");
  const encoded = encodeURIComponent(safe).replace(
    RFC5987_EXTRA,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
