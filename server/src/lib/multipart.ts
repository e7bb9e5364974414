import type { FastifyRequest } from "fastify";
import { ApiError, fieldError } from "../errors.ts";
import { safeFileName } from "./content-disposition.ts";
import { ALL_FILE_KINDS, acceptedKind, CONTENT_TYPES, type FileKind } from "./file-types.ts";

/**
 * Reads uploaded files from a multipart/form-data request (the @fastify/multipart plugin of
 * app.ts): each file is buffered up to `maxBytes`, then its type is decided by its bytes. Every
 * failure is a 400 on the form field, never a 413/406/500.
 */
export interface UploadOptions {
  /** The multipart field holding the file(s); other fields and file parts are ignored. */
  field: string;
  maxBytes: number;
  /** How many files the field may carry (default 1). */
  maxFiles?: number;
  allowed?: readonly FileKind[];
}

export interface Upload {
  /** The client's file name, reduced to a safe base name. */
  name: string;
  data: Buffer;
  kind: FileKind;
  contentType: string;
}

const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function asFieldError(error: unknown, options: UploadOptions, maxFiles: number): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    return fieldError({
      [options.field]: { key: "file.tooLarge", params: { limit: megabytes(options.maxBytes) } },
    });
  }
  if (code === "FST_FILES_LIMIT") {
    return fieldError({ [options.field]: { key: "file.tooMany", params: { limit: maxFiles } } });
  }
  return fieldError({ [options.field]: "file.unreadable" });
}

export async function readUploads(request: FastifyRequest, options: UploadOptions): Promise<Upload[]> {
  const maxFiles = options.maxFiles ?? 1;
  if (!request.isMultipart()) throw fieldError({ [options.field]: "file.required" });
  const uploads: Upload[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: maxFiles + 2, parts: maxFiles + 20 },
    });
    for await (const part of parts) {
      if (part.type !== "file") continue;
      if (part.fieldname !== options.field) {
        part.file.resume();
        continue;
      }
      if (uploads.length === maxFiles) {
        throw fieldError({ [options.field]: { key: "file.tooMany", params: { limit: maxFiles } } });
      }
      const data = await part.toBuffer();
      const name = safeFileName(part.filename ?? "");
      const kind = acceptedKind(data, name, options.allowed ?? ALL_FILE_KINDS);
      if (!kind) throw fieldError({ [options.field]: "file.typeRefused" });
      uploads.push({ name, data, kind, contentType: CONTENT_TYPES[kind] });
    }
  } catch (error) {
    throw asFieldError(error, options, maxFiles);
  }
  if (uploads.length === 0) throw fieldError({ [options.field]: "file.required" });
  return uploads;
}

/** Exactly one file from `options.field`. */
export async function readUpload(
  request: FastifyRequest,
  options: Omit<UploadOptions, "maxFiles">,
): Promise<Upload> {
  const [upload] = await readUploads(request, { ...options, maxFiles: 1 });
  return upload;
}
