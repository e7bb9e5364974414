/** The one HTTP client (DESIGN.md §2): headers, envelope unwrap and the spec §8 reactions. */
import { session } from "../../auth/session";
import { API_BASE, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from "../../config/constants";
import { currentLanguage, t } from "../../i18n";
import { isLoginPath, type Reaction, reactionFor } from "./catalogue";
import { fileNameFromDisposition } from "./content-disposition";
import { notify } from "./notifier";
import { type ApiFailure, type ApiResult, parseResponse, type RawFailure } from "./result";
import {
  bodyOf,
  fetchTransport,
  type HttpMethod,
  type Transport,
  TransportError,
  type TransportResponse,
} from "./transport";

export { ApiError, type ApiFailure, type ApiResult, type ApiSuccess, unwrap } from "./result";

export type { HttpMethod } from "./transport";

export interface RequestOptions {
  params?: Record<string, unknown>;
  data?: unknown;
  /** No toast: the caller shows `result.message` itself (inline form errors, Refine notifications). */
  silent?: boolean;
  timeout?: number;
  /** Extra or overriding headers, e.g. an explicit `token`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: "json" | "blob";
}

export interface HttpClientOptions {
  /** The exchange with the server (fetch by default; tests give a fake). */
  transport?: Transport;
  navigateParent?: (url: string) => void;
  navigateSelf?: (url: string) => void;
  currentPath?: () => string;
}

export interface HttpClient {
  request<T>(method: HttpMethod, url: string, options?: RequestOptions): Promise<ApiResult<T>>;
  get<T>(url: string, options?: RequestOptions): Promise<ApiResult<T>>;
  post<T>(url: string, options?: RequestOptions): Promise<ApiResult<T>>;
  put<T>(url: string, options?: RequestOptions): Promise<ApiResult<T>>;
  patch<T>(url: string, options?: RequestOptions): Promise<ApiResult<T>>;
  delete<T>(url: string, options?: RequestOptions): Promise<ApiResult<T>>;
  /** Multipart POST with the upload timeout of spec §9. */
  upload<T>(url: string, formData: FormData, options?: Omit<RequestOptions, "data">): Promise<ApiResult<T>>;
  /**
   * Starts a GET that the page will ask for shortly (a deep link's first data): the page's own
   * identical GET, within half a minute, takes this answer instead of asking again.
   */
  prefetch(url: string, params?: Record<string, unknown>): void;
  /** A binary answer (not enveloped) with its file name from Content-Disposition; failures as usual. */
  download(
    method: HttpMethod,
    url: string,
    options?: Omit<RequestOptions, "responseType">,
  ): Promise<ApiResult<DownloadedFile>>;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server named none. */
  fileName: string | null;
}

export const CANCELED = "CANCELED";

const PREFETCH_TTL_MS = 30_000;

/** The identity of a GET: its path, its parameters in order, and whose token asks. */
function getKey(url: string, params: Record<string, unknown> | undefined): string {
  const entries = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return `${url}?${JSON.stringify(entries)}#${session.token() ?? ""}`;
}

function defaultNavigateParent(url: string): void {
  try {
    window.parent.location.href = url;
  } catch {
    window.location.href = url;
  }
}

function defaultNavigateSelf(url: string): void {
  window.location.href = url;
}

function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { language: currentLanguage(), userAgent: session.userAgent() };
  const token = session.token();
  if (token) headers.token = token;
  return headers;
}

