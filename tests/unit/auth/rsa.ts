import { constants, generateKeyPairSync, privateDecrypt } from "node:crypto";

/** A key pair like the server's (DESIGN §5), and the server's side of the decryption. */
export const { publicKey, privateKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});

export function decryptPayload(cipher: string): { password: string; nonce: string } {
  const plain = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(cipher, "base64"),
  );
  return JSON.parse(plain.toString("utf8"));
}
