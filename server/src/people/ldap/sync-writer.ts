import { and, eq, inArray, sql } from "drizzle-orm";
import type { LdapEntryProblem } from "#contract/ldap";
import { ACCOUNT_MAX, ACCOUNT_PATTERN, EMAIL_MAX, PERSON_NAME_MAX, PHONE_MAX } from "#contract/limits";
import type { Db } from "../../db/database.ts";
import { users } from "../../db/schema.ts";
import { ldapAccounts } from "../../db/schema-ldap.ts";
import { newId } from "../../lib/ids.ts";
import { DIRECTORY_PASSWORD_MARKER } from "./accounts.ts";
import type { DirectoryEntry } from "./directory.ts";
import { deptOfEntry, dnKey } from "./dn.ts";

/**
 * Writes directory entries as users, a batch in one transaction: a new entry becomes a user linked
 * to it, a known entry updates its user where something changed, an entry whose account a local
 * user holds is left out (a directory never takes over a local account). Departments follow the OU
 * mapping; an entry under no mapped OU keeps the department its user has.
 */
export type ValidEntry = DirectoryEntry & { id: string; account: string };
export type Problem = Omit<LdapEntryProblem, "message">;

export interface Mapping {
  ouKey: string;
  deptId: string;
}

export interface BatchCounts {
  created: number;
  updated: number;
  unchanged: number;
  enabled: number;
  skipped: number;
  problems: Problem[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ACCOUNT = new RegExp(ACCOUNT_PATTERN);

/** An entry the writer can take, or the problem that leaves it out. */
export function validate(entry: DirectoryEntry): ValidEntry | Problem {
  const base = { dn: entry.dn, account: entry.account };
  if (!entry.id) return { ...base, problem: "ID_MISSING" };
  if (!entry.account) return { ...base, problem: "ACCOUNT_MISSING" };
  if (entry.account.length > ACCOUNT_MAX || !ACCOUNT.test(entry.account)) {
    return { ...base, problem: "ACCOUNT_INVALID" };
  }
  return entry as ValidEntry;
}

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

function profileOf(entry: ValidEntry) {
  const email = clip(entry.email, EMAIL_MAX);
  return {
    account: entry.account,
    name: clip(entry.name, PERSON_NAME_MAX) ?? entry.account,
    email: email && EMAIL.test(email) ? email : null,
    phone: clip(entry.phone, PHONE_MAX),
  };
}

type Linked = {
  userId: string;
  account: string;
  name: string;
  email: string | null;
  phone: string | null;
  deptId: string | null;
  enabled: boolean;
  dn: string;
  disabledBySync: boolean;
};

async function linkedUsers(tx: Db, entryIds: string[]): Promise<Map<string, Linked>> {
  const rows = await tx
    .select({
      entryId: ldapAccounts.entryId,
      userId: users.id,
      account: users.account,
      name: users.name,
      email: users.email,
      phone: users.phone,
      deptId: users.deptId,
      enabled: users.enabled,
      dn: ldapAccounts.dn,
      disabledBySync: ldapAccounts.disabledBySync,
    })
    .from(ldapAccounts)
    .innerJoin(users, eq(users.id, ldapAccounts.userId))
    .where(inArray(ldapAccounts.entryId, entryIds));
  return new Map(rows.map(({ entryId, ...row }) => [entryId, row]));
}

/** The users holding these accounts (lower case), with the entry they are linked to, if any. */
async function accountHolders(tx: Db, accounts: string[]) {
  const rows = await tx
    .select({ id: users.id, account: users.account, entryId: ldapAccounts.entryId })
    .from(users)
    .leftJoin(ldapAccounts, eq(ldapAccounts.userId, users.id))
    .where(inArray(sql`lower(${users.account})`, accounts));
  return new Map(rows.map((row) => [row.account.toLowerCase(), row]));
}

export async function writeBatch(
  tx: Db,
  entries: readonly ValidEntry[],
  options: {
    runId: string | null;
    mappings: readonly Mapping[];
    now: number;
    /** Every entry id the run found: a user whose own entry is among them is never relinked. */
    foundIds?: ReadonlySet<string>;
  },
): Promise<BatchCounts> {
  const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0, enabled: 0, skipped: 0, problems: [] };
  if (entries.length === 0) return counts;
  const { now, runId } = options;
  const linked = await linkedUsers(
    tx,
    entries.map((entry) => entry.id),
  );
  const holders = await accountHolders(
    tx,
    entries.map((entry) => entry.account.toLowerCase()),
  );
  const newUsers: (typeof users.$inferInsert)[] = [];
  const newLinks: (typeof ldapAccounts.$inferInsert)[] = [];

  for (const entry of entries) {
    const profile = profileOf(entry);
    const key = dnKey(entry.dn);
    const mappedDept = key ? deptOfEntry(key, options.mappings) : null;
    const holder = holders.get(entry.account.toLowerCase());
    let current = linked.get(entry.id);
    if (!current && holder) {
      if (holder.entryId === null || options.foundIds?.has(holder.entryId)) {
        counts.skipped++;
        const problem = holder.entryId === null ? "ACCOUNT_LOCAL" : "ACCOUNT_DUPLICATE";
        counts.problems.push({ dn: entry.dn, account: entry.account, problem });
        continue;
      }
      // The directory recreated the person (a new entry id for the same account): follow the new entry.
      await tx.update(ldapAccounts).set({ entryId: entry.id }).where(eq(ldapAccounts.userId, holder.id));
      current = (await linkedUsers(tx, [entry.id])).get(entry.id);
    }
    if (!current) {
      const id = newId();
      newUsers.push({
        id,
        ...profile,
        deptId: mappedDept,
        passwordHash: DIRECTORY_PASSWORD_MARKER,
        enabled: true,
        createdAt: now,
        updatedAt: now,
      });
      newLinks.push({ userId: id, entryId: entry.id, dn: entry.dn, seenRunId: runId, syncedAt: now });
      counts.created++;
      continue;
    }
    if (holder && holder.id !== current.userId) {
      counts.skipped++;
      const problem = holder.entryId === null ? "ACCOUNT_LOCAL" : "ACCOUNT_DUPLICATE";
      counts.problems.push({ dn: entry.dn, account: entry.account, problem });
      continue;
    }
    const comeBack = current.disabledBySync && !current.enabled;
    const patch: Partial<typeof users.$inferInsert> = {};
    for (const field of ["account", "name", "email", "phone"] as const) {
      if (profile[field] !== current[field]) Object.assign(patch, { [field]: profile[field] });
    }
    if (mappedDept !== null && mappedDept !== current.deptId) patch.deptId = mappedDept;
    if (comeBack) patch.enabled = true;
    if (Object.keys(patch).length > 0) {
      await tx
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(eq(users.id, current.userId));
      counts.updated++;
      if (comeBack) counts.enabled++;
    } else counts.unchanged++;
    if (current.dn !== entry.dn || current.disabledBySync) {
      await tx
        .update(ldapAccounts)
        .set({ dn: entry.dn, disabledBySync: false, syncedAt: now })
        .where(eq(ldapAccounts.userId, current.userId));
    }
  }
  if (newUsers.length > 0) {
    await tx.insert(users).values(newUsers);
    await tx.insert(ldapAccounts).values(newLinks);
  }
  if (runId !== null) {
    await tx
      .update(ldapAccounts)
      .set({ seenRunId: runId })
      .where(
        and(
          inArray(
            ldapAccounts.entryId,
            entries.map((entry) => entry.id),
          ),
          sql`${ldapAccounts.seenRunId} IS DISTINCT FROM ${runId}`,
        ),
      );
  }
  return counts;
}
