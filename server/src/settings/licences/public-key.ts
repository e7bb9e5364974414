import { createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * The Ed25519 key a stock build verifies licences with. Only its public half is in the repository:
 * the vendor keeps the private half and signs with `npm run licence:sign` (docs/licences.md). A
 * vendor build replaces this key, or an installation names its own with LICENCE_PUBLIC_KEY_FILE or
 * LICENCE_PUBLIC_KEY. The tests sign with a pair of their own (tests/fixtures/licence) that no
 * build trusts.
 */
export const VENDOR_LICENCE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEASw1WligmK761PQe8blSxND3mRMlq+Pkazbu44fHwrTw=
-----END PUBLIC KEY-----
`;

export class LicenceKeyError extends Error {}

/** The PEM if it holds an Ed25519 public key; throws LicenceKeyError saying where it came from. */
export function ed25519PublicKey(pem: string, source: string): string {
  let type: string | undefined;
  try {
    type = createPublicKey(pem).asymmetricKeyType;
  } catch {
    type = undefined;
  }
  if (type !== "ed25519") {
    throw new LicenceKeyError(
      `${source} must hold an Ed25519 public key in PEM (openssl pkey -in vendor-key.pem -pubout)`,
    );
  }
  return pem;
}

/** The key licences are verified with: LICENCE_PUBLIC_KEY_FILE, LICENCE_PUBLIC_KEY or the build's. */
export function licencePublicKeyFrom(env: NodeJS.ProcessEnv): string {
  const file = env.LICENCE_PUBLIC_KEY_FILE;
  if (file) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      throw new LicenceKeyError(`LICENCE_PUBLIC_KEY_FILE cannot be read: ${file}`);
    }
    return ed25519PublicKey(text, "LICENCE_PUBLIC_KEY_FILE");
  }
  if (env.LICENCE_PUBLIC_KEY) return ed25519PublicKey(env.LICENCE_PUBLIC_KEY, "LICENCE_PUBLIC_KEY");
  return VENDOR_LICENCE_PUBLIC_KEY;
}
