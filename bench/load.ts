// API side: log in (RSA-OAEP password), and load a URL with autocannon.
import { constants, publicEncrypt, randomBytes } from "node:crypto";
import autocannon from "autocannon";

interface Envelope<T> {
  status?: number;
  message?: string;
  data?: T;
}

async function call<T>(baseUrl: string, pathname: string, init?: RequestInit): Promise<T> {
  const res = await fetch(baseUrl + pathname, {
    ...init,
    headers: { "content-type": "application/json", language: "en-US", userAgent: "WEB", ...init?.headers },
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(
      `${init?.method ?? "GET"} ${pathname}: ${res.status} non-JSON answer: ${text.slice(0, 200)}`,
    );
  }
  if (res.status !== 200 || body.data === undefined) {
    throw new Error(`${init?.method ?? "GET"} ${pathname}: ${res.status} ${text.slice(0, 300)}`);
  }
  return body.data;
}

export function encryptPassword(publicKeyPem: string, password: string): string {
  const nonce = randomBytes(18).toString("base64url"); // 24 characters
  const buf = Buffer.from(JSON.stringify({ password, nonce }), "utf8");
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    buf,
  ).toString("base64");
}

/** Log in with the fixed captcha answer the bench server runs with; returns the session token. */
export async function login(
  baseUrl: string,
  account: string,
  password: string,
  captcha: string,
): Promise<string> {
  const iface = await call<{ publicKey: string }>(baseUrl, "/api/v1/login/interface");
  const { key } = await call<{ key: string }>(baseUrl, "/api/v1/login/captcha");
  const data = await call<{ token: string }>(baseUrl, "/api/v1/login", {
    method: "POST",
    body: JSON.stringify({
      account,
      password: encryptPassword(iface.publicKey, password),
      captchaKey: key,
      captcha,
    }),
  });
  if (!data.token) throw new Error("login answered without a token");
  return data.token;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  durationS?: number;
}

export interface LoadResult {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  rps: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

export async function loadTest(opts: LoadOptions): Promise<LoadResult> {
  const r = await autocannon({
    url: opts.url,
    connections: opts.connections ?? 50,
    duration: opts.durationS ?? 10,
    headers: opts.headers,
  });
  return {
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    rps: r.requests.average,
    ok2xx: r["2xx"],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])),
  };
}
