import type { AppContext } from "../context.ts";
import { fieldError } from "../errors.ts";
import { spendNonce } from "./nonces.ts";
import { openSecret } from "./rsa-keys.ts";

/** Decrypts an encrypted password field and uses its nonce up; field errors name `field`. */
export async function openPasswordField(ctx: AppContext, field: string, cipher: string): Promise<string> {
  const secret = openSecret(ctx.keys.privateKey, cipher);
  if (!secret) throw fieldError({ [field]: "auth.passwordUnreadable" });
  if (!(await spendNonce(ctx, secret.nonce))) throw fieldError({ [field]: "auth.nonceReused" });
  return secret.password;
}
