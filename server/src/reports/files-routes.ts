import type { FastifyReply } from "fastify";
import { Type } from "#contract/schema";
import { contentDisposition } from "../lib/content-disposition.ts";
import type { StreamedExport } from "./export.ts";

/** A file sent as a stream (the exports), described as binary in the OpenAPI document. */
export const exportFile = Type.Unsafe<Buffer>({ type: "string", format: "binary" });

export function sendExport(reply: FastifyReply, exported: StreamedExport) {
  return reply
    .code(200)
    .type(exported.contentType)
    .header("Content-Disposition", contentDisposition("attachment", exported.fileName))
    .send(exported.stream);
}
