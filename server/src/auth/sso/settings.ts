import { eq } from "drizzle-orm";
import type { SsoProtocol, SsoSettings, SsoSettingsBody } from "#contract/sso";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { ssoSettings } from "../../db/schema-sso.ts";
import { type FieldMessage, fieldError } from "../../errors.ts";
import { openPasswordField } from "../login.ts";
import { SsoError } from "./errors.ts";

/** The identity provider's settings: one stored row; the OIDC client secret sealed under the server key. */
const ROW_ID = "default";

/** What is stored in `settings` (the body without the secret). */
type StoredSettings = Omit<SsoSettingsBody, "oidc"> & { oidc: Omit<SsoSettingsBody["oidc"], "clientSecret"> };

/** A provider ready to use: the settings with the client secret in the clear (memory only). */
export interface Provider extends StoredSettings {
  protocol: SsoProtocol;
  consoleUrl: string;
  clientSecret: string | null;
}

export const EMPTY_SETTINGS: StoredSettings = {
  protocol: null,
  consoleUrl: null,
  accountAttribute: null,
  createUsers: false,
  cas: { serverUrl: null },
  oidc: { issuer: null, clientId: null, scopes: "" },
  saml: { idpMetadata: null, idpEntityId: null, idpSsoUrl: null, idpCertificate: null, spEntityId: null },
};

const base = (url: string) => url.replace(/\/+$/, "");

/** The addresses the provider sends browsers back to, under the console's address. */
export function callbackUrls(consoleUrl: string | null) {
  const api = consoleUrl ? `${base(consoleUrl)}/api/v1/sso` : null;
  return {
    oidcRedirectUri: api && `${api}/oidc/callback`,
    samlAcsUrl: api && `${api}/saml/acs`,
    casServiceUrl: api && `${api}/cas/callback`,
    samlSpMetadataUrl: api && `${api}/saml/metadata`,
  };
}

async function readRow(db: Db) {
  const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.id, ROW_ID));
  return row ?? null;
}

function storedOf(row: Awaited<ReturnType<typeof readRow>>): StoredSettings {
  return row ? { ...EMPTY_SETTINGS, ...(row.settings as StoredSettings) } : EMPTY_SETTINGS;
}

/** What each protocol needs before it can be used; field messages keyed by the form's paths. */
function missingFields(settings: StoredSettings, secretSet: boolean): Record<string, FieldMessage> {
  const missing: Record<string, FieldMessage> = {};
  const need = (path: string, value: unknown) => {
    if (value === null || value === undefined || value === "") missing[path] = "validation.required";
  };
  need("consoleUrl", settings.consoleUrl);
  if (settings.protocol === "CAS") need("cas.serverUrl", settings.cas.serverUrl);
  if (settings.protocol === "OAUTH2") {
    need("oidc.issuer", settings.oidc.issuer);
    need("oidc.clientId", settings.oidc.clientId);
    if (!secretSet) missing["oidc.clientSecret"] = "validation.required";
    if (!settings.oidc.scopes.split(" ").includes("openid")) missing["oidc.scopes"] = "sso.scopesNeedOpenid";
  }
  if (settings.protocol === "SAML") {
    need("saml.spEntityId", settings.saml.spEntityId);
    if (!settings.saml.idpMetadata) {
      need("saml.idpEntityId", settings.saml.idpEntityId);
      need("saml.idpSsoUrl", settings.saml.idpSsoUrl);
      need("saml.idpCertificate", settings.saml.idpCertificate);
    }
  }
  return missing;
}

export function settingsView(row: Awaited<ReturnType<typeof readRow>>): SsoSettings {
  const stored = storedOf(row);
  const secretSet = row?.clientSecretSealed != null;
  return {
    ...stored,
    oidc: { ...stored.oidc, clientSecretSet: secretSet },
    configured: stored.protocol !== null && Object.keys(missingFields(stored, secretSet)).length === 0,
    callbacks: callbackUrls(stored.consoleUrl),
    updatedAt: row?.updatedAt ?? null,
  };
}

export async function readSsoSettings(db: Db): Promise<SsoSettings> {
  return settingsView(await readRow(db));
}

/** The protocol set up and complete, or null. */
export async function configuredProtocol(db: Db): Promise<SsoProtocol | null> {
  const view = await readSsoSettings(db);
  return view.configured ? view.protocol : null;
}

