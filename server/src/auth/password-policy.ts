import { inArray } from "drizzle-orm";
import { PASSWORD_POLICY_RANGES } from "#contract/limits";
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from "#contract/rules/password";
import type { Db } from "../db/database.ts";
import { systemConfig } from "../db/schema.ts";

/** The administrator's password rule, kept as two system settings (defaults: 8 characters, 3 classes). */
export const PASSWORD_POLICY_KEYS = {
  minLength: "PASSWORD_MIN_LENGTH",
  minClasses: "PASSWORD_MIN_CLASSES",
} as const;

function inRange(name: keyof PasswordPolicy, raw: string | null | undefined): number {
  const { minimum, maximum, default: fallback } = PASSWORD_POLICY_RANGES[name];
  const value = Number(raw);
  return raw && Number.isInteger(value) && value >= minimum && value <= maximum ? value : fallback;
}

/** Whether a stored value of a policy key is one the rule accepts. */
export function isPolicyValue(name: keyof PasswordPolicy, value: string): boolean {
  return String(inRange(name, value)) === value;
}

export async function readPasswordPolicy(db: Db): Promise<PasswordPolicy> {
  const rows = await db
    .select({ key: systemConfig.key, value: systemConfig.value })
    .from(systemConfig)
    .where(inArray(systemConfig.key, Object.values(PASSWORD_POLICY_KEYS)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  if (stored.size === 0) return DEFAULT_PASSWORD_POLICY;
  return {
    minLength: inRange("minLength", stored.get(PASSWORD_POLICY_KEYS.minLength)),
    minClasses: inRange("minClasses", stored.get(PASSWORD_POLICY_KEYS.minClasses)),
  };
}
