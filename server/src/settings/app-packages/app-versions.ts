import { rm } from "node:fs/promises";
import { count, desc, eq, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppPlatform, AppVersion, AppVersionEdit, AppVersionListQuery } from "#contract/apphub";
import {
  APP_PLATFORM_KINDS,
  APP_PLATFORMS,
  APP_VERSION_MAX,
  RELEASE_NOTES_MAX,
} from "#contract/limits/settings";
import type { Page } from "#contract/list";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { appVersions } from "../../db/schema.ts";
import { ApiError, type FieldMessage, fieldError, notFound } from "../../errors.ts";
import { safeFileName } from "../../lib/content-disposition.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { newId } from "../../lib/ids.ts";
import { unlinkBlob } from "./package-blobs.ts";
import { packagePath, type StoredPackage, storePackage } from "./package-files.ts";
import { acceptedPackage } from "./package-kind.ts";

/** Desktop-client versions (spec §7 "App hub"): uploads streamed into the database, the latest per platform. */
type Row = typeof appVersions.$inferSelect;

export const downloadPath = (id: string): string =>
  `/api/v1/apphub/app/version/${encodeURIComponent(id)}/download`;

export function versionOf(row: Row): AppVersion {
  const downloadUrl =
    row.downloadUrl ??
    (row.sha256 ? downloadPath(row.id) : row.fileId ? `/api/v1/system/file/download/${row.fileId}` : null);
  return {
    id: row.id,
    platform: row.platform,
    version: row.version,
    fileName: row.fileName,
    size: row.size,
    releaseNotes: row.releaseNotes,
    downloadUrl,
    sha256: row.sha256,
    createdAt: row.createdAt,
  };
}

export async function latestVersion(db: Db, platform: AppPlatform): Promise<AppVersion | null> {
  const [row] = await db
    .select()
    .from(appVersions)
    .where(eq(appVersions.platform, platform))
    .orderBy(desc(appVersions.createdAt), desc(appVersions.id))
    .limit(1);
  return row ? versionOf(row) : null;
}

export async function listVersions(db: Db, query: AppVersionListQuery): Promise<Page<AppVersion>> {
  const where: SQL | undefined = query.platform ? eq(appVersions.platform, query.platform) : undefined;
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const rows = await db
    .select()
    .from(appVersions)
    .where(where)
    .orderBy(desc(appVersions.createdAt), desc(appVersions.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(appVersions).where(where);
  return { records: rows.map(versionOf), total: total?.n ?? 0 };
}

async function versionRow(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(appVersions).where(eq(appVersions.id, id));
  if (!row) throw notFound();
  return row;
}

export const getVersion = async (db: Db, id: string): Promise<Row> => versionRow(db, id);

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

function fieldProblems(fields: Record<string, string>): Record<string, FieldMessage> {
  const problems: Record<string, FieldMessage> = {};
  if (!(APP_PLATFORMS as readonly string[]).includes(fields.platform ?? "")) {
    problems.platform = { key: "validation.enum", params: { values: APP_PLATFORMS.join(", ") } };
  }
  const version = fields.version?.trim() ?? "";
  if (!version) problems.version = "validation.required";
  else if (version.length > APP_VERSION_MAX)
    problems.version = { key: "validation.maxLength", params: { limit: APP_VERSION_MAX } };
  else if (!VERSION.test(version)) problems.version = "app.versionFormat";
  if ((fields.releaseNotes ?? "").length > RELEASE_NOTES_MAX) {
    problems.releaseNotes = { key: "validation.maxLength", params: { limit: RELEASE_NOTES_MAX } };
  }
  return problems;
}

const megabytes = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${Math.round(bytes / 1024 / 1024)} MB`;
const versionTaken = () => fieldError({ version: "app.versionTaken" });

/** Reads the multipart upload (text fields and the part `file`), streaming the file into `tx`. */
async function readPackageUpload(ctx: AppContext, tx: Db, request: FastifyRequest) {
  if (!request.isMultipart()) throw fieldError({ file: "file.required" });
  const fields: Record<string, string> = {};
  let file: (StoredPackage & { name: string }) | null = null;
  const tooLarge = () =>
    fieldError({ file: { key: "file.tooLarge", params: { limit: megabytes(ctx.config.packageMaxBytes) } } });
  try {
    const parts = request.parts({
      limits: { fileSize: ctx.config.packageMaxBytes, files: 2, fields: 10, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== "file" || file) {
        part.file.resume();
        continue;
      }
      const stored = await storePackage(tx, part.file);
      file = { ...stored, name: safeFileName(part.filename ?? "", "package") };
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw fieldError({ file: "file.unreadable" });
  }
  return { fields, file };
}

/** One transaction: a refused or failed upload leaves neither its row nor its large object. */
export const uploadVersion = (ctx: AppContext, request: FastifyRequest): Promise<AppVersion> =>
  ctx.db.transaction(async (tx) => {
    const { fields, file } = await readPackageUpload(ctx, tx, request);
    const problems = fieldProblems(fields);
    if (!file || file.size === 0) problems.file = "file.required";
    if (Object.keys(problems).length > 0 || !file) throw fieldError(problems);
    const platform = fields.platform as AppPlatform;
    if (!acceptedPackage(platform, file.name, file.head, file.tail)) {
      throw fieldError({
        file: {
          key: "app.typeRefused",
          params: { kinds: APP_PLATFORM_KINDS[platform].map((k) => `.${k}`).join(", ") },
        },
      });
    }
    const row = {
      id: newId(),
      platform,
      version: fields.version!.trim(),
      fileName: file.name,
      size: file.size,
      releaseNotes: fields.releaseNotes?.trim() || null,
      fileId: null,
      downloadUrl: null,
      sha256: file.sha256,
      blobOid: file.oid,
      createdAt: ctx.now(),
    };
    try {
      await tx.insert(appVersions).values(row);
    } catch (error) {
      throw isUniqueViolation(error) ? versionTaken() : error;
    }
    return versionOf(row);
  });

export async function editVersion(db: Db, id: string, body: AppVersionEdit): Promise<AppVersion> {
  await versionRow(db, id);
  try {
    const [row] = await db
      .update(appVersions)
      .set({ version: body.version.trim(), releaseNotes: body.releaseNotes?.trim() || null })
      .where(eq(appVersions.id, id))
      .returning();
    return versionOf(row!);
  } catch (error) {
    throw isUniqueViolation(error) ? versionTaken() : error;
  }
}

/** Deletes the row and its large object together; a package still on this disk goes too. */
export async function deleteVersion(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(appVersions)
      .where(eq(appVersions.id, id))
      .returning({ blobOid: appVersions.blobOid });
    if (!deleted) throw notFound();
    if (deleted.blobOid !== null) await unlinkBlob(tx, deleted.blobOid);
  });
  await rm(packagePath(ctx.config, id), { force: true });
}
