/**
 * The Refine data provider over the HTTP client. Every non-200 is thrown as a Refine HttpError so
 * Refine's notifications, onError and form field errors see it (DESIGN.md §2); calls are silent so
 * the client does not toast a second time.
 */
import type { BaseRecord, DataProvider, GetListParams, HttpError, MetaQuery } from "@refinedev/core";
import { API_BASE } from "../../config/constants";
import { type ApiResult, type HttpClient, type HttpMethod, http } from "../http/client";
import {
  declaredEndpoint,
  type EndpointVars,
  placeholdersOf,
  type ResolvedEndpoint,
  resolveEndpoint,
} from "./endpoints";
import { buildListQuery, sortFilterQuery, toFormData } from "./query";

export {
  declaredEndpoint,
  type EndpointAction,
  type EndpointMap,
  type EndpointVars,
  parseEndpoint,
  placeholdersOf,
  type ResolvedEndpoint,
  resolveEndpoint,
  resolveEndpointSpec,
} from "./endpoints";
export { buildListQuery, MAX_PAGE_SIZE, paginationQuery, sortFilterQuery, toFormData } from "./query";

export type DataProviderError = Error & HttpError;

export function toHttpError(result: Extract<ApiResult<unknown>, { ok: false }>): DataProviderError {
  const error = new Error(result.message) as DataProviderError;
  error.statusCode = result.status;
  if (result.errorCode) error.errorCode = result.errorCode;
  if (result.fields) error.errors = result.fields;
  return error;
}

interface ListPage<T> {
  records?: T[];
  total?: number;
  /** Set when the count stopped at its bound: there are at least `total` records. */
  totalBounded?: true;
}

function signalOf(meta?: MetaQuery): AbortSignal | undefined {
  return meta?.queryContext?.signal;
}

/** Refine callers often build URLs from getApiUrl(); the client adds the base itself. */
function relative(url: string): string {
  return url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** `meta.tree` asks a list for nested `children` (`tree=true`, e.g. the locations tree). */
function wantsTree(meta?: MetaQuery): boolean {
  return (meta as { tree?: unknown } | undefined)?.tree === true;
}

/** What a list asks for: its endpoint and its query before the endpoint's request hook. */
export function listRequest({
  resource,
  pagination,
  sorters,
  filters,
  meta,
}: Pick<GetListParams, "resource" | "pagination" | "sorters" | "filters" | "meta">) {
  const endpoint = resolveEndpoint(resource, "list", meta);
  const params: Record<string, unknown> = buildListQuery(pagination, sorters, filters);
  if (wantsTree(meta)) params.tree = true;
  return { endpoint, params };
}

/** Starts a list's GET early (a deep link's first page): the list's own call then takes its answer. */
export function prefetchList(params: Parameters<typeof listRequest>[0], client: HttpClient = http): void {
  const { endpoint, params: query } = listRequest(params);
  if (endpoint.method !== "get") return;
  client.prefetch(relative(endpoint.url), endpoint.request ? record(endpoint.request(query)) : query);
}

export function createDataProvider(client: HttpClient = http): DataProvider {
  async function call<T>(
    method: HttpMethod,
    url: string,
    opts: {
      params?: Record<string, unknown>;
      data?: unknown;
      meta?: MetaQuery;
      headers?: Record<string, string>;
      timeout?: number;
    },
  ): Promise<T> {
    const result = await client.request<T>(method, relative(url), {
      params: opts.params,
      data: opts.data,
      headers: opts.headers,
      timeout: opts.timeout,
      signal: signalOf(opts.meta),
      silent: true,
    });
    if (!result.ok) throw toHttpError(result);
    return result.data;
  }

  /** Calls a resolved endpoint: the request hook shapes the body (or the query of a GET), the response hook the answer. */
  async function send<T>(
    endpoint: ResolvedEndpoint,
    input: { params?: Record<string, unknown>; body?: unknown; meta?: MetaQuery },
  ): Promise<T> {
    const { method, url, request, response, timeout, multipart } = endpoint;
    let { params, body } = input;
    if (request) {
      if (method === "get") params = record(request(params ?? {}));
      else body = await request(record(body));
    }
    if (multipart && body !== undefined) {
      if (!(body instanceof FormData)) body = toFormData(record(body));
    }
    const data = await call<unknown>(method, url, { params, data: body, meta: input.meta, timeout });
    return (response ? response(data) : data) as T;
  }

  return {
    getApiUrl: () => API_BASE,

    async getList(listParams) {
      const { endpoint, params } = listRequest(listParams);
      const page = await send<ListPage<BaseRecord> | BaseRecord[]>(endpoint, {
        params,
        meta: listParams.meta,
      });
      if (Array.isArray(page)) return { data: page as never[], total: page.length };
      const records = page?.records ?? [];
      return { data: records as never[], total: page?.total ?? records.length };
    },

    async getOne({ resource, id, meta }) {
      const endpoint = resolveEndpoint(resource, "one", meta, { id });
      return { data: await send(endpoint, { meta }) };
    },

    async create({ resource, variables, meta }) {
      const endpoint = resolveEndpoint(resource, "create", meta, record(variables) as EndpointVars);
      return { data: await send(endpoint, { body: variables, meta }) };
    },

    async update({ resource, id, variables, meta }) {
      const vars: EndpointVars = { ...record(variables), id };
      const endpoint = resolveEndpoint(resource, "update", meta, vars);
      return { data: await send(endpoint, { body: variables, meta }) };
    },

    async deleteOne({ resource, id, variables, meta }) {
      const endpoint = resolveEndpoint(resource, "remove", meta, { id });
      return { data: await send(endpoint, { body: variables, meta }) };
    },

    async deleteMany({ resource, ids, meta }) {
      const endpoint = resolveEndpoint(resource, "removeMany", meta, { ids });
      const declared = declaredEndpoint(meta, "removeMany");
      const idsInPath = declared !== undefined && placeholdersOf(declared).includes("ids");
      // With the ids in the path there is no body, unless a request hook wants to shape one.
      const body = idsInPath && !endpoint.request ? undefined : { ids };
      const data = await send<unknown>(endpoint, { body, meta });
      return { data: (Array.isArray(data) ? data : []) as never[] };
    },

    async custom({ url, method, sorters, filters, payload, query, headers, meta }) {
      if (method === "head" || method === "options") throw new Error(`Method ${method} is not supported`);
      const params = {
        ...sortFilterQuery(sorters, filters),
        ...(query as Record<string, unknown> | undefined),
      };
      return {
        data: await call(method, url, {
          params,
          data: payload,
          meta,
          headers: headers as Record<string, string>,
        }),
      };
    },
  };
}

export const dataProvider: DataProvider = createDataProvider();
