import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { type PasswordPolicy, passwordProblem, passwordRuleParams } from "#contract/rules/password";
import type { FieldMessage } from "../errors.ts";
import type { MessageKey } from "../i18n.ts";

/** Password hashing (scrypt with a per-password salt) and the password rule of the server. */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

let dummyHash: Promise<string> | null = null;

/** Verifies a password; with a null hash it still spends the same time and answers false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const parts = (stored ?? (await dummyHash)).split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, saltText, keyText] = parts;
  const expected = Buffer.from(keyText, "base64");
  const actual = await derive(password, Buffer.from(saltText, "base64"), { N: +n, r: +r, p: +p });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The password rule (#contract/rules/password) as the server's message key, or null when it holds. */
export function passwordRuleViolation(password: string, account: string): MessageKey | null {
  const problem = passwordProblem(password, account);
  return problem ? `password.${problem}` : null;
}

/** The same under an administrator's password policy, with the numbers the message names. */
export function passwordPolicyViolation(
  password: string,
  account: string,
  policy: PasswordPolicy,
): FieldMessage | null {
  const problem = passwordProblem(password, account, policy);
  return problem ? { key: `password.${problem}`, params: passwordRuleParams(policy) } : null;
}
