import { createReadStream, existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { and, eq, isNotNull, isNull, TransactionRollbackError } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { appVersions } from "../../db/schema.ts";
import { blobExists, blobReader } from "./package-blobs.ts";
import { openPackageFile, packagePath, storePackage } from "./package-files.ts";

type Row = typeof appVersions.$inferSelect;

/** A package's bytes from the database, or from this instance's disk for one not moved yet. */
export async function openPackage(
  ctx: AppContext,
  row: Row,
): Promise<{ size: number; stream: Readable; fileName: string } | null> {
  if (!row.sha256) return null;
  if (row.blobOid === null) {
    const file = await openPackageFile(ctx.config, row.id);
    return file && { ...file, fileName: row.fileName };
  }
  if (!(await blobExists(ctx.db, row.blobOid))) return null;
  return {
    size: row.size,
    stream: blobReader(ctx.db, row.blobOid, row.size, row.sha256),
    fileName: row.fileName,
  };
}

/**
 * Moves the packages that this instance's DATA_DIR/packages still holds into large objects, one
 * transaction each; a file whose bytes no longer match its recorded SHA-256 stays where it is.
 * Instances starting together skip the rows another is moving. Returns how many moved.
 */
export async function movePackageFiles(ctx: AppContext): Promise<number> {
  const waiting = await ctx.db
    .select({ id: appVersions.id })
    .from(appVersions)
    .where(and(isNull(appVersions.blobOid), isNotNull(appVersions.sha256)));
  let moved = 0;
  for (const { id } of waiting) {
    const file = packagePath(ctx.config, id);
    if (!existsSync(file)) continue;
    const done = await ctx.db
      .transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(appVersions)
          .where(and(eq(appVersions.id, id), isNull(appVersions.blobOid)))
          .for("update", { skipLocked: true });
        if (!row) return false;
        const stored = await storePackage(tx, createReadStream(file));
        if (stored.sha256 !== row.sha256 || stored.size !== row.size) tx.rollback();
        await tx.update(appVersions).set({ blobOid: stored.oid }).where(eq(appVersions.id, id));
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    if (!done) continue;
    await rm(file, { force: true });
    moved += 1;
  }
  return moved;
}
