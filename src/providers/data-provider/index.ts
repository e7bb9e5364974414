/**
 * The Refine data provider over the HTTP client. Every non-200 is thrown as a Refine HttpError so
 * Refine's notifications, onError and form field errors see it (DESIGN.md §2); calls are silent so
 * the client does not toast a second time.
 */
import type { BaseRecord, DataProvider, HttpError, MetaQuery } from "@refinedev/core";
import { API_BASE } from "../../config/constants";
import { type ApiResult, type HttpClient, type HttpMethod, http } from "../http/client";
import { resolveEndpoint } from "./endpoints";
import { buildListQuery, sortFilterQuery } from "./query";

export { type EndpointAction, type EndpointMap, parseEndpoint, resolveEndpoint } from "./endpoints";
export { buildListQuery, MAX_PAGE_SIZE, paginationQuery, sortFilterQuery } from "./query";

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
}

function signalOf(meta?: MetaQuery): AbortSignal | undefined {
  return meta?.queryContext?.signal;
}

/** Refine callers often build URLs from getApiUrl(); the client adds the base itself. */
function relative(url: string): string {
  return url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
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
    },
  ): Promise<T> {
    const result = await client.request<T>(method, relative(url), {
      params: opts.params,
      data: opts.data,
      headers: opts.headers,
      signal: signalOf(opts.meta),
      silent: true,
    });
    if (!result.ok) throw toHttpError(result);
    return result.data;
  }

  return {
    getApiUrl: () => API_BASE,

    async getList({ resource, pagination, sorters, filters, meta }) {
      const { method, url } = resolveEndpoint(resource, "list", meta);
      const params = buildListQuery(pagination, sorters, filters);
      const page = await call<ListPage<BaseRecord> | BaseRecord[]>(method, url, { params, meta });
      if (Array.isArray(page)) return { data: page as never[], total: page.length };
      const records = page?.records ?? [];
      return { data: records as never[], total: page?.total ?? records.length };
    },

    async getOne({ resource, id, meta }) {
      const { method, url } = resolveEndpoint(resource, "one", meta, { id });
      return { data: await call(method, url, { meta }) };
    },

    async create({ resource, variables, meta }) {
      const { method, url } = resolveEndpoint(resource, "create", meta);
      return { data: await call(method, url, { data: variables, meta }) };
    },

    async update({ resource, id, variables, meta }) {
      const { method, url } = resolveEndpoint(resource, "update", meta, { id });
      return { data: await call(method, url, { data: variables, meta }) };
    },

    async deleteOne({ resource, id, variables, meta }) {
      const { method, url } = resolveEndpoint(resource, "remove", meta, { id });
      return { data: await call(method, url, { data: variables, meta }) };
    },

    async deleteMany({ resource, ids, meta }) {
      const { method, url } = resolveEndpoint(resource, "removeMany", meta, { ids });
      const data = await call<unknown>(method, url, { data: { ids }, meta });
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
