import { eq } from "drizzle-orm";
import type { LdapAttributes, LdapSettings, LdapSettingsBody } from "#contract/ldap";
import { LDAP_DEFAULT_ATTRIBUTES, LDAP_DEFAULT_USER_FILTER } from "#contract/limits";
import { openPasswordField } from "../../auth/login.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { ldapSettings } from "../../db/schema-ldap.ts";
import { fieldError } from "../../errors.ts";
import { isValidFilter } from "./directory.ts";
import { dnKey } from "./dn.ts";
import { DirectoryError } from "./errors.ts";

/** The directory connection: one stored row; the bind password sealed under the server key. */
const ROW_ID = "default";

export type SettingsRow = typeof ldapSettings.$inferSelect;

/** What a connection needs, with the bind password in the clear (kept in memory only). */
export interface Connection {
  url: string;
  bindDn: string;
  bindPassword: string;
  baseDn: string;
  userFilter: string;
  attributes: Required<LdapAttributes>;
}

export async function readSettings(db: Db): Promise<SettingsRow | null> {
  const [row] = await db.select().from(ldapSettings).where(eq(ldapSettings.id, ROW_ID));
  return row ?? null;
}

const attributesOf = (row: SettingsRow): Required<LdapAttributes> => ({
  account: row.attrAccount,
  name: row.attrName,
  email: row.attrEmail,
  phone: row.attrPhone,
  id: row.attrId,
});

/** The settings as answered: the password only as "one is stored". */
export function settingsView(row: SettingsRow | null): LdapSettings {
  return {
    configured: row !== null && row.bindPasswordSealed !== null,
    url: row?.url ?? null,
    bindDn: row?.bindDn ?? null,
    bindPasswordSet: row?.bindPasswordSealed != null,
    baseDn: row?.baseDn ?? null,
    userFilter: row?.userFilter ?? LDAP_DEFAULT_USER_FILTER,
    attributes: row ? attributesOf(row) : { ...LDAP_DEFAULT_ATTRIBUTES },
    updatedAt: row?.updatedAt ?? null,
  };
}

function normalisedAttributes(attributes: LdapAttributes): Required<LdapAttributes> {
  return {
    account: attributes.account ?? LDAP_DEFAULT_ATTRIBUTES.account,
    name: attributes.name ?? LDAP_DEFAULT_ATTRIBUTES.name,
    email: attributes.email ?? null,
    phone: attributes.phone ?? null,
    id: attributes.id ?? LDAP_DEFAULT_ATTRIBUTES.id,
  };
}

function checkForm(body: LdapSettingsBody): void {
  const fields: Record<string, "ldap.dnInvalid" | "ldap.filterInvalid"> = {};
  if (!dnKey(body.bindDn)) fields.bindDn = "ldap.dnInvalid";
  if (!dnKey(body.baseDn)) fields.baseDn = "ldap.dnInvalid";
  if (!isValidFilter(body.userFilter)) fields.userFilter = "ldap.filterInvalid";
  if (Object.keys(fields).length > 0) throw fieldError(fields);
}

/** The bind password of a form: the new one (decrypted) when given, else null (keep the stored one). */
async function newBindPassword(ctx: AppContext, body: LdapSettingsBody): Promise<string | null> {
  if (!body.bindPassword) return null;
  const password = await openPasswordField(ctx, "bindPassword", body.bindPassword);
  if (password === "") throw fieldError({ bindPassword: "ldap.bindPasswordRequired" });
  return password;
}

/**
 * The stored password may be used only with the server and DN it was given for: a form that points
 * elsewhere must bring the password again, so that no call can send it to another server.
 */
const samePlace = (row: SettingsRow | null, body: LdapSettingsBody): row is SettingsRow =>
  row !== null && row.url === trimmedUrl(body.url) && row.bindDn === body.bindDn.trim();

const trimmedUrl = (url: string) => url.replace(/\/$/, "");

async function storedBindPassword(ctx: AppContext, row: SettingsRow | null): Promise<string | null> {
  if (!row?.bindPasswordSealed) return null;
  const plain = (await ctx.secrets()).open(row.bindPasswordSealed);
  if (plain === null) throw new DirectoryError("KEY_UNREADABLE");
  return plain;
}

export async function saveSettings(ctx: AppContext, body: LdapSettingsBody): Promise<LdapSettings> {
  checkForm(body);
  const password = await newBindPassword(ctx, body);
  const current = await readSettings(ctx.db);
  if (password === null && !(samePlace(current, body) && current.bindPasswordSealed)) {
    throw fieldError({ bindPassword: "ldap.bindPasswordRequired" });
  }
  const sealed = password === null ? current!.bindPasswordSealed : (await ctx.secrets()).seal(password);
  const attributes = normalisedAttributes(body.attributes);
  const values = {
    url: trimmedUrl(body.url),
    bindDn: body.bindDn.trim(),
    bindPasswordSealed: sealed,
    baseDn: body.baseDn.trim(),
    userFilter: body.userFilter.trim(),
    attrAccount: attributes.account,
    attrName: attributes.name,
    attrEmail: attributes.email,
    attrPhone: attributes.phone,
    attrId: attributes.id,
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(ldapSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: ldapSettings.id, set: values })
    .returning();
  return settingsView(row);
}

/** The stored connection; throws DirectoryError NOT_CONFIGURED or KEY_UNREADABLE. */
export async function storedConnection(ctx: AppContext): Promise<Connection> {
  const row = await readSettings(ctx.db);
  const bindPassword = await storedBindPassword(ctx, row);
  if (!row || bindPassword === null) throw new DirectoryError("NOT_CONFIGURED");
  return { ...row, bindPassword, attributes: attributesOf(row) };
}

/** A form's connection for a test: its values, with the stored password when it gives none. */
export async function formConnection(ctx: AppContext, body: LdapSettingsBody): Promise<Connection> {
  checkForm(body);
  const stored = await readSettings(ctx.db);
  const bindPassword =
    (await newBindPassword(ctx, body)) ??
    (samePlace(stored, body) ? await storedBindPassword(ctx, stored) : null);
  if (bindPassword === null) throw fieldError({ bindPassword: "ldap.bindPasswordRequired" });
  return {
    url: trimmedUrl(body.url),
    bindDn: body.bindDn.trim(),
    bindPassword,
    baseDn: body.baseDn.trim(),
    userFilter: body.userFilter.trim(),
    attributes: normalisedAttributes(body.attributes),
  };
}

export async function ldapConfigured(db: Db): Promise<boolean> {
  return settingsView(await readSettings(db)).configured;
}
