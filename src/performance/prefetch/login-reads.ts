import type { Captcha, LoginInterface, LoginTypeInfo } from "#contract/auth";
import { LOGIN_TYPES } from "#contract/limits/auth";
import { authOps } from "#contract/operations/auth";
import { call } from "../../providers/http/call";
import type { ApiResult } from "../../providers/http/client";

type Reads = {
  loginType: Promise<ApiResult<LoginTypeInfo>>;
  face: Promise<ApiResult<LoginInterface>>;
  captcha: Promise<ApiResult<Captcha>>;
};

let reads: Partial<Reads> = {};

/**
 * The login page needs three reads (login type for the guard, the login interface, a captcha).
 * The server writes the login type into the page itself; the others start together before React
 * renders, one round trip instead of a chain of three.
 */
export function startLoginReads(pathname: string): void {
  if (!/^\/(admin\/)?login\/?$/i.test(pathname)) return;
  const given = givenLoginType();
  reads = {
    loginType: given
      ? Promise.resolve({ ok: true, status: 200, message: "", data: given })
      : call(authOps.loginType),
    face: call(authOps.loginInterface),
    captcha: call(authOps.captcha),
  };
}

/** The login type the server wrote into the login page (a JSON data block), if it did. */
function givenLoginType(): LoginTypeInfo | null {
  const block = document.getElementById("login-type");
  if (!block?.textContent) return null;
  try {
    const info = JSON.parse(block.textContent) as Partial<LoginTypeInfo>;
    return typeof info.type === "string" && LOGIN_TYPES.includes(info.type as LoginTypeInfo["type"])
      ? {
          type: info.type as LoginTypeInfo["type"],
          loginUrl: typeof info.loginUrl === "string" ? info.loginUrl : null,
        }
      : null;
  } catch {
    return null;
  }
}

/** Hands out a started read once; later calls (a refreshed captcha, a second visit) fetch anew. */
export function takeLoginRead<K extends keyof Reads>(key: K, fetchFresh: () => Reads[K]): Reads[K] {
  const started = reads[key];
  reads[key] = undefined;
  return (started as Reads[K] | undefined) ?? fetchFresh();
}
