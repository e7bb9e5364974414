import { describe, expect, it } from "vitest";
import { MASKED } from "#contract/limits/audit";
import { isSecretName, maskSecrets } from "../../server/src/audit/mask.ts";

describe("isSecretName", () => {
  it.each([
    ["password", true],
    ["oldPassword", true],
    ["SMTP_PASSWORD", true],
    ["bindPassword", true],
    ["apiSecret", true],
    ["API_SECRET", true],
    ["clientSecret", true],
    ["secretKey", true],
    ["privateKey", true],
    ["private_key", true],
    ["apiKey", true],
    ["accessToken", true],
    ["token", true],
    ["passwordHash", true],
    ["signingCertificate", true],
    ["cert", true],
    ["captcha", true],
    ["nonce", true],
    ["credentials", true],
    ["name", false],
    ["key", false],
    ["keyword", false],
    ["configKey", false],
    ["publicKeyFingerprint", false],
    ["account", false],
    ["deptId", false],
    ["capacity", false],
    ["passwordPolicy", false],
    ["passwordSet", false],
    ["tokenExpiresAt", false],
    ["apiSecretConfigured", false],
  ])("%s -> %s", (name, secret) => {
    expect(isSecretName(name)).toBe(secret);
  });
});

describe("maskSecrets", () => {
  it.each([
    ["a flat record", { name: "A", password: "p@ss" }, { name: "A", password: MASKED }],
    ["an empty secret stays empty", { password: "" }, { password: "" }],
    ["a null secret stays null", { apiSecret: null }, { apiSecret: null }],
    [
      "nested records and lists",
      { ldap: { url: "ldap://x", bindPassword: "b" }, users: [{ account: "a", password: "c" }] },
      { ldap: { url: "ldap://x", bindPassword: MASKED }, users: [{ account: "a", password: MASKED }] },
    ],
    [
      "a key-value setting naming a secret",
      { key: "SMTP_PASSWORD", value: "s3cret" },
      { key: "SMTP_PASSWORD", value: MASKED },
    ],
    [
      "a key-value setting naming no secret",
      { key: "SIP_DOMAIN", value: "sip.x" },
      { key: "SIP_DOMAIN", value: "sip.x" },
    ],
    [
      "a PEM block under any name",
      { idpCert: "x", metadata: "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----" },
      { idpCert: MASKED, metadata: MASKED },
    ],
    ["a number under a secret name", { pin: 1, token: 1234 }, { pin: 1, token: MASKED }],
    ["plain values", "text", "text"],
    ["null", null, null],
  ])("%s", (_, value, masked) => {
    expect(maskSecrets(value)).toEqual(masked);
  });

  it("does not change what it is given", () => {
    const value = { password: "p" };
    maskSecrets(value);
    expect(value.password).toBe("p");
  });
});
