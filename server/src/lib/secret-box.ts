import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.ts";

/**
 * Secrets the server must read back (the LDAP bind password) are stored sealed with AES-256-GCM
 * under the server key, so that a copy of the database alone does not reveal them. The key is the
 * SHA-256 of SECRET_KEY, or else 32 random bytes kept in DATA_DIR/secret.key (made on first use,
 * readable by the server's user only). Several instances on one database need the same SECRET_KEY.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the sealed text was made under another key or was altered. */
  open(sealed: string): string | null;
  /** A token derived from `label` under the key (HMAC-SHA256, base64url): read again, never stored. */
  derive(label: string): string;
}

const FORMAT = "v1";
const KEY_FILE = "secret.key";

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("the server key must be 32 bytes");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [FORMAT, ...[iv, cipher.getAuthTag(), data].map((part) => part.toString("base64"))].join(".");
    },
    open(sealed) {
      const [format, ...parts] = sealed.split(".");
      if (format !== FORMAT || parts.length !== 3) return null;
      const [iv, tag, data] = parts.map((part) => Buffer.from(part, "base64"));
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
    derive(label) {
      return createHmac("sha256", key).update(label, "utf8").digest("base64url");
    },
  };
}

async function keyFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, KEY_FILE);
  const read = async () => {
    const key = Buffer.from((await readFile(file, "utf8")).trim(), "base64");
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key (base64)`);
    return key;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Another instance on the same folder made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return read();
}

export async function loadServerKey(config: Pick<Config, "secretKey" | "dataDir">): Promise<Buffer> {
  if (config.secretKey) return createHash("sha256").update(config.secretKey, "utf8").digest();
  return keyFile(config.dataDir);
}
