import type { LiveErrorCode } from "#contract/live-meetings";
import type { MessageKey, MessageParams } from "./i18n.ts";

/** A field message: a key, or a key with interpolation parameters. */
export type FieldMessage = MessageKey | { key: MessageKey; params: MessageParams };

export type ErrorCode =
  | "TOKEN_INVALID"
  | "RE_LOGIN_ERROR"
  | "UNAUTHORIZED"
  | "TOO_MANY_REQUESTS"
  | "ROOM_BUSY"
  | "DUPLICATE_MEETING_NUMBER"
  | "MEETING_LOCKED"
  | "MEETING_NOT_FOUND"
  | "TERMINAL_ONLY"
  | "SYNC_RUNNING"
  | "LICENCE_LIMIT"
  | "DEVICE_KEY_REFUSED"
  | "DEVICE_MESSAGE_REFUSED"
  | LiveErrorCode;

interface ApiErrorOptions {
  errorCode?: ErrorCode;
  fields?: Record<string, FieldMessage>;
  params?: MessageParams;
  headers?: Record<string, string>;
  /** The envelope's `data` when there are no field messages (e.g. the conflicts of ROOM_BUSY). */
  data?: unknown;
}

/** An expected failure, rendered by the envelope plugin in the request's language. */
export class ApiError extends Error {
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly errorCode?: ErrorCode;
  readonly fields?: Record<string, FieldMessage>;
  readonly params: MessageParams;
  readonly headers: Record<string, string>;
  readonly data: unknown;

  constructor(status: number, messageKey: MessageKey, options: ApiErrorOptions = {}) {
    super(messageKey);
    this.status = status;
    this.messageKey = messageKey;
    this.errorCode = options.errorCode;
    this.fields = options.fields;
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
    this.data = options.data ?? null;
  }
}

/** 400 with messages beside the named fields. */
export function fieldError(fields: Record<string, FieldMessage>): ApiError {
  return new ApiError(400, "validation.summary", { fields });
}

export const notFound = (): ApiError => new ApiError(404, "error.notFound");
export const forbidden = (): ApiError => new ApiError(403, "error.forbidden");
export const tokenInvalid = (): ApiError =>
  new ApiError(401, "error.tokenInvalid", { errorCode: "TOKEN_INVALID" });
export const reLoginError = (): ApiError =>
  new ApiError(401, "error.reLogin", { errorCode: "RE_LOGIN_ERROR" });
