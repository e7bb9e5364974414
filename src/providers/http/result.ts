/** The resolved value every call ends in (spec §8: the client turns every failure into a normal response). */
import type { TransportResponse } from "./transport";

export interface ApiSuccess<T> {
  ok: true;
  status: 200;
  data: T;
  message: string;
}

export interface ApiFailure {
  ok: false;
  status: number;
  /** The text the user is shown: the server message, or the catalogue text for the status. */
  message: string;
  errorCode?: string;
  /** Field -> message, from `data.fields` (a 400, or a 409 such as a duplicate meeting number). */
  fields?: Record<string, string>;
  /** The envelope's `data` of a failure that carries more than fields (e.g. the conflicts of a 409 ROOM_BUSY). */
  data?: unknown;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** A failure before the text is resolved: the raw server message, if any. */
export interface RawFailure {
  status: number;
  serverMessage?: string;
  errorCode?: string;
  fields?: Record<string, string>;
  data?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode?: string;
  readonly fields?: Record<string, string>;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = "ApiError";
    this.status = failure.status;
    this.errorCode = failure.errorCode;
    this.fields = failure.fields;
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result);
}

interface Envelope {
  status: number;
  message?: unknown;
  data?: unknown;
  errorCode?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === "object" && body !== null && typeof (body as Envelope).status === "number";
}

function fieldsOf(data: unknown): Record<string, string> | undefined {
  const fields = (data as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== "object" || fields === null) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([name, msg]) => [name, String(msg)]));
}

function isJson(response: TransportResponse): boolean {
  return String(response.headers?.["content-type"] ?? "").includes("json");
}

/** A blob request whose answer is a JSON envelope (an error, or a JSON download) is read as JSON. */
async function bodyOf(response: TransportResponse): Promise<unknown> {
  const body = response.data;
  if (
    typeof Blob !== "undefined" &&
    body instanceof Blob &&
    (isJson(response) || body.type.includes("json"))
  ) {
    try {
      return JSON.parse(await body.text());
    } catch {
      return body;
    }
  }
  if (typeof body === "string" && isJson(response)) {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  return body;
}

export async function parseResponse<T>(response: TransportResponse): Promise<ApiSuccess<T> | RawFailure> {
  const body = await bodyOf(response);
  const httpOk = response.status >= 200 && response.status < 300;
  if (!isEnvelope(body)) {
    if (httpOk) return { ok: true, status: 200, data: body as T, message: "" };
    return { status: response.status };
  }
  const serverMessage = typeof body.message === "string" ? body.message : "";
  if (httpOk && body.status === 200)
    return { ok: true, status: 200, data: body.data as T, message: serverMessage };
  const status = body.status !== 200 ? body.status : response.status;
  return {
    status,
    serverMessage: serverMessage || undefined,
    errorCode: typeof body.errorCode === "string" ? body.errorCode : undefined,
    fields: fieldsOf(body.data),
    data: body.data ?? undefined,
  };
}
