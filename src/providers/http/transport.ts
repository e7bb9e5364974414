/**
 * The client's one exchange with the server, over the browser's fetch: the query string, the body,
 * the timeout and cancellation, and the answer read as JSON (or text when it is not) or as a blob.
 * The client (client.ts) turns what comes back into an ApiResult; tests give it a fake transport.
 */

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface TransportRequest {
  method: HttpMethod;
  /** As the caller wrote it, under `baseURL`; it may carry its own query. */
  url: string;
  baseURL: string;
  params?: Record<string, unknown>;
  /** The body as sent: JSON text, or a FormData/Blob as it is. */
  data?: BodyInit;
  headers: Headers;
  /** Milliseconds; 0 waits as long as the server takes. */
  timeout: number;
  responseType: "json" | "blob";
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  data: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

export type TransportFailure = "network" | "timeout" | "canceled";

/** The exchange did not complete: the network failed, the timeout passed, or the caller cancelled. */
export class TransportError extends Error {
  readonly kind: TransportFailure;

  constructor(kind: TransportFailure) {
    super(kind);
    this.name = "TransportError";
    this.kind = kind;
  }
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

function paramText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Parameters as the server reads them: a list repeats its name (`ids=1&ids=2`), empty ones are left out. */
export function queryString(params: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) query.append(name, paramText(item));
    }
  }
  return query.toString();
}

export function urlOf(request: Pick<TransportRequest, "baseURL" | "url" | "params">): string {
  const query = queryString(request.params);
  const url = `${request.baseURL}${request.url}`;
  if (!query) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}

/** The body and its content type: FormData, Blob and URLSearchParams go as they are, anything else as JSON. */
export function bodyOf(data: unknown): { body?: BodyInit; contentType?: string } {
  if (data === undefined || data === null) return {};
  if (
    (typeof FormData !== "undefined" && data instanceof FormData) ||
    (typeof Blob !== "undefined" && data instanceof Blob) ||
    data instanceof URLSearchParams
  )
    return { body: data };
  return { body: typeof data === "string" ? data : JSON.stringify(data), contentType: "application/json" };
}

async function readBody(response: Response, responseType: TransportRequest["responseType"]) {
  if (responseType === "blob") return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const fetchTransport: Transport = async (request) => {
  const controller = new AbortController();
  let failure: TransportFailure | null = null;
  const abort = (kind: TransportFailure) => {
    failure ??= kind;
    controller.abort();
  };
  const onCancel = () => abort("canceled");
  if (request.signal?.aborted) throw new TransportError("canceled");
  request.signal?.addEventListener("abort", onCancel);
  const timer = request.timeout > 0 ? setTimeout(() => abort("timeout"), request.timeout) : undefined;
  try {
    const response = await fetch(urlOf(request), {
      method: request.method.toUpperCase(),
      headers: request.headers,
      body: request.data,
      signal: controller.signal,
    });
    const data = await readBody(response, request.responseType);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: response.status, data, headers };
  } catch {
    throw new TransportError(failure ?? "network");
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener("abort", onCancel);
  }
};
