import type { LoginTypeInfo, UserType } from "#contract/auth";
import { type AccessContext, canSeeRoute, firstReportPath, monitorTarget } from "../access/permissions";
import type { Language } from "../config/constants";
import { isLanguage } from "../i18n/language";
import { isDesktopClientCode } from "./device";
import { findRoute, HOME_PATH, LOGIN_PATH, NO_PERMISSION_PATH, PUBLIC_PATHS, REDIRECTS } from "./route-table";

/** Where a phone goes when MOBILE_DOMAIN cannot be read or is empty (a full page load). */
export const MOBILE_FALLBACK_PATH = "/h5/";
export const NOT_SUPPORT_MOBILE_PATH = "/not-support-mobile";
const PHONE_EXEMPT = ["/download", NOT_SUPPORT_MOBILE_PATH, "/board"];
const LOGIN_PAGES = [LOGIN_PATH, "/admin/login"];
const CLEAR_ON = ["/", LOGIN_PATH];
const EXTERNAL_LOGIN_TYPES = ["CAS", "OAUTH2", "SAML"];
const ADOPTED_PARAMS = ["token", "userAgent", "language"];
/** `?local` on a login page shows the password form whatever the login type (administrators' way in). */
export const LOCAL_LOGIN_PARAM = "local";

export const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{16,512}$/;
export const USER_AGENT_SHAPE = /^[A-Z0-9_]{2,40}$/;

export interface GuardInput {
  pathname: string;
  /** "" or "?a=b". */
  search: string;
  hash?: string;
  isMobile: boolean;
  storedUserAgent: string | null;
  loggedIn: boolean;
  permissions: readonly string[];
  userType: UserType | null;
  /** Filled in after a `mobileDomain` need: the MOBILE_DOMAIN value, or "failed". */
  mobileDomain?: string | null | "failed";
  /** Filled in after a `loginType` need. */
  loginType?: LoginTypeInfo | "failed";
  /** Filled in after a `currentUser` need. */
  currentUserResult?: "ok" | "failed";
}

export interface Adoption {
  /** Sign in with this token and the user fetched for the `currentUser` need. */
  token?: string;
  userAgent?: string;
  language?: Language;
}

/** Applied in order, before navigating or rendering. */
export type GuardEffect = "clearStorage" | { adopt: Adoption };

export type GuardNeed =
  | { type: "need"; need: "mobileDomain" }
  | { type: "need"; need: "loginType" }
  | { type: "need"; need: "currentUser"; token: string };

export type GuardDecision =
  | GuardNeed
  | { type: "external"; url: string; effects: GuardEffect[] }
  | { type: "redirect"; to: string; effects: GuardEffect[] }
  | { type: "allow"; effects: GuardEffect[] };

function pathKey(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).toLowerCase() || "/";
}

function isOneOf(pathname: string, list: readonly string[]): boolean {
  const key = pathKey(pathname);
  return list.some((p) => pathKey(p) === key);
}

export function isPublicPath(pathname: string): boolean {
  return isOneOf(pathname, PUBLIC_PATHS);
}

/**
 * The only way a `redirect` query becomes a destination: a same-origin path (single leading
 * "/", no backslash, no control characters) that is not a public page; anything else is /home.
 */
