/** Calls by operation (docs/operations-table.md): the entry gives the method and the path. */
import { fillPath, methodOf, type Operation, type PathValue } from "#contract/operation";
import { API_BASE, PRODUCT } from "../../config/constants";
import { type ApiResult, type DownloadedFile, http, type RequestOptions } from "./client";
import type { HttpMethod } from "./transport";

export interface CallInput<Body, Query> {
  /** The path's placeholders other than `{product}`. */
  params?: Readonly<Record<string, PathValue | undefined>>;
  query?: Partial<Query>;
  body?: Body;
}

export type CallOptions = Omit<RequestOptions, "params" | "data">;

type AnyOperation<R, B, Q> = Operation<R, B, Q>;

function request(operation: Operation<unknown, unknown, unknown>, input: CallInput<unknown, unknown>) {
  return {
    method: methodOf(operation).toLowerCase() as HttpMethod,
    url: fillPath(operation, input.params ?? {}, PRODUCT),
  };
}

/** The client's options; none at all when there are none (as a hand-written call passed them). */
function optionsOf(input: CallInput<unknown, unknown>, options: CallOptions): RequestOptions | undefined {
  const out: RequestOptions = { ...options };
  if (input.query !== undefined) out.params = input.query as Record<string, unknown>;
  if (input.body !== undefined) out.data = input.body;
  return Object.keys(out).length > 0 ? out : undefined;
}

export function call<R, B, Q>(
  operation: AnyOperation<R, B, Q>,
  input: CallInput<B, Q> = {},
  options: CallOptions = {},
): Promise<ApiResult<R>> {
  const { method, url } = request(operation, input);
  return http[method]<R>(url, optionsOf(input, options));
}

/** Multipart, with the upload timeout of spec §9 unless told otherwise. */
export function upload<R, Q>(
  operation: AnyOperation<R, unknown, Q>,
  form: FormData,
  input: Omit<CallInput<unknown, Q>, "body"> = {},
  options: Omit<CallOptions, "responseType"> = {},
): Promise<ApiResult<R>> {
  const { url } = request(operation, input);
  return http.upload<R>(url, form, optionsOf(input, options));
}

/** Multipart with the one field `file` (a stored file, a licence, an image). */
export function uploadFile<R, Q>(
  operation: AnyOperation<R, unknown, Q>,
  file: Blob,
  input: Omit<CallInput<unknown, Q>, "body"> = {},
  options: Omit<CallOptions, "responseType"> = {},
): Promise<ApiResult<R>> {
  const form = new FormData();
  form.append("file", file);
  return upload(operation, form, input, options);
}

/** A binary answer with its file name (exports, templates, packages). */
export function download<B, Q>(
  operation: AnyOperation<unknown, B, Q>,
  input: CallInput<B, Q> = {},
  options: Omit<CallOptions, "responseType"> = {},
): Promise<ApiResult<DownloadedFile>> {
  const { method, url } = request(operation, input);
  return http.download(method, url, optionsOf(input, options));
}

/** The same GET started early (a deep link's first data); the page's own call takes its answer. */
export function prefetch<R, Q>(
  operation: AnyOperation<R, unknown, Q>,
  input: Omit<CallInput<unknown, Q>, "body"> = {},
): void {
  const { url } = request(operation, input);
  if (input.query === undefined) http.prefetch(url);
  else http.prefetch(url, input.query as Record<string, unknown>);
}

/** The operation's address under the API base (`/api/v1/...`), for a link or a provider's settings. */
export function addressOf(
  operation: Pick<Operation, "route">,
  params: Readonly<Record<string, PathValue | undefined>> = {},
): string {
  return `${API_BASE}${fillPath(operation, params, PRODUCT)}`;
}

/**
 * The React Query key of a read: the entry's name, then its input. Invalidating `[operation.name]`
 * reaches every page of it.
 */
export function queryKeyOf<Q>(
  operation: Pick<Operation, "name">,
  input?: CallInput<unknown, Q>,
): readonly unknown[] {
  return input === undefined ? [operation.name] : [operation.name, input];
}
