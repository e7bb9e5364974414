import type { Operation } from "#contract/operation";
import { ssoOps } from "#contract/operations/sso";
import type { SsoSettings, SsoSettingsBody } from "#contract/sso";
import { addressOf } from "../../../providers/http/call";

/** The single sign-on form's values: text fields hold "" where the wire has null. */
export interface SsoFormValues {
  protocol: SsoSettingsBody["protocol"] | "NONE";
  consoleUrl: string;
  accountAttribute: string;
  createUsers: boolean;
  cas: { serverUrl: string };
  oidc: { issuer: string; clientId: string; clientSecret: string; scopes: string };
  saml: {
    idpMetadata: string;
    idpEntityId: string;
    idpSsoUrl: string;
    idpCertificate: string;
    spEntityId: string;
  };
}

const text = (value: string | null | undefined) => value ?? "";
const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

export const URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

export function formValuesOf(settings: SsoSettings | undefined, origin: string): SsoFormValues {
  return {
    protocol: settings?.protocol ?? "NONE",
    consoleUrl: settings?.consoleUrl ?? origin,
    accountAttribute: text(settings?.accountAttribute),
    createUsers: settings?.createUsers ?? false,
    cas: { serverUrl: text(settings?.cas.serverUrl) },
    oidc: {
      issuer: text(settings?.oidc.issuer),
      clientId: text(settings?.oidc.clientId),
      clientSecret: "",
      scopes: settings?.oidc.scopes || "openid profile email",
    },
    saml: {
      idpMetadata: text(settings?.saml.idpMetadata),
      idpEntityId: text(settings?.saml.idpEntityId),
      idpSsoUrl: text(settings?.saml.idpSsoUrl),
      idpCertificate: text(settings?.saml.idpCertificate),
      spEntityId: settings?.saml.spEntityId ?? `${origin}${addressOf(ssoOps.samlMetadata)}`,
    },
  };
}

export function bodyOf(values: SsoFormValues): SsoSettingsBody {
  return {
    protocol: values.protocol === "NONE" ? null : values.protocol,
    consoleUrl: orNull(values.consoleUrl),
    accountAttribute: orNull(values.accountAttribute),
    createUsers: values.createUsers,
    cas: { serverUrl: orNull(values.cas.serverUrl) },
    oidc: {
      issuer: orNull(values.oidc.issuer),
      clientId: orNull(values.oidc.clientId),
      clientSecret: values.oidc.clientSecret || undefined,
      scopes: values.oidc.scopes.trim(),
    },
    saml: {
      idpMetadata: orNull(values.saml.idpMetadata),
      idpEntityId: orNull(values.saml.idpEntityId),
      idpSsoUrl: orNull(values.saml.idpSsoUrl),
      idpCertificate: orNull(values.saml.idpCertificate),
      spEntityId: orNull(values.saml.spEntityId),
    },
  };
}

/** The addresses to register at the provider, under the console's address as typed. */
export function callbackAddresses(consoleUrl: string) {
  const base = URL_PATTERN.test(consoleUrl.trim()) ? consoleUrl.trim().replace(/\/+$/, "") : null;
  const at = (...operations: Pick<Operation, "route">[]) =>
    base && operations.map((operation) => base + addressOf(operation));
  return {
    OAUTH2: at(ssoOps.oidcCallback),
    SAML: at(ssoOps.samlAcs, ssoOps.samlMetadata),
    CAS: at(ssoOps.casCallback),
  };
}
