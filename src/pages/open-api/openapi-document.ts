/** The server's OpenAPI document, as the open-API page reads it. */
import { openApiOps } from "#contract/operations/open-api";
import { download, queryKeyOf } from "../../providers/http/call";
import type { ApiResult } from "../../providers/http/client";
import { inlineRefs } from "./inline-refs";

export const OPENAPI_DOCUMENT_KEY = queryKeyOf(openApiOps.document);

/** The OpenAPI 3 document of the API (not enveloped), parsed. */
export async function getOpenApiDocument(): Promise<ApiResult<OpenApiDocument>> {
  const result = await download(openApiOps.document);
  if (!result.ok) return result;
  try {
    return {
      ok: true,
      status: 200,
      message: "",
      data: inlineRefs(JSON.parse(await result.data.blob.text()) as OpenApiDocument),
    };
  } catch {
    return { ok: false, status: 500, message: "openapi.json" };
  }
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  description?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}
