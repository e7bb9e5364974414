import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { blobWriter } from "./package-blobs.ts";
import { HEAD_BYTES, TAIL_BYTES } from "./package-kind.ts";

/**
 * An upload streams into a large object (package-blobs.ts) while its first and last bytes and its
 * SHA-256 are taken. Packages uploaded before that live in DATA_DIR/packages/<version id> of the
 * instance that received them until that instance moves them into the database on its next start.
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

export interface StoredPackage {
  oid: number;
  head: Buffer;
  tail: Buffer;
  size: number;
  sha256: string;
}

/** Streams `source` into a new large object in `tx`, taking its head, tail, length and SHA-256. */
export async function storePackage(tx: Db, source: NodeJS.ReadableStream): Promise<StoredPackage> {
  const inspector = new Inspector();
  const { oid, stream } = await blobWriter(tx);
  await pipeline(source, inspector, stream);
  return {
    oid,
    head: inspector.head,
    tail: inspector.tail,
    size: inspector.size,
    sha256: inspector.digest(),
  };
}

/** A package still in this instance's data directory: its stream and length, or null. */
export async function openPackageFile(config: Config, id: string) {
  const file = packagePath(config, id);
  try {
    const info = await stat(file);
    return { size: info.size, stream: createReadStream(file) };
  } catch {
    return null;
  }
}
