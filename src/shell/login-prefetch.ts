import { getCaptcha, getLoginInterface, getLoginType } from "../api/auth";

type Reads = {
  loginType: ReturnType<typeof getLoginType>;
  face: ReturnType<typeof getLoginInterface>;
  captcha: ReturnType<typeof getCaptcha>;
};

let reads: Partial<Reads> = {};

/**
 * The login page needs three reads (login type for the guard, the login interface, a captcha).
 * Started together before React renders, they cost one round trip instead of a chain of three.
 */
export function startLoginReads(pathname: string): void {
  if (!/^\/(admin\/)?login\/?$/i.test(pathname)) return;
  reads = { loginType: getLoginType(), face: getLoginInterface(), captcha: getCaptcha() };
}

/** Hands out a started read once; later calls (a refreshed captcha, a second visit) fetch anew. */
export function takeLoginRead<K extends keyof Reads>(key: K, fetchFresh: () => Reads[K]): Reads[K] {
  const started = reads[key];
  reads[key] = undefined;
  return (started as Reads[K] | undefined) ?? fetchFresh();
}