const trimmed = (value: string | null) => (value === null || value.trim() === "" ? null : value.trim());

function normalised(body: SsoSettingsBody): StoredSettings {
  const { clientSecret: _secret, ...oidc } = body.oidc;
  return {
    protocol: body.protocol,
    consoleUrl: body.consoleUrl && base(body.consoleUrl.trim()),
    accountAttribute: trimmed(body.accountAttribute),
    createUsers: body.createUsers,
    cas: { serverUrl: body.cas.serverUrl && base(body.cas.serverUrl.trim()) },
    oidc: {
      issuer: trimmed(oidc.issuer),
      clientId: trimmed(oidc.clientId),
      scopes: oidc.scopes.trim().split(/ +/).filter(Boolean).join(" "),
    },
    saml: {
      idpMetadata: trimmed(body.saml.idpMetadata),
      idpEntityId: trimmed(body.saml.idpEntityId),
      idpSsoUrl: trimmed(body.saml.idpSsoUrl),
      idpCertificate: trimmed(body.saml.idpCertificate),
      spEntityId: trimmed(body.saml.spEntityId),
    },
  };
}

/**
 * The stored secret may be used only with the issuer and client it was given for: a form that
 * points elsewhere must bring it again, so that no call can send it to another provider.
 */
const sameClient = (stored: StoredSettings, next: StoredSettings) =>
  stored.oidc.issuer === next.oidc.issuer && stored.oidc.clientId === next.oidc.clientId;

async function newSecret(ctx: AppContext, body: SsoSettingsBody): Promise<string | null> {
  if (!body.oidc.clientSecret) return null;
  const secret = await openPasswordField(ctx, "oidc.clientSecret", body.oidc.clientSecret);
  return secret === "" ? null : secret;
}

async function openSealed(ctx: AppContext, sealed: string | null): Promise<string | null> {
  if (!sealed) return null;
  const plain = (await ctx.secrets()).open(sealed);
  if (plain === null) throw new SsoError("NOT_CONFIGURED", "the client secret was sealed under another key");
  return plain;
}

/** The form's provider, saved or not (for the test and for saving), with the secret it may use. */
export async function formProvider(ctx: AppContext, body: SsoSettingsBody) {
  const settings = normalised(body);
  const row = await readRow(ctx.db);
  const fresh = await newSecret(ctx, body);
  const keepSealed = fresh === null && row !== null && sameClient(storedOf(row), settings);
  return { settings, fresh, sealed: keepSealed ? (row?.clientSecretSealed ?? null) : null };
}

export async function saveSsoSettings(ctx: AppContext, body: SsoSettingsBody): Promise<SsoSettings> {
  const { settings, fresh, sealed } = await formProvider(ctx, body);
  const secretSet = fresh !== null || sealed !== null;
  const missing = settings.protocol === null ? {} : missingFields(settings, secretSet);
  if (Object.keys(missing).length > 0) throw fieldError(missing);
  const values = {
    protocol: settings.protocol,
    settings,
    clientSecretSealed: fresh !== null ? (await ctx.secrets()).seal(fresh) : sealed,
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(ssoSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: ssoSettings.id, set: values })
    .returning();
  return settingsView(row ?? null);
}

/** The saved provider of a complete configuration; NOT_CONFIGURED otherwise. */
export async function storedProvider(ctx: AppContext): Promise<Provider> {
  const row = await readRow(ctx.db);
  const view = settingsView(row);
  if (!view.configured || !row || view.protocol === null || view.consoleUrl === null) {
    throw new SsoError("NOT_CONFIGURED");
  }
  const stored = storedOf(row);
  return {
    ...stored,
    protocol: view.protocol,
    consoleUrl: view.consoleUrl,
    clientSecret: await openSealed(ctx, row.clientSecretSealed),
  };
}

/** A form's provider for a connection test: its values, with the stored secret when it gives none. */
export async function testProvider(ctx: AppContext, body: SsoSettingsBody): Promise<Provider> {
  const { settings, fresh, sealed } = await formProvider(ctx, body);
  if (settings.protocol === null) throw fieldError({ protocol: "validation.required" });
  const secret = fresh ?? (await openSealed(ctx, sealed));
  const missing = missingFields(settings, secret !== null);
  if (Object.keys(missing).length > 0) throw fieldError(missing);
  return { ...settings, protocol: settings.protocol, consoleUrl: settings.consoleUrl!, clientSecret: secret };
}
