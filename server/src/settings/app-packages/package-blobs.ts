import { createHash } from "node:crypto";
import { Readable, Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";

/**
 * Desktop-client packages as PostgreSQL large objects, so that every instance on the database
 * serves what any of them received. Both ways go in chunks (lo_put, lo_get) and never hold a whole
 * package in memory; a read holds no connection between its chunks, so a slow download does not
 * keep a pooled connection. Writes run inside the caller's transaction: should the upload fail or
 * the process die, the rollback takes the half-written object with it.
 */
const CHUNK_BYTES = 256 * 1024;

const firstValue = (result: unknown): unknown => {
  const rows = (result as { rows: Record<string, unknown>[] }).rows;
  return rows[0] ? Object.values(rows[0])[0] : undefined;
};

/** A new, empty large object in `tx`, and a stream that appends to it. */
export async function blobWriter(tx: Db): Promise<{ oid: number; stream: Writable }> {
  const oid = Number(firstValue(await tx.execute(sql`SELECT lo_create(0)`)));
  let offset = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const data = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await tx.execute(sql`SELECT lo_put(${oid}::oid, ${offset}::bigint, ${data}::bytea)`);
    offset += data.length;
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < CHUNK_BYTES) return done();
      flush().then(() => done(), done);
    },
    final(done) {
      flush().then(() => done(), done);
    },
  });
  return { oid, stream };
}

export class ChecksumMismatch extends Error {
  constructor(oid: number) {
    super(`Large object ${oid} does not match its recorded SHA-256`);
  }
}

/** Whether the large object exists (a download answers 404 before any byte otherwise). */
export async function blobExists(db: Db, oid: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM pg_largeobject_metadata WHERE oid = ${oid}::oid`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/**
 * The large object's bytes, chunk by chunk; the stream fails (so the client sees a cut answer, not
 * a wrong file) when the bytes are not `size` long or their SHA-256 is not `sha256`.
 */
export function blobReader(db: Db, oid: number, size: number, sha256: string): Readable {
  const hash = createHash("sha256");
  let offset = 0;
  return new Readable({
    highWaterMark: CHUNK_BYTES,
    read() {
      if (offset >= size) {
        this.push(null);
        return;
      }
      const length = Math.min(CHUNK_BYTES, size - offset);
      db.execute(sql`SELECT lo_get(${oid}::oid, ${offset}::bigint, ${length}::int)`).then(
        (result) => {
          const chunk = firstValue(result) as Buffer;
          offset += chunk.length;
          hash.update(chunk);
          const last = offset >= size;
          if (chunk.length < length || (last && hash.digest("hex") !== sha256)) {
            this.destroy(new ChecksumMismatch(oid));
            return;
          }
          this.push(chunk);
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
}

export async function unlinkBlob(tx: Db, oid: number): Promise<void> {
  await tx.execute(sql`SELECT lo_unlink(${oid}::oid) WHERE EXISTS
    (SELECT 1 FROM pg_largeobject_metadata WHERE oid = ${oid}::oid)`);
}
