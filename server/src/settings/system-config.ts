/** System settings: string values by upper-case key. */
import { eq } from "drizzle-orm";
import type { LoginType, LoginTypeInfo } from "#contract/auth";
import { LOGIN_TYPES } from "#contract/limits/auth";
import { LOGIN_TITLE_MAX } from "#contract/limits/settings";
import { isPolicyValue } from "../auth/password-policy.ts";
import { configuredProtocol } from "../auth/sso/settings.ts";
import type { Db } from "../db/database.ts";
import { systemConfig } from "../db/schema.ts";

/** Where the login page sends browsers for a single sign-on login type. */
export const SSO_LOGIN_PAGE = "/singleLogin";

/** Keys anyone may read (the login page and the navigation guard need them before login). */
export const PUBLIC_CONFIG_KEYS: ReadonlySet<string> = new Set(["MOBILE_DOMAIN", "SYNC_TYPE", "LOGIN_TYPE"]);

/** Secrets: they can be written but are never returned. */
export const WRITE_ONLY_CONFIG_KEYS: ReadonlySet<string> = new Set(["API_SECRET", "SMTP_PASSWORD"]);

/**
 * Written by their own calls only: the directory connection (PUT /system/config/ldap, its password
 * sealed), the open API's account, the audit log's retention (PUT /system/audit-log/settings).
 */
export const DEDICATED_CONFIG_KEY = /^(LDAP_|API_|AUDIT_|INSTALLATION_ID$)/;

/** Whether a stored LOGIN_TYPE is one the console knows. */
export const isLoginType = (value: string | null): value is LoginType =>
  LOGIN_TYPES.some((type) => type === value);

const httpUrl = (value: string) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value);
const sameOriginPath = (value: string) => /^\/(?![/\\])[^\s]*$/.test(value);

const hostPort =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;
/** A SIP domain is a host name or address, e.g. sip.example.com or 10.0.0.5. */
const sipDomain = (value: string) => value.length <= 253 && hostPort.test(value) && !value.includes(":");

/** Per-key value rules; keys not listed accept any string up to the length limit. */
const VALUE_RULES: Record<string, (value: string) => boolean> = {
  SINGLE_SESSION: (value) => value === "true" || value === "false",
  PASSWORD_MIN_LENGTH: (value) => isPolicyValue("minLength", value),
  PASSWORD_MIN_CLASSES: (value) => isPolicyValue("minClasses", value),
  LOGIN_TYPE: isLoginType,
  LOGIN_URL: (value) => httpUrl(value) || sameOriginPath(value),
  MOBILE_DOMAIN: (value) => httpUrl(value),
  SIP_DOMAIN: (value) => sipDomain(value),
  LOGIN_TITLE_ZH_CN: (value) => value.trim().length > 0 && value.length <= LOGIN_TITLE_MAX,
  LOGIN_TITLE_EN_US: (value) => value.trim().length > 0 && value.length <= LOGIN_TITLE_MAX,
  NTP_SERVERS: (value) => value.split(",").every((server) => hostPort.test(server)),
};

export function isValidConfigValue(key: string, value: string | null): boolean {
  if (DEDICATED_CONFIG_KEY.test(key)) return false;
  if (value === null) return true;
  const rule = Object.hasOwn(VALUE_RULES, key) ? VALUE_RULES[key] : undefined;
  return rule ? rule(value) : true;
}

export async function getSystemConfig(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: systemConfig.value })
    .from(systemConfig)
    .where(eq(systemConfig.key, key));
  return row?.value ?? null;
}

export async function setSystemConfig(db: Db, key: string, value: string | null, now: number): Promise<void> {
  await db
    .insert(systemConfig)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: systemConfig.key, set: { value, updatedAt: now } });
}

/** The value as a client may see it: secrets read as null. */
export function visibleValue(key: string, value: string | null): string | null {
  return WRITE_ONLY_CONFIG_KEYS.has(key) ? null : value;
}

/** The login type of spec §2 (LOCAL unless a known external one is set) with its external URL. */
export async function readLoginType(db: Db): Promise<LoginTypeInfo> {
  const stored = await getSystemConfig(db, "LOGIN_TYPE");
  const type = isLoginType(stored) ? stored : "LOCAL";
  if (type === "LOCAL") return { type, loginUrl: null };
  const given = await getSystemConfig(db, "LOGIN_URL");
  if (given || type === "LDAP") return { type, loginUrl: given };
  // The console's own single sign-on page, once the protocol of the login type is set up.
  return { type, loginUrl: (await configuredProtocol(db)) === type ? SSO_LOGIN_PAGE : null };
}
