/** A user's own profile: name, e-mail and phone, which they change themselves. */
import { eq } from "drizzle-orm";
import type { CurrentUser } from "#contract/auth";
import type { ProfileBody } from "#contract/profile";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema.ts";
import { ldapAccounts } from "../db/schema-ldap.ts";
import { ApiError, fieldError } from "../errors.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9\s()-]*(?:(?:ext\.?|x|#)\s*[0-9]+)?$/i;

export async function updateOwnProfile(
  ctx: AppContext,
  user: SessionUser,
  body: ProfileBody,
): Promise<CurrentUser> {
  const name = body.name.trim();
  const email = body.email?.trim() || null;
  const phone = body.phone?.trim() || null;
  if (!name) throw fieldError({ name: "validation.required" });
  if (email && !EMAIL.test(email)) throw fieldError({ email: "user.emailInvalid" });
  if (phone && !PHONE.test(phone)) throw fieldError({ phone: "profile.phoneInvalid" });
  // A directory user's details come from the directory: the next synchronisation would undo an edit.
  const [linked] = await ctx.db
    .select({ userId: ldapAccounts.userId })
    .from(ldapAccounts)
    .where(eq(ldapAccounts.userId, user.userId));
  if (linked) throw new ApiError(409, "profile.fromDirectory");
  await ctx.db
    .update(users)
    .set({ name, email, phone, updatedAt: ctx.now() })
    .where(eq(users.id, user.userId));
  return { ...user.profile, name, email, phone };
}
