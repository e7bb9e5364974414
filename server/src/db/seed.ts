import { sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import { newId } from "../lib/ids.ts";
import { hashPassword, passwordRuleViolation } from "../lib/passwords.ts";
import type { Db } from "./database.ts";
import {
  departments,
  roleGroups,
  rolePermissions,
  roles,
  userDataAuthority,
  userRoles,
  users,
} from "./schema.ts";
import {
  DEMO_USERS,
  DEPARTMENT_TREE,
  type DeptSeed,
  ROLE_GROUPS,
  ROLES,
  type UserSeed,
} from "./seed-data.ts";
import { seedDevices } from "./seed-devices.ts";
import { addHistory, DEMO_HISTORY, DEMO_HISTORY_MONTHS, DEMO_HISTORY_PER_MONTH } from "./seed-history.ts";
import { seedLive } from "./seed-live.ts";
import { seedMeetings } from "./seed-meetings.ts";
import { seedOperation } from "./seed-operation.ts";

/** First-start data: demo organisation and accounts, or (in production) the admin account only. */
export class SeedError extends Error {}

const SEED_LOCK = 72_616_102;

type DeptRow = typeof departments.$inferInsert;

function flattenTree(node: DeptSeed, parentId: string, sort: number, now: number, ids: Map<string, string>) {
  const id = newId();
  ids.set(node.key, id);
  const rows: DeptRow[] = [{ id, parentId, name: node.name, sort, createdAt: now, updatedAt: now }];
  (node.children ?? []).forEach((child, index) => {
    rows.push(...flattenTree(child, id, index + 1, now, ids));
  });
  return rows;
}

async function insertRoles(tx: Db, now: number): Promise<Map<string, string>> {
  const groupIds = new Map<string, string>();
  for (const [index, group] of ROLE_GROUPS.entries()) {
    const id = newId();
    groupIds.set(group.key, id);
    const parentId = group.parent ? groupIds.get(group.parent)! : "0";
    await tx
      .insert(roleGroups)
      .values({ id, parentId, name: group.name, sort: index + 1, createdAt: now, updatedAt: now });
  }
  const ids = new Map<string, string>();
  const roleRows = ROLES.map((role, index) => {
    const id = newId();
    ids.set(role.key, id);
    return {
      id,
      groupId: groupIds.get(role.group)!,
      name: role.name,
      description: role.description,
      manager: role.manager ?? false,
      system: role.system ?? false,
      sort: index + 1,
      createdAt: now,
      updatedAt: now,
    };
  });
  await tx.insert(roles).values(roleRows);
  const permissionRows = ROLES.flatMap((role) =>
    role.permissions.map((permission) => ({ roleId: ids.get(role.key)!, permission })),
  );
  if (permissionRows.length > 0) await tx.insert(rolePermissions).values(permissionRows);
  return ids;
}

async function insertUsers(
  tx: Db,
  seeds: UserSeed[],
  deptIds: Map<string, string>,
  roleIds: Map<string, string>,
  now: number,
) {
  // Same scrypt parameters as real passwords; two at a time keeps both cores busy without holding
  // more scrypt buffers (16 MB each) than that.
  const hashes: string[] = new Array(seeds.length);
  let next = 0;
  const hasher = async () => {
    for (let i = next++; i < seeds.length; i = next++) hashes[i] = await hashPassword(seeds[i].password);
  };
  await Promise.all([hasher(), hasher()]);
  const rows = seeds.map((seed, index) => ({
    id: newId(),
    account: seed.account,
    name: seed.name,
    passwordHash: hashes[index],
    deptId: deptIds.get(seed.dept) ?? null,
    email: deptIds.size > 0 ? `${seed.account}@example.com` : null,
    phone: deptIds.size > 0 ? `1380000${String(index).padStart(4, "0")}` : null,
    sex: seed.sex,
    createdAt: now,
    updatedAt: now,
  }));
  await tx.insert(users).values(rows);
  await tx
    .insert(userRoles)
    .values(rows.map((row, index) => ({ userId: row.id, roleId: roleIds.get(seeds[index].role)! })));
  const grants = rows.flatMap((row, index) =>
    (seeds[index].dataDepts ?? []).flatMap((key) => {
      const deptId = deptIds.get(key);
      return deptId ? [{ userId: row.id, deptId }] : [];
    }),
  );
  if (grants.length > 0) await tx.insert(userDataAuthority).values(grants);
}

/** Seeds an empty database once; a database with any user is left alone. */
export async function seed(db: Db, config: Config, now: number): Promise<"demo" | "production" | "skipped"> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count > 0) return "skipped";
    const roleIds = await insertRoles(tx, now);
    if (config.production) {
      const password = config.adminPassword;
      if (!password) {
        throw new SeedError(
          "ADMIN_PASSWORD is required in production to create the admin account on first start",
        );
      }
      const violation = passwordRuleViolation(password, "admin");
      if (violation) {
        throw new SeedError(
          "ADMIN_PASSWORD must be 8-32 characters, contain three of upper/lower/digit/symbol and not contain 'admin'",
        );
      }
      const admin: UserSeed = { ...DEMO_USERS[0], password };
      await insertUsers(tx, [admin], new Map(), roleIds, now);
      await seedOperation(tx, null, now);
      await seedDevices(tx, false, now);
      return "production";
    }
    const deptIds = new Map<string, string>();
    await tx.insert(departments).values(flattenTree(DEPARTMENT_TREE, "0", 1, now, deptIds));
    await insertUsers(tx, DEMO_USERS, deptIds, roleIds, now);
    await seedOperation(tx, deptIds, now);
    await seedDevices(tx, true, now);
    await seedMeetings(tx, now);
    await seedLive(tx, now);
    // The tests' databases (and the bench's) start from the demo without it: they count meetings.
    if (config.nodeEnv !== "test")
      await addHistory(tx, DEMO_HISTORY_MONTHS, now, DEMO_HISTORY_PER_MONTH, DEMO_HISTORY);
    return "demo";
  });
}
