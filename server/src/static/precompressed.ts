import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { cacheDir } from "../lib/cache-dir.ts";

/**
 * Brotli (quality 11) and gzip (level 9) copies of the console's text files, kept in memory. They
 * are made in the background once the server listens (or when `ready` is first awaited), one file
 * at a time off the event loop, and cached on disk by content hash (lib/cache-dir.ts), so a restart
 * reads them instead of spending seconds of CPU on brotli. Until a file is ready, requests are
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

/** Bump when the compression settings change, so cached copies are remade. */
const CACHE_VERSION = "br11-gz9";

async function cached(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    const data = await make();
    try {
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, data);
      await rename(partial, file);
    } catch {
      // An unwritable cache only costs the compression again next time.
    }
    return data;
  }
}

export class PrecompressedFiles {
  private readonly files = new Map<string, CompressedFile>();
  private readonly eligible: string[];
  private started: Promise<void> | null = null;

  constructor(
    private readonly root: string,
    candidates: string[],
    private readonly cache = path.join(cacheDir(), "compressed"),
  ) {
    this.eligible = candidates.filter((rel) => {
      const type = TYPES[path.extname(rel).toLowerCase()];
      return type !== undefined && (rel === "index.html" || statSync(path.join(root, rel)).size >= MIN_SIZE);
    });
  }

  /** Starts the compression (once); resolves when every file is ready. */
  start(): Promise<void> {
    // One file at a time, so the thread pool and the second core stay free for requests.
    this.started ??= (async () => {
      for (const rel of this.eligible) await this.compress(rel);
    })();
    return this.started;
  }

  get ready(): Promise<void> {
    return this.start();
  }

  private async compress(rel: string): Promise<void> {
    try {
      const raw = await readFile(path.join(this.root, rel));
      const digest = createHash("sha256").update(CACHE_VERSION).update(raw).digest("hex");
      const base = path.join(this.cache, digest.slice(0, 2), digest);
      const br = await cached(`${base}.br`, () =>
        brotli(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
      );
      const gz = await cached(`${base}.gz`, () => gzipAsync(raw, { level: 9 }));
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
