import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { users } from "../../db/schema.ts";
import { ldapAccounts } from "../../db/schema-ldap.ts";

/**
 * Users synchronised from the directory. They have no local password: `users.password_hash` holds a
 * marker no password matches, and they sign in by binding to the directory (people/ldap/login.ts).
 */
export const DIRECTORY_PASSWORD_MARKER = "!directory";

export async function isDirectoryUser(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: ldapAccounts.userId })
    .from(ldapAccounts)
    .where(eq(ldapAccounts.userId, userId));
  return row !== undefined;
}

/** The user of an account with the directory entry it is linked to (null for a local user). */
export async function findLoginUser(db: Db, account: string) {
  const [row] = await db
    .select({ user: users, entryId: ldapAccounts.entryId })
    .from(users)
    .leftJoin(ldapAccounts, eq(ldapAccounts.userId, users.id))
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`);
  return row ?? null;
}
