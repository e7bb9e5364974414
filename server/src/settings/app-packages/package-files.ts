import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Config } from "../../config.ts";
import { newId } from "../../lib/ids.ts";
import { HEAD_BYTES, TAIL_BYTES } from "./package-kind.ts";

/**
 * Desktop-client packages live in DATA_DIR/packages/<version id>: an upload streams to a temporary
 * file there (never into memory) while its first and last bytes and its SHA-256 are taken, and is
 * renamed into place only once its version row is written.
 */
export const packagesDir = (config: Pick<Config, "dataDir">): string => path.join(config.dataDir, "packages");
export const packagePath = (config: Pick<Config, "dataDir">, id: string): string =>
  path.join(packagesDir(config), id.replace(/[^A-Za-z0-9-]/g, ""));

/** Keeps the first HEAD_BYTES and the last TAIL_BYTES of a stream, its length and its SHA-256. */
class Inspector extends Transform {
  head = Buffer.alloc(0);
  tail = Buffer.alloc(0);
  size = 0;
  private readonly hash = createHash("sha256");

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    const joined = this.tail.length + chunk.length <= TAIL_BYTES ? Buffer.concat([this.tail, chunk]) : null;
    this.tail = joined ?? Buffer.concat([this.tail, chunk]).subarray(-TAIL_BYTES);
    done(null, chunk);
  }

  digest(): string {
    return this.hash.digest("hex");
  }
}

export interface SpooledPackage {
  tempPath: string;
  head: Buffer;
  tail: Buffer;
  size: number;
  sha256: string;
}

/** Writes `source` to a temporary file in the packages directory. */
export async function spoolPackage(config: Config, source: NodeJS.ReadableStream): Promise<SpooledPackage> {
  await mkdir(packagesDir(config), { recursive: true });
  const tempPath = path.join(packagesDir(config), `.upload-${newId()}`);
  const inspector = new Inspector();
  try {
    await pipeline(source, inspector, createWriteStream(tempPath, { flags: "wx" }));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return {
    tempPath,
    head: inspector.head,
    tail: inspector.tail,
    size: inspector.size,
    sha256: inspector.digest(),
  };
}

export const discard = (file: string): Promise<void> => rm(file, { force: true });
export const placePackage = (config: Config, tempPath: string, id: string): Promise<void> =>
  rename(tempPath, packagePath(config, id));

/** The stored package's stream and length, or null when its file is gone. */
export async function openPackage(config: Config, id: string) {
  const file = packagePath(config, id);
  try {
    const info = await stat(file);
    return { size: info.size, stream: createReadStream(file) };
  } catch {
    return null;
  }
}
