import { and, asc, eq, like, sql } from "drizzle-orm";
import { newId } from "../lib/ids.ts";
import { hashPassword } from "../lib/passwords.ts";
import type { Db } from "./database.ts";
import { departments, roles, userRoles, users } from "./schema.ts";

/**
 * People for benchmarks (`npm run seed -- --departments 2000 --users 50000`): departments topped up
 * to the total as branches of 50 under the first top department (a branch, then 49 teams in it),
 * and users (ordinary role, one shared password hash) spread over every department. Rerunning
 * with the same numbers adds nothing.
 */
const BATCH = 1000;
const BRANCH_SIZE = 50;
/** The password of every scale user (`scale<n>`). */
export const SCALE_PASSWORD = "Scale#2030ok";

const count = async (db: Db, table: typeof departments | typeof users) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

const branchName = (block: number) => `规模分部 ${String(block).padStart(4, "0")}`;

export async function addScaleDepartments(db: Db, target: number, now: number): Promise<number> {
  const current = await count(db, departments);
  if (current >= target) return 0;
  const [top] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.parentId, "0"))
    .orderBy(asc(departments.sort), asc(departments.id))
    .limit(1);
  if (!top) return 0;
  const scaled = (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(departments)
      .where(like(departments.name, "规模%"))
  )[0].n;
  const rows: (typeof departments.$inferInsert)[] = [];
  const branches = new Map<number, string>();
  for (let k = scaled; k < scaled + (target - current); k++) {
    const block = Math.floor(k / BRANCH_SIZE);
    if (k % BRANCH_SIZE === 0) {
      const id = newId();
      branches.set(block, id);
      rows.push({
        id,
        parentId: top.id,
        name: branchName(block),
        sort: 1000 + block,
        createdAt: now,
        updatedAt: now,
      });
      continue;
    }
    let parentId = branches.get(block);
    if (!parentId) {
      const [branch] = await db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.parentId, top.id), eq(departments.name, branchName(block))));
      parentId = branch?.id ?? top.id;
      branches.set(block, parentId);
    }
    rows.push({
      id: newId(),
      parentId,
      name: `规模小组 ${String(k).padStart(5, "0")}`,
      sort: k % BRANCH_SIZE,
      createdAt: now,
      updatedAt: now,
    });
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(departments)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
  return rows.length;
}

export async function addScaleUsers(db: Db, target: number, now: number): Promise<number> {
  let current = await count(db, users);
  if (current >= target) return 0;
  const depts = (await db.select({ id: departments.id }).from(departments).orderBy(asc(departments.id))).map(
    (row) => row.id,
  );
  const [ordinary] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.manager, false), eq(roles.system, false)))
    .orderBy(asc(roles.sort))
    .limit(1);
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  let added = 0;
  while (current < target) {
    const size = Math.min(BATCH, target - current);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = current + i + 1;
      return {
        id: newId(),
        account: `scale${String(n).padStart(6, "0")}`,
        name: `规模用户 ${String(n).padStart(6, "0")}`,
        passwordHash,
        deptId: depts.length > 0 ? depts[n % depts.length] : null,
        phone: `139${String(n).padStart(8, "0")}`,
        sex: n % 2 === 0 ? "MALE" : "FEMALE",
        createdAt: now - n,
        updatedAt: now - n,
      };
    });
    const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
    if (ordinary && inserted.length > 0) {
      await db
        .insert(userRoles)
        .values(inserted.map((row) => ({ userId: row.id, roleId: ordinary.id })))
        .onConflictDoNothing();
    }
    added += inserted.length;
    if (inserted.length === 0) break;
    current = await count(db, users);
  }
  return added;
}
