import type { PasswordChangeBody } from "#contract/auth";
import type { AppContext } from "../context.ts";
import { ApiError, fieldError, notFound } from "../errors.ts";
import { hashPassword, passwordPolicyViolation, verifyPassword } from "../lib/passwords.ts";
import { isDirectoryUser } from "../people/ldap/accounts.ts";
import { findUserById, replacePassword } from "../people/users.ts";
import { openPasswordField } from "./login.ts";
import { checkPasswordLimited } from "./login-limits.ts";
import { readPasswordPolicy } from "./password-policy.ts";

/**
 * PATCH /system/user/{id}/change/password. Both passwords arrive encrypted like the login password.
 * For oneself the old password must match; changing another user's password needs the `user`
 * permission (checked by the route). Old-password checks count as login tries (same limits).
 * Success ends every session of the user. A user synchronised from the directory changes their
 * password there.
 */
export type PasswordChange = PasswordChangeBody & { userId: string; self: boolean; address: string };

export async function changePassword(ctx: AppContext, change: PasswordChange): Promise<void> {
  const user = await findUserById(ctx.db, change.userId);
  if (!user) throw notFound();
  if (await isDirectoryUser(ctx.db, user.id)) throw new ApiError(409, "ldap.passwordInDirectory");
  if (change.self && !change.oldPassword) throw fieldError({ oldPassword: "validation.required" });

  const oldPlain = change.self ? await openPasswordField(ctx, "oldPassword", change.oldPassword!) : null;
  const newPlain = await openPasswordField(ctx, "newPassword", change.newPassword);
  if (oldPlain !== null) {
    const oldOk = await checkPasswordLimited(ctx, user.account, change.address, () =>
      verifyPassword(oldPlain, user.passwordHash),
    );
    if (!oldOk) throw fieldError({ oldPassword: "password.oldWrong" });
  }
  const violation = passwordPolicyViolation(newPlain, user.account, await readPasswordPolicy(ctx.db));
  if (violation) throw fieldError({ newPassword: violation });
  if (oldPlain === newPlain || (await verifyPassword(newPlain, user.passwordHash))) {
    throw fieldError({ newPassword: "password.sameAsOld" });
  }
  await replacePassword(ctx, user.id, await hashPassword(newPlain));
}
