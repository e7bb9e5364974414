import type { AppContext } from "../../context.ts";
import { ApiError } from "../../errors.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { getSystemConfig } from "../../settings/system-config.ts";
import { findLoginUser } from "./accounts.ts";
import { bindAsUser } from "./directory.ts";
import { DirectoryError } from "./errors.ts";
import { storedConnection } from "./settings.ts";
import { mappingsOf } from "./sync.ts";
import { validate, writeBatch } from "./sync-writer.ts";

/**
 * Whose password is right, for POST /login. A local user's is checked against its hash. With the
 * login type LDAP, a user synchronised from the directory (or an account the directory knows and
 * this server does not yet) is checked by binding to the directory as that user; the entry found
 * must be the one the user is linked to, and its attributes are written as a synchronisation
 * would. With another login type a directory user has no password that matches. Every refusal is
 * the same `null`, so that the caller answers a wrong password alike for all.
 */
export type LoginUser = NonNullable<Awaited<ReturnType<typeof findLoginUser>>>["user"];

async function directoryLogin(
  ctx: AppContext,
  account: string,
  password: string,
  linkedEntry: string | null,
) {
  let connection: Awaited<ReturnType<typeof storedConnection>>;
  try {
    connection = await storedConnection(ctx);
  } catch {
    return null;
  }
  let entry: Awaited<ReturnType<typeof bindAsUser>>;
  try {
    entry = await bindAsUser(connection, account, password);
  } catch (error) {
    if (error instanceof DirectoryError) throw new ApiError(503, "ldap.loginUnavailable");
    throw error;
  }
  if (!entry) return null;
  const checked = validate(entry);
  if ("problem" in checked) return null;
  // The account may have passed to another person of the directory: only the linked entry signs in.
  if (linkedEntry !== null && checked.id !== linkedEntry) return null;
  const mappings = await mappingsOf(ctx.db);
  await ctx.db.transaction((tx) => writeBatch(tx, [checked], { runId: null, mappings, now: ctx.now() }));
  return (await findLoginUser(ctx.db, account))?.user ?? null;
}

export async function checkCredentials(
  ctx: AppContext,
  account: string,
  password: string,
): Promise<LoginUser | null> {
  const found = await findLoginUser(ctx.db, account);
  const directoryLogins = (await getSystemConfig(ctx.db, "LOGIN_TYPE")) === "LDAP";
  if (found && found.entryId === null) {
    return (await verifyPassword(password, found.user.passwordHash)) ? found.user : null;
  }
  if (directoryLogins) return directoryLogin(ctx, account, password, found?.entryId ?? null);
  // Spend the time of a hash check, as for an unknown account.
  await verifyPassword(password, null);
  return null;
}
