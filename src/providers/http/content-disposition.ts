/**
 * The file name a Content-Disposition header carries: the RFC 5987 `filename*` when present and
 * decodable, else the plain `filename`; any path is reduced to its last segment.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ""));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    if (plain) name = (plain[2] ?? plain[1]!).replace(/\\(.)/g, "$1").trim();
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}
