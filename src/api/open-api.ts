/** Typed calls of the open-API page: the credential, its rotation, and the server's OpenAPI document. */
import type { ApiAccess, ApiSecret } from "#contract/open-api";
import { openApiOps } from "#contract/operations/open-api";
import { usersOps } from "#contract/operations/users";
import { inlineRefs } from "../pages/open-api/inline-refs";
import { call, download } from "../providers/http/call";
import type { ApiResult } from "../providers/http/client";

export function getApiAccess(): Promise<ApiResult<ApiAccess>> {
  return call(openApiOps.get);
}

/** Silent: the form shows the message beside the account field. */
export function bindApiAccount(userId: string): Promise<ApiResult<ApiAccess>> {
  return call(openApiOps.setAccount, { body: { userId } }, { silent: true });
}

export function rotateApiSecret(): Promise<ApiResult<ApiSecret>> {
  return call(openApiOps.changeSecret);
}

/** The OpenAPI 3 document of /api/v1 (not enveloped), parsed. */
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

/** Accounts to bind the key to (the user list, by keyword). */
export function searchAccounts(
  keyword: string,
): Promise<ApiResult<{ records: { id: string; account: string; name: string; type: string }[] }>> {
  return call(usersOps.list, { query: { keyword: keyword || undefined, size: 20 } }, { silent: true });
}
