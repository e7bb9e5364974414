import { timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { ApiAccess, ApiAccount, ApiSecret } from "#contract/open-api";
import { authoritiesColumn } from "../../auth/session-lookup.ts";
import type { SessionUser } from "../../auth/sessions.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { departments, roles, userRoles, users } from "../../db/schema.ts";
import { apiCredentials } from "../../db/schema-licence.ts";
import { ApiError, fieldError } from "../../errors.ts";
import { randomToken, sha256 } from "../../lib/ids.ts";
import { qualified as q } from "../../lib/qualified.ts";
import { coveredDeptIdsSql, currentUserOf, userTypeSql } from "../../people/user-columns.ts";

/**
 * The open API's one credential (docs/open-api.md): a public key, the SHA-256 of a random secret
 * (shown once by the rotation, never stored or answered), and the account whose roles bound what
 * a caller with both may do. A SYSTEM account is refused: the secret must not run the system.
 */
const ROW_ID = "open-api";

const roleNamesColumn = sql<string[]>`coalesce((select array_agg(${q(roles.name)} order by ${q(roles.name)})
  from ${userRoles} inner join ${roles} on ${q(roles.id)} = ${q(userRoles.roleId)}
  where ${q(userRoles.userId)} = ${q(users.id)}), '{}')`;

async function accountOf(
  db: Db,
  userId: string,
): Promise<(ApiAccount & { type: string; enabled: boolean }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      roleNames: roleNamesColumn,
      type: userTypeSql(q(users.id)),
      enabled: users.enabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function readApiAccess(db: Db): Promise<ApiAccess> {
  const [row] = await db.select().from(apiCredentials).where(eq(apiCredentials.id, ROW_ID));
  const account = row?.userId ? await accountOf(db, row.userId) : null;
  return {
    apiKey: row?.apiKey ?? null,
    account: account
      ? { id: account.id, account: account.account, name: account.name, roleNames: account.roleNames }
      : null,
    hasSecret: Boolean(row?.secretHash),
    rotatedAt: row?.rotatedAt ?? null,
  };
}

const newApiKey = (): string => `ak_${randomToken().slice(0, 24)}`;

export async function bindApiAccount(ctx: AppContext, userId: string): Promise<ApiAccess> {
  const account = await accountOf(ctx.db, userId);
  if (!account) throw fieldError({ userId: "error.notFound" });
  if (account.type === "SYSTEM") throw fieldError({ userId: "openApi.systemAccount" });
  if (!account.enabled) throw fieldError({ userId: "openApi.disabledAccount" });
  const now = ctx.now();
  await ctx.db
    .insert(apiCredentials)
    .values({ id: ROW_ID, apiKey: newApiKey(), userId, updatedAt: now })
    .onConflictDoUpdate({ target: apiCredentials.id, set: { userId, updatedAt: now } });
  return readApiAccess(ctx.db);
}

/** A new secret: the old one stops working with this statement. */
export async function rotateApiSecret(ctx: AppContext): Promise<ApiSecret> {
  const secret = randomToken();
  const now = ctx.now();
  const [row] = await ctx.db
    .update(apiCredentials)
    .set({ secretHash: sha256(secret), rotatedAt: now, updatedAt: now })
    .where(eq(apiCredentials.id, ROW_ID))
    .returning({ apiKey: apiCredentials.apiKey, userId: apiCredentials.userId });
  if (!row?.userId) throw new ApiError(409, "openApi.noAccount");
  return { apiKey: row.apiKey, secret, rotatedAt: now };
}

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));

/** The account a key and secret act as, read like a session's user; null when they do not match. */
export async function resolveApiCredential(
  ctx: AppContext,
  apiKey: string,
  secret: string,
): Promise<SessionUser | null> {
  const [row] = await ctx.db
    .select({
      secretHash: apiCredentials.secretHash,
      userId: users.id,
      account: users.account,
      name: users.name,
      type: userTypeSql(q(users.id)),
      enabled: users.enabled,
      deptId: users.deptId,
      deptName: departments.name,
      email: users.email,
      phone: users.phone,
      authorities: authoritiesColumn,
      dataDeptIds: coveredDeptIdsSql(q(users.id)),
    })
    .from(apiCredentials)
    .innerJoin(users, eq(users.id, apiCredentials.userId))
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(eq(apiCredentials.apiKey, apiKey));
  if (!row?.secretHash || !sameHash(row.secretHash, sha256(secret))) return null;
  if (!row.enabled || row.type === "SYSTEM") return null;
  const profile = currentUserOf(row);
  return {
    sessionId: `api:${apiKey}`,
    userId: row.userId,
    account: row.account,
    type: row.type,
    profile,
    dataDeptIds: row.dataDeptIds,
  };
}
