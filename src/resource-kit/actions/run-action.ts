/**
 * Calls a custom action (DESIGN.md §4) through the one HTTP client: JSON body, a file as multipart
 * field `file`, or a binary answer saved as a file. Calls are silent: the caller shows the failure
 * (the server's message, and field messages beside a parameter form).
 */
import { toFormData } from "../../providers/data-provider/query";
import { type ApiFailure, type HttpClient, http } from "../../providers/http/client";
import type { ActionDef, ResourceDef } from "../types";
import { type ActionTarget, resolveAction } from "./endpoint";
import { saveFile } from "./save-file";

export interface ActionInput extends ActionTarget {
  /** The picked file of an upload action. */
  file?: File;
}

export type ActionOutcome =
  | { ok: true; kind: "data"; data: unknown }
  | { ok: true; kind: "file"; fileName: string }
  | { ok: false; failure: ApiFailure };

/** The body: the declaration's `body`, else the parameter values, else `{ ids }` for a selection. */
export function actionBody(
  action: Pick<ActionDef, "body" | "params" | "scope">,
  input: ActionInput,
): unknown {
  const ids = input.ids ? [...input.ids] : undefined;
  if (action.body) return action.body({ record: input.record, ids, values: input.values });
  if (action.params?.length) return input.values ?? {};
  if (action.scope === "selection") return { ids };
  return undefined;
}

function asFormData(file: File | undefined, body: unknown): FormData {
  const form = toFormData(body && typeof body === "object" ? (body as Record<string, unknown>) : {});
  if (file) form.append("file", file, file.name);
  return form;
}

export async function runAction(
  def: Pick<ResourceDef, "name" | "idField">,
  action: ActionDef,
  input: ActionInput,
  client: HttpClient = http,
): Promise<ActionOutcome> {
  const options = resolveAction(def, action, input);
  const { method, url } = options;
  const raw = actionBody(action, input);
  const body =
    options.request && raw && typeof raw === "object"
      ? await options.request(raw as Record<string, unknown>)
      : raw;
  const multipart = !!(action.upload || options.multipart || input.file);
  const query =
    method === "get" || method === "delete" ? (body as Record<string, unknown> | undefined) : undefined;
  const data = query ? undefined : multipart ? asFormData(input.file, body) : body;
  const timeout = options.timeout === undefined ? {} : { timeout: options.timeout };
  const common = { params: query, data, silent: true, ...timeout };

  if (action.download) {
    const result = await client.download(method, url, common);
    if (!result.ok) return { ok: false, failure: result };
    const fileName = result.data.fileName ?? `${def.name}-${action.name}`;
    saveFile(result.data.blob, fileName);
    return { ok: true, kind: "file", fileName };
  }
  const result =
    multipart && method === "post" && data instanceof FormData
      ? await client.upload<unknown>(url, data, { params: query, silent: true, ...timeout })
      : await client.request<unknown>(method, url, common);
  if (!result.ok) return { ok: false, failure: result };
  return { ok: true, kind: "data", data: options.response ? options.response(result.data) : result.data };
}
