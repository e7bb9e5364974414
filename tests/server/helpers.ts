import { constants, createHash, publicEncrypt, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance, LightMyRequestResponse as Response } from "fastify";
import { type BuildOptions, buildApp } from "../../server/src/app.ts";
import { configWith } from "../../server/src/config.ts";
import { fromPglite, PGLITE_EXTENSIONS } from "../../server/src/db/database.ts";
import { migrate } from "../../server/src/db/migrate.ts";
import { seed } from "../../server/src/db/seed.ts";
import { ensureKeyPair } from "../../server/src/services/rsa-keys.ts";

/**
 * Test helpers: apps on a fresh in-memory PGlite. Creating a PGlite cluster takes seconds, so the
 * migrated and seeded demo database is built once, dumped to a temporary file named after the
 * hash of the schema and seed sources, and every app loads a private copy of it.
 */
export const CAPTCHA = "1234";
const serverSrc = path.resolve(import.meta.dirname, "../../server/src");

function sourceHash(): string {
  const hash = createHash("sha256");
  const files = [
    ...readdirSync(path.join(serverSrc, "db/migrations"))
      .filter((name) => name.endsWith(".sql"))
      .map((name) => `db/migrations/${name}`),
    ...readdirSync(path.join(serverSrc, "db"))
      .filter((name) => name.endsWith(".ts"))
      .map((name) => `db/${name}`),
    "lib/passwords.ts",
    "permissions.ts",
  ];
  for (const file of files.sort()) {
    hash.update(file).update(readFileSync(path.join(serverSrc, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

const TEMPLATE_PREFIX = "meeting-server-test-db-";
let template: Promise<Buffer> | null = null;

async function buildTemplate(file: string): Promise<Buffer> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await migrate(database.db);
  await seed(database.db, configWith({}), Date.now());
  await ensureKeyPair(database.db, Date.now());
  const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  await client.close();
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  for (const name of readdirSync(os.tmpdir())) {
    const stale = path.join(os.tmpdir(), name);
    if (name.startsWith(TEMPLATE_PREFIX) && name.endsWith(".tar") && stale !== file) {
      rmSync(stale, { force: true });
    }
  }
  return dump;
}

function seededDump(): Promise<Buffer> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${sourceHash()}.tar`);
    return existsSync(file) ? readFileSync(file) : buildTemplate(file);
  })();
  return template;
}

/** A fresh, seeded in-memory database (a private copy of the template). */
export async function freshDatabase() {
  const client = new PGlite({ loadDataDir: new Blob([await seededDump()]), extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return fromPglite(client);
}

export type MakeAppOptions = Omit<BuildOptions, "db">;

/** An app on a fresh seeded database, CAPTCHA_FIXED=1234, no console files. */
export async function makeApp(options: MakeAppOptions = {}): Promise<FastifyInstance> {
  const database = await freshDatabase();
  const app = await buildApp({
    ...options,
    db: database,
    config: {
      captchaFixed: CAPTCHA,
      staticDir: path.join(os.tmpdir(), "no-console-here"),
      ...options.config,
    },
  });
  app.addHook("onClose", () => database.close());
  return app;
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
  options: { address?: string; captcha?: string; language?: "zh-CN" | "en-US" } = {},
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