export function safeRedirect(target: string | null): string {
  if (!target?.startsWith("/") || target.startsWith("//")) return HOME_PATH;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return HOME_PATH;
  const pathname = target.split(/[?#]/, 1)[0]!;
  return isPublicPath(pathname) ? HOME_PATH : target;
}

/** MOBILE_DOMAIN as a URL the browser may go to: http(s) or a bare host (kept on the page's scheme). */
function mobileUrl(domain: string | null | "failed"): string {
  const value = domain === "failed" ? "" : (domain ?? "").trim();
  if (/^https?:\/\/[^\s/\\]/i.test(value)) return value;
  if (/^[A-Za-z0-9.-]+(:\d+)?(\/\S*)?$/.test(value)) return `//${value}`;
  return MOBILE_FALLBACK_PATH;
}

function externalLoginUrl(info: LoginTypeInfo | "failed", redirect: string | null): string | null {
  if (info === "failed" || !EXTERNAL_LOGIN_TYPES.includes(info.type) || !info.loginUrl) return null;
  const url = info.loginUrl.trim();
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  // The console's own single sign-on page brings the user back to where they were going.
  const back = safeRedirect(redirect);
  if (redirect === null || back === HOME_PATH) return url;
  return `${url}${url.includes("?") ? "&" : "?"}redirect=${encodeURIComponent(back)}`;
}

function queryAdoption(params: URLSearchParams): Adoption {
  const adopt: Adoption = {};
  const token = params.get("token");
  const userAgent = params.get("userAgent");
  const language = params.get("language");
  if (token !== null) adopt.token = token;
  if (userAgent !== null && USER_AGENT_SHAPE.test(userAgent)) adopt.userAgent = userAgent;
  if (isLanguage(language)) adopt.language = language;
  return adopt;
}

function withoutAdoptedParams(input: GuardInput, params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const name of ADOPTED_PARAMS) rest.delete(name);
  const query = rest.toString();
  return `${input.pathname}${query ? `?${query}` : ""}${input.hash ?? ""}`;
}

/**
 * Spec §2 navigation guard, steps 1-9 in order of effect. Returns a `need` when async data is
 * missing; the caller fetches it, fills the matching input field and calls again.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { pathname, search } = input;
  const key = pathKey(pathname);
  const params = new URLSearchParams(search);
  const effects: GuardEffect[] = [];
  const redirect = (to: string): GuardDecision => ({ type: "redirect", to, effects });

  // 1. Phones leave for the mobile site; a phone already on the /h5 fallback has none to go to.
  if (input.isMobile && !isOneOf(pathname, PHONE_EXEMPT)) {
    if (/^\/h5(\/|$)/.test(key)) return redirect(NOT_SUPPORT_MOBILE_PATH);
    if (input.mobileDomain === undefined) return { type: "need", need: "mobileDomain" };
    return { type: "external", url: mobileUrl(input.mobileDomain), effects };
  }

  // 2. Desktop clients start clean at / and /login.
  const adopt = queryAdoption(params);
  if (isDesktopClientCode(adopt.userAgent ?? input.storedUserAgent) && isOneOf(pathname, CLEAR_ON)) {
    effects.push("clearStorage");
  }

  const fixed = Object.entries(REDIRECTS).find(([from]) => pathKey(from) === key);
  if (fixed) return redirect(`${fixed[1]}${search}${input.hash ?? ""}`);

  // 3. The login page may belong to an external identity provider.
  if (isOneOf(pathname, LOGIN_PAGES) && !params.has(LOCAL_LOGIN_PARAM)) {
    if (input.loginType === undefined) return { type: "need", need: "loginType" };
    const url = externalLoginUrl(input.loginType, params.get("redirect"));
    if (url) return { type: "external", url, effects };
  }

  // 4. Adopt token / userAgent / language from the query, then drop them from the address.
  if (ADOPTED_PARAMS.some((name) => params.has(name))) {
    const { token } = adopt;
    if (token !== undefined && !TOKEN_SHAPE.test(token)) return redirect(LOGIN_PATH);
    if (token !== undefined && input.currentUserResult === undefined) {
      return { type: "need", need: "currentUser", token };
    }
    if (token !== undefined && input.currentUserResult === "failed") return redirect(LOGIN_PATH);
    effects.push({ adopt });
    return redirect(withoutAdoptedParams(input, params));
  }

  if (isPublicPath(pathname)) return { type: "allow", effects };

  // 5 and 6 need the permissions, so an anonymous visitor logs in first (step 7) and comes back.
  const ctx: AccessContext = { permissions: input.permissions, userType: input.userType };
  const isSection = key === "/report" || key === "/monitor";
  if (input.loggedIn && key === "/report") return redirect(firstReportPath(ctx) ?? NO_PERMISSION_PATH);
  if (input.loggedIn && key === "/monitor") return redirect(monitorTarget(ctx));

  const route = findRoute(key);
  if (!route && !isSection) return redirect(LOGIN_PATH);

  // 7. Login first, coming back here afterwards.
  if (!input.loggedIn) {
    const back = `${pathname}${search}`;
    const safe = safeRedirect(back) === back;
    return redirect(safe ? `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}` : LOGIN_PATH);
  }

  // 8 and 9: the route's named permission, or a SYSTEM user for system pages without one.
  if (route && !canSeeRoute(route, ctx)) return redirect(NO_PERMISSION_PATH);
  return { type: "allow", effects };
}
