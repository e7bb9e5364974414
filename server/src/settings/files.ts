import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FileRecord } from "#contract/files";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { files } from "../db/schema-devices.ts";
import { ApiError, notFound } from "../errors.ts";
import { newId } from "../lib/ids.ts";
import type { Upload } from "../lib/multipart.ts";
import { type FileReader, managesDevices, readableFile } from "./file-access.ts";

/** Uploaded files (contract "Files"): bytes in the database, records without them. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_BATCH_FILES = 10;

const recordColumns = {
  id: files.id,
  name: files.name,
  size: files.size,
  contentType: files.contentType,
  createdAt: files.createdAt,
  createdBy: files.createdBy,
};

export async function storeFiles(ctx: AppContext, uploads: Upload[], userId: string): Promise<FileRecord[]> {
  const now = ctx.now();
  const rows = uploads.map((upload) => ({
    id: newId(),
    name: upload.name,
    contentType: upload.contentType,
    size: upload.data.length,
    sha256: sha256Bytes(upload.data),
    data: upload.data,
    createdBy: userId,
    createdAt: now,
  }));
  await ctx.db.insert(files).values(rows);
  return rows.map(({ id, name, size, contentType, createdAt, createdBy }) => ({
    id,
    name,
    size,
    contentType,
    createdAt,
    createdBy,
  }));
}

const sha256Bytes = (data: Buffer): string => createHash("sha256").update(data).digest("hex");

/** A file the caller may read (file-access.ts), else 404. */
export async function fileRecord(db: Db, user: FileReader, id: string): Promise<FileRecord> {
  const [row] = await db
    .select(recordColumns)
    .from(files)
    .where(and(eq(files.id, id), readableFile(user)));
  if (!row) throw notFound();
  return row;
}

/** The records of the given ids that exist and the caller may read, in the order asked. */
export async function fileRecords(db: Db, user: FileReader, ids: string[]): Promise<FileRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(files)
    .where(and(inArray(files.id, ids), readableFile(user)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function fileContent(db: Db, user: FileReader, id: string) {
  const [row] = await db
    .select({ name: files.name, contentType: files.contentType, data: files.data })
    .from(files)
    .where(and(eq(files.id, id), readableFile(user)));
  if (!row) throw notFound();
  return row;
}

/**
 * Deletes files, all or nothing. A device manager (who manages the floor-map images) may delete
 * any file; anyone else only their own: 404 for an unknown id or a file they may not read, 403 for
 * one they may read but did not upload.
 */
export async function deleteFiles(ctx: AppContext, user: SessionUser, ids: string[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: files.id, createdBy: files.createdBy, readable: sql<boolean>`(${readableFile(user)})` })
      .from(files)
      .where(inArray(files.id, ids));
    if (rows.length !== ids.length) throw notFound();
    if (!managesDevices(user)) {
      if (rows.some((row) => !row.readable)) throw notFound();
      if (rows.some((row) => row.createdBy !== user.userId)) throw new ApiError(403, "file.notOwner");
    }
    await tx.delete(files).where(inArray(files.id, ids));
  });
}