function transportFailure(error: unknown): RawFailure | null {
  const kind = error instanceof TransportError ? error.kind : "network";
  if (kind === "canceled") return null;
  return { status: kind === "timeout" ? 408 : 0 };
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const navigateParent = options.navigateParent ?? defaultNavigateParent;
  const navigateSelf = options.navigateSelf ?? defaultNavigateSelf;
  const currentPath = options.currentPath ?? (() => window.location.pathname);
  let redirectPending = false;

  const transport = options.transport ?? fetchTransport;

  function react(failure: RawFailure, silent: boolean): ApiFailure {
    const reaction: Reaction = reactionFor(
      { status: failure.status, errorCode: failure.errorCode, message: failure.serverMessage },
      { onLoginPage: isLoginPath(currentPath()) },
    );
    const toast = reaction.toast;
    const message = toast ? (toast.text ?? (toast.key ? t(toast.key) : "")) : (failure.serverMessage ?? "");
    if (reaction.removeToken) session.clear();
    if (toast && !silent) notify({ level: toast.level, text: message });
    if (reaction.redirectTo && !redirectPending) {
      redirectPending = true;
      const url = reaction.redirectTo;
      const go = reaction.target === "parent" ? navigateParent : navigateSelf;
      setTimeout(() => {
        redirectPending = false;
        go(url);
      }, reaction.delayMs ?? 0);
    }
    const result: ApiFailure = { ok: false, status: failure.status, message };
    if (failure.errorCode) result.errorCode = failure.errorCode;
    if (failure.fields) result.fields = failure.fields;
    if (failure.data !== undefined && failure.data !== null) result.data = failure.data;
    return result;
  }

  async function exchange(
    method: HttpMethod,
    url: string,
    opts: RequestOptions,
  ): Promise<{ response: TransportResponse } | ApiFailure> {
    const { body, contentType } = bodyOf(opts.data);
    const headers = new Headers({ Accept: "application/json, text/plain, */*", ...baseHeaders() });
    if (contentType) headers.set("Content-Type", contentType);
    for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);
    try {
      if (opts.signal?.aborted) throw new TransportError("canceled");
      const response = await transport({
        method,
        url,
        baseURL: API_BASE,
        params: opts.params,
        data: body,
        headers,
        timeout: opts.timeout ?? REQUEST_TIMEOUT_MS,
        signal: opts.signal,
        responseType: opts.responseType ?? "json",
      });
      return { response };
    } catch (error) {
      const failure = transportFailure(error);
      if (!failure) return { ok: false, status: 0, message: "", errorCode: CANCELED };
      return react(failure, !!opts.silent);
    }
  }

  const prefetched = new Map<string, { at: number; result: Promise<ApiResult<unknown>> }>();

  function takePrefetched(url: string, params: Record<string, unknown> | undefined) {
    const key = getKey(url, params);
    const entry = prefetched.get(key);
    if (!entry) return null;
    prefetched.delete(key);
    return Date.now() - entry.at <= PREFETCH_TTL_MS ? entry.result : null;
  }

  async function request<T>(
    method: HttpMethod,
    url: string,
    opts: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    if (method === "get" && prefetched.size > 0) {
      const early = takePrefetched(url, opts.params);
      if (early) {
        const result = (await early) as ApiResult<T>;
        // The prefetch was silent; the page's own call toasts as it would have.
        if (!result.ok && !opts.silent && result.message) notify({ level: "error", text: result.message });
        return result;
      }
    }
    const exchanged = await exchange(method, url, opts);
    if (!("response" in exchanged)) return exchanged;
    const parsed = await parseResponse<T>(exchanged.response);
    if ("ok" in parsed) return parsed;
    return react(parsed, !!opts.silent);
  }

  async function download(
    method: HttpMethod,
    url: string,
    opts: Omit<RequestOptions, "responseType"> = {},
  ): Promise<ApiResult<DownloadedFile>> {
    const exchanged = await exchange(method, url, { ...opts, responseType: "blob" });
    if (!("response" in exchanged)) return exchanged;
    const { response } = exchanged;
    const parsed = await parseResponse<unknown>(response);
    if (!("ok" in parsed)) return react(parsed, !!opts.silent);
    const body = parsed.data;
    const blob =
      typeof Blob !== "undefined" && body instanceof Blob
        ? body
        : new Blob([typeof body === "string" ? body : JSON.stringify(body)]);
    const disposition = response.headers["content-disposition"];
    const fileName = fileNameFromDisposition(typeof disposition === "string" ? disposition : null);
    return { ok: true, status: 200, message: parsed.message, data: { blob, fileName } };
  }

  return {
    request,
    get: (url, opts) => request("get", url, opts),
    post: (url, opts) => request("post", url, opts),
    put: (url, opts) => request("put", url, opts),
    patch: (url, opts) => request("patch", url, opts),
    delete: (url, opts) => request("delete", url, opts),
    prefetch(url, params) {
      const key = getKey(url, params);
      if (prefetched.has(key)) return;
      prefetched.set(key, { at: Date.now(), result: request("get", url, { params, silent: true }) });
    },
    upload: (url, formData, opts) =>
      request("post", url, { timeout: UPLOAD_TIMEOUT_MS, ...opts, data: formData }),
    download,
  };
}

export const http: HttpClient = createHttpClient();

export function upload<T>(
  url: string,
  formData: FormData,
  options?: Omit<RequestOptions, "data">,
): Promise<ApiResult<T>> {
  return http.upload<T>(url, formData, options);
}
