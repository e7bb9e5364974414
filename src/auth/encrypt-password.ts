/**
 * Encrypts `{password, nonce}` with the server's public key (RSA-OAEP, SHA-256), as the reference
 * server expects (DESIGN.md §5). jsencrypt is imported on demand so it stays out of the login page's first load.
 */

function randomNonce(bytes = 16): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** jsencrypt pads the JS string char by char, so it must hold one UTF-8 byte per char. */
function toUtf8ByteString(text: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte);
  return out;
}

export async function encryptPassword(publicKeyPem: string, password: string): Promise<string> {
  const { JSEncrypt } = await import("jsencrypt");
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const payload = toUtf8ByteString(JSON.stringify({ password, nonce: randomNonce() }));
  const cipher = encryptor.encryptOAEP(payload);
  if (!cipher) throw new Error("Password encryption failed (bad public key or password too long)");
  return cipher;
}
