import { constants, publicEncrypt, randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse as Response } from "fastify";
import { inject } from "vitest";
import { type BuildOptions, buildApp } from "../../server/src/app.ts";
import type { Database } from "../../server/src/db/database.ts";
import { copyOfTemplate, dropDatabase } from "./test-postgres.ts";

/** Test helpers: apps on a private copy of the seeded template database (test-postgres.ts). */
export const CAPTCHA = "1234";
/** The server key of test apps (SECRET_KEY), so that no key file is written into the repository. */
export const TEST_SECRET_KEY = "server-tests-secret-key-0123456789abcdef";

const server = () => inject("testPostgres");

/** A fresh, seeded database of its own; closing it drops it. */
export async function freshDatabase(): Promise<Database> {
  const copy = await copyOfTemplate(server());
  const database = await copy.open();
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(server(), copy.name);
    },
  };
}

export type MakeAppOptions = Omit<BuildOptions, "db">;

async function appOn(database: Database, options: MakeAppOptions): Promise<FastifyInstance> {
  const app = await buildApp({
    // Tests that write the database directly see their writes on the next call (session-cache.test.ts
    // covers the cache).
    sessionCache: false,
    ...options,
    db: database,
    config: {
      captchaFixed: CAPTCHA,
      secretKey: TEST_SECRET_KEY,
      staticDir: path.join(os.tmpdir(), "no-console-here"),
      // Uploaded client packages land here, never in the repository's ./data.
      dataDir: path.join(os.tmpdir(), "meeting-server-tests-data"),
      ...options.config,
    },
  });
  app.addHook("onClose", () => database.close());
  return app;
}

/** An app on a fresh seeded database, CAPTCHA_FIXED=1234, no console files. */
export async function makeApp(options: MakeAppOptions = {}): Promise<FastifyInstance> {
  const database = await freshDatabase();
  try {
    return await appOn(database, options);
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Several server instances (each an app with its own pool) on one fresh database; options per instance or for all. */
export async function makeInstances(
  count: number,
  options: MakeAppOptions | ((index: number) => MakeAppOptions) = {},
): Promise<{ apps: FastifyInstance[]; close(): Promise<void> }> {
  const copy = await copyOfTemplate(server());
  const apps: FastifyInstance[] = [];
  const close = async () => {
    await Promise.all(apps.map((app) => app.close()));
    await dropDatabase(server(), copy.name);
  };
  try {
    for (let i = 0; i < count; i++) {
      apps.push(await appOn(await copy.open(), typeof options === "function" ? options(i) : options));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { apps, close };
}

export const randomNonce = (): string => randomBytes(12).toString("hex");

/** RSA-OAEP(SHA-256) of `{password, nonce}`, byte-compatible with jsencrypt's encryptOAEP. */
export function encryptPassword(publicKey: string, password: string, nonce = randomNonce()): string {
  const plain = Buffer.from(JSON.stringify({ password, nonce }), "utf8");
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    plain,
  ).toString("base64");
}

export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
  errorCode?: string;
}

export const envelopeOf = <T = unknown>(response: Response): Envelope<T> => response.json() as Envelope<T>;

export interface CallOptions {
  token?: string;
  payload?: unknown;
  language?: "zh-CN" | "en-US";
  address?: string;
  headers?: Record<string, string>;
}

export function call(app: FastifyInstance, method: string, url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.token = options.token;
  if (options.language) headers.language = options.language;
  return app.inject({
    method: method as "GET",
    url,
    headers,
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    ...(options.address ? { remoteAddress: options.address } : {}),
  });
}

export async function publicKeyOf(app: FastifyInstance): Promise<string> {
  const response = await call(app, "GET", "/api/v1/login/interface");
  return envelopeOf<{ publicKey: string }>(response).data.publicKey;
}

export async function captchaKey(app: FastifyInstance): Promise<string> {
  return envelopeOf<{ key: string }>(await call(app, "GET", "/api/v1/login/captcha")).data.key;
}

/** POST /login with a fresh captcha; returns the raw response. */
export async function tryLogin(
  app: FastifyInstance,
  account: string,
  password: string,
  options: {
    address?: string;
    captcha?: string;
    language?: "zh-CN" | "en-US";
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const payload = {
    account,
    password: encryptPassword(await publicKeyOf(app), password),
    captchaKey: await captchaKey(app),
    captcha: options.captcha ?? CAPTCHA,
  };
  return call(app, "POST", "/api/v1/login", {
    payload,
    address: options.address,
    language: options.language,
    headers: options.headers,
  });
}

export interface LoggedIn {
  token: string;
  user: { id: string; account: string; type: string; authorities: string[] } & Record<string, unknown>;
}

export async function loginAs(
  app: FastifyInstance,
  account: string,
  password: string,
  options: { captcha?: string } = {},
): Promise<LoggedIn> {
  const response = await tryLogin(app, account, password, options);
  if (response.statusCode !== 200) throw new Error(`login ${account} failed: ${response.body}`);
  return envelopeOf<LoggedIn>(response).data;
}

export const ADMIN = ["admin", "Admin@123"] as const;
export const OPERATOR = ["operator", "Operator@123"] as const;
export const USER = ["user", "User@123"] as const;

/**
 * Widens an account's own data authority to the whole organisation (every top department), for
 * tests about something else than data authority (the demo `operator` covers two branches only).
 */
export async function coverWholeOrganisation(app: FastifyInstance, account: string): Promise<void> {
  const { departments, userDataAuthority, users } = await import("../../server/src/db/schema.ts");
  const { eq } = await import("drizzle-orm");
  const db = app.ctx.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  const tops = await db.select({ id: departments.id }).from(departments).where(eq(departments.parentId, "0"));
  await db
    .insert(userDataAuthority)
    .values(tops.map((dept) => ({ userId: user.id, deptId: dept.id })))
    .onConflictDoNothing();
}
