import { describe, expect, it } from "vitest";
import { encryptPassword } from "../../../src/auth/encrypt-password";
import { decryptPayload, publicKey } from "./rsa";

describe("encryptPassword (DESIGN §5: {password, nonce}, RSA-OAEP SHA-256)", () => {
  it.each([
    ["ASCII", "Secret#123"],
    ["Chinese (UTF-8 encoded before padding)", "密码Pässwörd🙂"],
    ["quotes and backslashes", 'a"b\\c'],
  ])("the server can decrypt a %s password", async (_kind, password) => {
    const payload = decryptPayload(await encryptPassword(publicKey, password));
    expect(payload.password).toBe(password);
    expect(payload.nonce.length).toBeGreaterThanOrEqual(16);
  });

  it("uses a fresh nonce (and ciphertext) each time", async () => {
    const [a, b] = await Promise.all([
      encryptPassword(publicKey, "same"),
      encryptPassword(publicKey, "same"),
    ]);
    expect(a).not.toBe(b);
    expect(decryptPayload(a).nonce).not.toBe(decryptPayload(b).nonce);
  });

  it("rejects a bad key or a password too long for one RSA block", async () => {
    await expect(encryptPassword("not a key", "x")).rejects.toThrow();
    await expect(encryptPassword(publicKey, "x".repeat(200))).rejects.toThrow(/encryption failed/);
  });
});
