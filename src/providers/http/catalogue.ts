/** The error catalogue of spec §8 as pure functions: which text a status shows and how the console reacts. */
import { REDIRECT_DELAY_MS } from "../../config/constants";

export type ToastLevel = "error" | "warning";

/** Either `text` (a server message, shown as is) or `key` (an i18n key). */
export interface ToastSpec {
  level: ToastLevel;
  text?: string;
  key?: string;
}

export interface Reaction {
  toast?: ToastSpec;
  removeToken?: boolean;
  redirectTo?: "/";
  delayMs?: number;
  /** `parent`: window.parent (the console may run inside a desktop client frame). */
  target: "parent" | "self";
}

export interface FailedResponse {
  status: number;
  errorCode?: string;
  message?: string;
}

export interface ReactionContext {
  onLoginPage: boolean;
}

const CATALOGUED = new Set([400, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505]);

export function statusMessageKey(status: number): string {
  return CATALOGUED.has(status) ? `errors.status.${status}` : "errors.status.other";
}

/** The generic text used when a 500 carries no server message (the catalogue's own 500 text is empty). */
export const SERVER_ERROR_KEY = "errors.status.serverError";

const AUTH_KEYS: Record<string, string> = {
  TOKEN_INVALID: "errors.auth.tokenInvalid",
  UNAUTHORIZED: "errors.auth.unauthorized",
  RE_LOGIN_ERROR: "errors.auth.reLogin",
};

const LOGIN_PATHS = new Set(["/", "/login", "/admin/login"]);

/** `/` redirects to /login, so it counts as the login page too. */
export function isLoginPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return LOGIN_PATHS.has(trimmed);
}

function errorToast(response: FailedResponse): ToastSpec {
  if (response.message) return { level: "error", text: response.message };
  if (response.status === 500) return { level: "error", key: SERVER_ERROR_KEY };
  return { level: "error", key: statusMessageKey(response.status) };
}

export function reactionFor(response: FailedResponse, ctx: ReactionContext): Reaction {
  const { status, errorCode } = response;

  // A door screen's refused device key is the board's to handle (it pairs again), not a sign-in matter.
  if (status === 401 && !ctx.onLoginPage && errorCode !== "DEVICE_KEY_REFUSED") {
    const key = (errorCode && AUTH_KEYS[errorCode]) || "errors.auth.noErrorBody";
    return {
      toast: { level: "warning", key },
      ...(errorCode === "TOKEN_INVALID" ? { removeToken: true } : {}),
      redirectTo: "/",
      delayMs: REDIRECT_DELAY_MS,
      target: "parent",
    };
  }

  if (status === 500 && errorCode === "TOKEN_INVALID") {
    return { toast: errorToast(response), redirectTo: "/", delayMs: REDIRECT_DELAY_MS, target: "parent" };
  }

  if (status === 502) {
    const toast: ToastSpec = { level: "error", key: statusMessageKey(502) };
    if (ctx.onLoginPage) return { toast, target: "self" };
    return { toast, redirectTo: "/", delayMs: REDIRECT_DELAY_MS, target: "self" };
  }

  return { toast: errorToast(response), target: "self" };
}
