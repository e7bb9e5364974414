import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Brotli (quality 11) and gzip (level 9) copies of the console's text files, made once in the
 * background at start (off the event loop) and kept in memory. Until a file is ready, requests are
 * compressed on the fly by @fastify/compress.
 */
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};
const MIN_SIZE = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressedFile {
  type: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

export type Encoding = "br" | "gzip";

/** Relative paths (with `/`) of every file under root. */
export function listFiles(root: string, dir = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(root, rel));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/** The preferred encoding the client accepts (q > 0), br first. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

export class PrecompressedFiles {
  private readonly files = new Map<string, CompressedFile>();
  readonly ready: Promise<void>;

  constructor(root: string, candidates: string[]) {
    const eligible = candidates.filter((rel) => {
      const type = TYPES[path.extname(rel).toLowerCase()];
      return type !== undefined && (rel === "index.html" || statSync(path.join(root, rel)).size >= MIN_SIZE);
    });
    // Two at a time, so the thread pool stays free for password hashing meanwhile.
    const queue = [...eligible];
    const worker = async () => {
      for (let rel = queue.shift(); rel !== undefined; rel = queue.shift()) await this.compress(root, rel);
    };
    this.ready = Promise.all([worker(), worker()]).then(() => undefined);
  }

  private async compress(root: string, rel: string): Promise<void> {
    try {
      const raw = readFileSync(path.join(root, rel));
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      const etag = `"${createHash("sha1").update(raw).digest("base64url")}"`;
      this.files.set(rel, { type: TYPES[path.extname(rel).toLowerCase()], etag, br, gzip: gz });
    } catch {
      // A file that vanished or cannot be read is simply served uncached.
    }
  }

  get(rel: string): CompressedFile | undefined {
    return this.files.get(rel);
  }
}
