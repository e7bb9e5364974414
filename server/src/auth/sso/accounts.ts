import { sql } from "drizzle-orm";
import { ACCOUNT_MAX, ACCOUNT_PATTERN, EMAIL_MAX, PERSON_NAME_MAX } from "#contract/limits";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { SsoError } from "./errors.ts";

/**
 * Who an identity provider's account is: the console user with that account (case-insensitive),
 * whatever its origin. An account the console does not know is refused, unless the settings say
 * to create users: the user is then made with the provider's name and e-mail, no department, no
 * role (it sees what any signed-in user sees until an administrator gives it roles) and a password
 * no password matches (it signs in through the provider only).
 */
export const SSO_PASSWORD_MARKER = "!sso";

export interface ProviderIdentity {
  account: string | null;
  name?: string | null;
  email?: string | null;
}

const accountShape = new RegExp(ACCOUNT_PATTERN);
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function userForIdentity(ctx: AppContext, identity: ProviderIdentity, createUsers: boolean) {
  const account = identity.account?.trim() ?? "";
  if (!account) throw new SsoError("ACCOUNT_MISSING");
  const [found] = await ctx.db
    .select({ id: users.id, enabled: users.enabled })
    .from(users)
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`);
  if (found) {
    if (!found.enabled) throw new SsoError("ACCOUNT_DISABLED", account);
    return found.id;
  }
  if (!createUsers) throw new SsoError("UNKNOWN_ACCOUNT", account);
  if (account.length > ACCOUNT_MAX || !accountShape.test(account))
    throw new SsoError("ACCOUNT_MISSING", account);
  const email = identity.email && identity.email.length <= EMAIL_MAX && emailShape.test(identity.email);
  const now = ctx.now();
  const [created] = await ctx.db
    .insert(users)
    .values({
      id: newId(),
      account,
      name: identity.name?.trim().slice(0, PERSON_NAME_MAX) || account,
      email: email ? identity.email : null,
      passwordHash: SSO_PASSWORD_MARKER,
      enabled: true,
      createdAt: now,
      updatedAt: now,
    })
    // Two first sign-ins of one account at once: the second finds the first's user.
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  return userForIdentity(ctx, identity, false);
}
