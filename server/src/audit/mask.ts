import { MASKED } from "#contract/limits/audit";

/**
 * Secrets out of a recorded value: a field whose name says it holds a password, a secret, a token,
 * a private or API key, a credential or a certificate reads `******` (when it held something), and
 * so does any text that carries a PEM block. Pure, so that the table of names is tested directly.
 */
const SECRET_WORDS = new Set([
  "password",
  "passwd",
  "pwd",
  "secret",
  "token",
  "credential",
  "credentials",
  "salt",
  "hash",
  "cert",
  "certificate",
  "signature",
  "nonce",
  "captcha",
]);
/** "key" is a secret after one of these words (apiKey, privateKey), not alone (a config key). */
const KEY_QUALIFIERS = new Set([
  "api",
  "private",
  "secret",
  "access",
  "signing",
  "encryption",
  "client",
  "app",
]);
/** A name ending in one of these tells about a secret without holding it (passwordPolicy, tokenExpiresAt). */
const ABOUT_A_SECRET = new Set([
  "policy",
  "rule",
  "rules",
  "length",
  "set",
  "changed",
  "expires",
  "expiry",
  "at",
  "type",
  "enabled",
  "required",
  "configured",
]);
const PEM = /-----BEGIN [A-Z ]+-----/;
const MAX_DEPTH = 8;

/** `apiSecret`, `api_secret`, `API-SECRET`, `SMTP_PASSWORD` -> their lower-case words. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_\-.]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}

export function isSecretName(name: string): boolean {
  const words = wordsOf(name);
  if (words.length > 1 && ABOUT_A_SECRET.has(words[words.length - 1]!)) return false;
  return words.some(
    (word, index) =>
      SECRET_WORDS.has(word) ||
      [...SECRET_WORDS].some((secret) => word.endsWith(secret) && word.length > secret.length + 2) ||
      ((word === "key" || word === "keys") && index > 0 && KEY_QUALIFIERS.has(words[index - 1]!)) ||
      word === "apikey" ||
      word === "privatekey",
  );
}

const blank = (value: unknown) => value === null || value === undefined || value === "";

export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return PEM.test(value) ? MASKED : value;
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return MASKED;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    out[name] = isSecretName(name) && !blank(field) ? MASKED : maskSecrets(field, depth + 1);
  }
  // A key-value setting ({ key: "SMTP_PASSWORD", value: "..." }) names its secret in a sibling.
  for (const [nameField, valueField] of [
    ["key", "value"],
    ["configKey", "configValue"],
  ] as const) {
    const name = out[nameField];
    if (typeof name === "string" && isSecretName(name) && !blank(out[valueField])) out[valueField] = MASKED;
  }
  return out;
}
