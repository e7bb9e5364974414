import { authOps } from "#contract/operations/auth";
import { call } from "../providers/http/call";
/**
 * A form's password fields encrypted with the server's login key before they leave the browser
 * (DESIGN.md §5), for the forms of the resource kit (the new user, a reset password).
 */
import { encryptPassword } from "./encrypt-password";

export async function withEncryptedPasswords(
  payload: Record<string, unknown>,
  fields: readonly string[],
): Promise<Record<string, unknown>> {
  const present = fields.filter((name) => typeof payload[name] === "string" && payload[name] !== "");
  if (present.length === 0) return payload;
  const key = await call(authOps.loginInterface);
  if (!key.ok) throw new Error(key.message);
  const out = { ...payload };
  for (const name of present) out[name] = await encryptPassword(key.data.publicKey, String(payload[name]));
  return out;
}
