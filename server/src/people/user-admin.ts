import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { BatchRoleBody, User, UserBody, UserUpdateBody } from "#contract/users";
import { openPasswordField } from "../auth/login.ts";
import { readPasswordPolicy } from "../auth/password-policy.ts";
import { endUserSessions, type SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { departments, users } from "../db/schema.ts";
import { schedules } from "../db/schema-meetings.ts";
import { ApiError, fieldError, notFound } from "../errors.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { newId } from "../lib/ids.ts";
import { hashPassword, passwordPolicyViolation } from "../lib/passwords.ts";
import { requireAuth } from "../plugins/auth.ts";
import { setUserData } from "./data-authority.ts";
import { type DataScope, requireCoveredDept, scopeOf } from "./data-scope.ts";
import { resolveRoleChange, setUserRoles } from "./role-rules.ts";
import { getUser } from "./user-query.ts";
import { requireManagedUser } from "./user-scope.ts";

/**
 * Adding, changing and removing users (user management, permission `user`). The caller manages the
 * users of their data authority (people/user-scope.ts), gives only the roles the role-tree rule
 * lets them give (people/role-rules.ts), and never disables, deletes or strips the SYSTEM role
 * of themselves. Disabling a user ends their sessions at once; type, authorities and ids in a body
 * are dropped by the contract's closed schemas.
 */
/** The caller manages the user just written: read it back without the scope. */
const EVERYONE: DataScope = { all: true };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const accountTaken = () =>
  new ApiError(409, "user.accountTaken", { fields: { account: "user.accountTaken" } });

const blank = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value?.trim() || null;

type ProfileValues = Partial<
  Pick<
    typeof users.$inferInsert,
    "name" | "deptId" | "email" | "phone" | "landline" | "address" | "sex" | "enabled"
  >
>;

function profileValues(body: UserUpdateBody): ProfileValues {
  const values: ProfileValues = {
    name: body.name?.trim(),
    deptId: blank(body.deptId),
    email: blank(body.email),
    phone: blank(body.phone),
    landline: blank(body.landline),
    address: blank(body.address),
    sex: body.sex,
    enabled: body.enabled,
  };
  if (values.name === "") throw fieldError({ name: "validation.required" });
  if (values.email && !EMAIL.test(values.email)) throw fieldError({ email: "user.emailInvalid" });
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as ProfileValues;
}

async function requireDept(db: Db, scope: DataScope, deptId: string | null | undefined): Promise<void> {
  if (deptId) {
    const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, deptId));
    if (!row) throw fieldError({ deptId: "room.deptNotFound" });
  }
  requireCoveredDept(scope, "deptId", deptId);
}

async function accountFree(db: Db, account: string): Promise<void> {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`);
  if (clash) throw accountTaken();
}

async function uniqueAccount<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw accountTaken();
    throw error;
  }
}

export async function createUser(ctx: AppContext, body: UserBody, request: FastifyRequest): Promise<User> {
  const caller = await requireAuth(request);
  const scope = scopeOf(caller);
  const account = body.account.trim();
  const values = profileValues(body);
  await requireDept(ctx.db, scope, values.deptId);
  await accountFree(ctx.db, account);
  const password = await openPasswordField(ctx, "password", body.password);
  const violation = passwordPolicyViolation(password, account, await readPasswordPolicy(ctx.db));
  if (violation) throw fieldError({ password: violation });
  const roleIds = await resolveRoleChange(ctx.db, caller, null, body.roleIds ?? []);
  const passwordHash = await hashPassword(password);
  const id = newId();
  await uniqueAccount(() =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await tx.insert(users).values({
        ...values,
        id,
        account,
        name: values.name as string,
        passwordHash,
        enabled: body.enabled ?? true,
        createdAt: now,
        updatedAt: now,
      });
      await setUserRoles(tx, id, roleIds);
      if (body.dataDeptIds) await setUserData(tx, id, body.dataDeptIds, scope, "dataDeptIds");
    }),
  );
  return getUser(ctx.db, id, EVERYONE);
}

function refuseSelf(
  caller: SessionUser,
  ids: readonly string[],
  key: "user.disableSelf" | "user.deleteSelf",
) {
  if (ids.includes(caller.userId)) throw new ApiError(409, key);
}

export async function updateUser(
  ctx: AppContext,
  id: string,
  body: UserUpdateBody,
  request: FastifyRequest,
): Promise<User> {
  const caller = await requireAuth(request);
  const scope = scopeOf(caller);
  await requireManagedUser(request, id);
  const values = profileValues(body);
  if (values.deptId !== undefined) await requireDept(ctx.db, scope, values.deptId);
  if (values.enabled === false) refuseSelf(caller, [id], "user.disableSelf");
  const roleIds =
    body.roleIds === undefined ? undefined : await resolveRoleChange(ctx.db, caller, id, body.roleIds);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx
      .update(users)
      .set({ ...values, updatedAt: now })
      .where(eq(users.id, id));
    if (roleIds) await setUserRoles(tx, id, roleIds);
    if (body.dataDeptIds) await setUserData(tx, id, body.dataDeptIds, scope, "dataDeptIds");
    if (values.enabled === false) await endUserSessions(tx, now, id, "DISABLED");
  });
  return getUser(ctx.db, id, EVERYONE);
}

/** Deletes users, all or nothing; one who created meetings stays (disable them instead). */
export async function deleteUsers(ctx: AppContext, ids: string[], request: FastifyRequest): Promise<void> {
  const caller = await requireAuth(request);
  const unique = [...new Set(ids)];
  refuseSelf(caller, unique, "user.deleteSelf");
  for (const id of unique) await requireManagedUser(request, id);
  await ctx.db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(schedules)
      .where(inArray(schedules.creatorId, unique));
    if (n > 0) throw new ApiError(409, "user.hasMeetings", { params: { count: n } });
    const deleted = await tx.delete(users).where(inArray(users.id, unique)).returning({ id: users.id });
    if (deleted.length !== unique.length) throw notFound();
  });
}

/** POST /system/user/batch/update/role: each user gets exactly these roles (within what the caller may give). */
export async function batchUpdateRoles(ctx: AppContext, body: BatchRoleBody, request: FastifyRequest) {
  const caller = await requireAuth(request);
  const unique = [...new Set(body.userIds)];
  for (const id of unique) await requireManagedUser(request, id);
  const changes = await Promise.all(
    unique.map(async (id) => ({ id, roleIds: await resolveRoleChange(ctx.db, caller, id, body.roleIds) })),
  );
  await ctx.db.transaction(async (tx) => {
    for (const change of changes) await setUserRoles(tx, change.id, change.roleIds);
    await tx.update(users).set({ updatedAt: ctx.now() }).where(inArray(users.id, unique));
  });
}
