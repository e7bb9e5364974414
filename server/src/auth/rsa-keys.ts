import { constants, generateKeyPair, privateDecrypt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { rsaKeys } from "../db/schema.ts";

/**
 * The login key pair: RSA 2048 created on first start, kept in the database (so several
 * instances and restarts share it). The console encrypts `{password, nonce}` with jsencrypt's
 * encryptOAEP (SHA-256); the private key never leaves the server.
 */
export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

const KEY_ID = "login";

function generate(): Promise<KeyPair> {
  return new Promise((resolve, reject) => {
    generateKeyPair(
      "rsa",
      {
        modulusLength: 2048,
        publicKeyEncoding: { type: "spki", format: "pem" },
        privateKeyEncoding: { type: "pkcs8", format: "pem" },
      },
      (err, publicKey, privateKey) => (err ? reject(err) : resolve({ publicKey, privateKey })),
    );
  });
}

export async function ensureKeyPair(db: Db, now: number): Promise<KeyPair> {
  const existing = await db.select().from(rsaKeys).where(eq(rsaKeys.id, KEY_ID));
  if (existing[0]) return existing[0];
  const fresh = await generate();
  await db
    .insert(rsaKeys)
    .values({ id: KEY_ID, ...fresh, createdAt: now })
    .onConflictDoNothing();
  const [stored] = await db.select().from(rsaKeys).where(eq(rsaKeys.id, KEY_ID));
  return stored;
}

export interface SealedSecret {
  password: string;
  nonce: string;
}

/** Opens a base64 RSA-OAEP(SHA-256) ciphertext of `{"password": "...", "nonce": "..."}`; null if unreadable. */
export function openSecret(privateKey: string, base64: string): SealedSecret | null {
  try {
    const cipher = Buffer.from(base64, "base64");
    if (cipher.length !== 256) return null;
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      cipher,
    ).toString("utf8");
    const parsed: unknown = JSON.parse(plain);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { password, nonce } = parsed as Record<string, unknown>;
    if (typeof password !== "string" || password.length === 0 || password.length > 128) return null;
    if (typeof nonce !== "string" || nonce.length < 16 || nonce.length > 128) return null;
    return { password, nonce };
  } catch {
    return null;
  }
}
